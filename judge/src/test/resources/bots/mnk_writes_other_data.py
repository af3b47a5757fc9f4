#!/usr/bin/env python3
"""Plays the first free cell, but first tries to write into every other bot's folder and data/
it can find beside its own folder (its working folder, in the bots' home), into its own folder
outside data/, and into the folders given as arguments; then into its own data/, which it may,
where it also makes a link to /etc and a pipe. Each attempt is one line on stderr: 'wrote PATH' or 'refused PATH'.
Expected: every write but the one into its own data/ is refused; the game goes on (V or N)."""
import glob
import os
import sys


def attempt(path):
    try:
        with open(path, "w") as f:
            f.write("written by another bot\n")
        sys.stderr.write("wrote %s\n" % path)
    except OSError as e:
        sys.stderr.write("refused %s (%s)\n" % (path, e.strerror))


mine = os.path.realpath(os.getcwd())
for folder in sorted(set(os.path.realpath(f) for f in glob.glob(os.path.join(os.path.dirname(mine), "*")))):
    if folder != mine:
        attempt(os.path.join(folder, "intruder.txt"))
        attempt(os.path.join(folder, "data", "intruder.txt"))
attempt(os.path.join(mine, "intruder.txt"))
for folder in sys.argv[1:]:
    attempt(os.path.join(folder, "intruder.txt"))
attempt(os.path.join("data", "mine.txt"))
# what its data/ must not carry out of the sandbox: a link to elsewhere, a pipe (neither is kept)
for make in (lambda: os.symlink("/etc", os.path.join("data", "link")), lambda: os.mkfifo(os.path.join("data", "pipe"))):
    try:
        make()
    except OSError:
        pass
sys.stderr.flush()

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
