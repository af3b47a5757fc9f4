# A wrong solution of the "sum" Polygon package: one too many.
import sys

w = sys.stdin.read().split()
print(sum(int(x) for x in w[1:1 + int(w[0])]) + 1)
