#!/usr/bin/env python3
"""Starts a helper that leaves its session and its parent (double fork + setsid) and sleeps
with MARKER (its first argument) on its command line, then exits before its first move.
Expected: Q for this bot, and the helper dies with it (no process with MARKER survives)."""
import subprocess
import sys
import time

helper = ("import os, time\n"
          "if os.fork() == 0:\n"
          "    os.setsid()\n"
          "    if os.fork() == 0:\n"
          "        time.sleep(1000)\n")
subprocess.Popen([sys.executable, "-c", helper, sys.argv[1]], start_new_session=True).wait()
time.sleep(0.2)  # the grandchild has started
sys.exit(0)
