import sys
from add import add

a, b = map(int, sys.stdin.read().split())
print(add(a, b))
