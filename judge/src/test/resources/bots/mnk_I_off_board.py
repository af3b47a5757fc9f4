# Hostile bot: plays column 21 of a 20 x 20 board. Expected: it loses with I.
import sys

sys.stdin.readline()
print("21\n1", flush=True)
for line in sys.stdin:
    pass
