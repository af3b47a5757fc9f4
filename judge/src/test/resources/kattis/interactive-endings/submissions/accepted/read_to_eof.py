import sys
print(sum(map(int, sys.stdin.read().split())))
