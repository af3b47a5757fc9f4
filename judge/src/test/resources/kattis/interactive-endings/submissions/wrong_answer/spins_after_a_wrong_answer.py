# Reads the numbers to end of file, answers wrong and spins: the validator rejects while it spins,
# having used next to no CPU time yet (a spin from the start would be near the limit by then).
import sys
sys.stdin.read()
print(-1, flush=True)
while True:
    pass
