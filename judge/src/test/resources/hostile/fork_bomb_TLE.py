# A fork bomb: every process forks as fast as it can, forever, ignoring failures.
# Expected: TLE (the tree's CPU time reaches the limit); the sandbox's pids limit caps the
# processes; none survives the run.
import os

while True:
    try:
        os.fork()
    except OSError:
        pass
