# Hostile bot: reads its number, closes its stdout, starts a child that sleeps, and sleeps.
# Expected: it loses with P (end of file while it lives); the sleeping child is killed too.
import os, subprocess, sys, time

sys.stdin.readline()
os.close(1)
subprocess.Popen(["sleep", "60"], stdout=subprocess.DEVNULL)
time.sleep(60)
