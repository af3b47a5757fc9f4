# A slow but honest bot: burns about 0.7 s of CPU, then plays (1, 1). Must not be judged blocked.
import sys, time

sys.stdin.readline()
end = time.process_time() + 0.7
spin = 0
while time.process_time() < end:
    spin += 1
print("1\n1", flush=True)
for line in sys.stdin:
    pass
