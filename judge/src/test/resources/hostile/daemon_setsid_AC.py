# Daemonizes (fork, setsid, fork again: a new session, a new process group, no parent),
# the daemon keeps running; the program prints the answer and exits.
# Expected: AC at once; the daemon is killed (its PID namespace goes with the run).
import os
import sys
import time

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(60)
        os._exit(0)
    os._exit(0)
print(sum(map(int, sys.stdin.read().split())), flush=True)
