# Hostile bot: reads everything it is sent and never answers, so on its turn it waits on its
# stdin. Expected: it loses with B (no CPU progress between two alarm ticks).
import sys

for line in sys.stdin:
    if line.startswith("F"):
        break
