import sys
n, x = map(int, sys.stdin.read().split())
sys.exit(42 if 1 <= x <= n <= 10**18 else 43)
