# Hostile bot: answers "hello" instead of a move, then waits. Expected: it loses with S at once.
import sys

sys.stdin.readline()
print("hello", flush=True)
for line in sys.stdin:
    pass
