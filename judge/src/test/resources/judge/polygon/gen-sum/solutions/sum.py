# The main solution of the "sum" Polygon package: n, then n integers; their sum.
import sys

w = sys.stdin.read().split()
print(sum(int(x) for x in w[1:1 + int(w[0])]))
