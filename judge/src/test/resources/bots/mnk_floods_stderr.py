#!/usr/bin/env python3
"""Plays the first free cell, but writes 3 MiB to stderr before each move: its stderr file is
capped, the game goes on."""
import os
import sys

line = "x" * 1023 + "\n"
w, h = map(int, os.environ.get("ARBITRE_BOARD", "20x20").split("x"))
taken = set()
tokens = (t for l in sys.stdin for t in l.split())
me = int(next(tokens))
turn = 1
while True:
    if turn == me:
        sys.stderr.write(line * 3072)
        sys.stderr.flush()
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
