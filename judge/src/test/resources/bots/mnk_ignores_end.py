#!/usr/bin/env python3
"""Plays the first free cell; at the end message F it neither exits nor stops: with 'spin' as its
first argument it computes forever, else it sleeps forever, SIGTERM ignored either way.
Expected: the game's result is kept, the bot is killed after the grace period."""
import signal
import os
import sys
import time

signal.signal(signal.SIGTERM, signal.SIG_IGN)
spin = len(sys.argv) > 1 and sys.argv[1] == "spin"
w, h = map(int, os.environ.get("ARBITRE_BOARD", "20x20").split("x"))
taken = set()
tokens = (t for l in sys.stdin for t in l.split())
me = int(next(tokens))
turn = 1
while True:
    if turn == me:
        x, y = next((x, y) for y in range(1, h + 1) for x in range(1, w + 1) if (x, y) not in taken)
        taken.add((x, y))
        print(x, flush=True)
        print(y, flush=True)
    else:
        a = next(tokens, "F")
        if a.startswith("F"):
            break
        taken.add((int(a), int(next(tokens))))
    turn = 3 - turn
while True:
    if not spin:
        time.sleep(1000)
