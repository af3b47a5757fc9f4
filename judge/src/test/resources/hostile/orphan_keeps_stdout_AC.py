# Prints the answer, leaves a child that holds stdout open and sleeps for a minute, and exits.
# Expected: AC at once (the run ends with the parent); the child is killed.
import os
import sys
import time

if os.fork() == 0:
    time.sleep(60)
    print("late", flush=True)
    os._exit(0)
print(sum(map(int, sys.stdin.read().split())), flush=True)
