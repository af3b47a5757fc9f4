import sys
from tools import add

a, b = map(int, sys.stdin.read().split())
print(add(a, b))
