#!/usr/bin/env python3
"""Plays the first free cell; before its first move it counts the files its data/ holds (what
the last game left), then writes 1 MiB files into data/ until a write fails, in several files
(so no one file's limit would stop it). Each outcome is a line on stderr: 'found N files',
'wrote N MiB', and the error. Expected: the writes stop at the quota inside the bot (no space
left), the game goes on (V or N), and data/ keeps at most the quota for the next game."""
import os
import sys

w, h = map(int, os.environ.get("ARBITRE_BOARD", "20x20").split("x"))
sys.stderr.write("found %d files\n" % len(os.listdir("data")))
chunk = b"x" * (1 << 20)
written = 0
try:
    for i in range(100000):
        with open(os.path.join("data", "fill-%d.bin" % i), "wb") as f:
            f.write(chunk)
        written += 1
except OSError as e:
    sys.stderr.write("error: %s\n" % e.strerror)
sys.stderr.write("wrote %d MiB\n" % written)
sys.stderr.flush()

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
