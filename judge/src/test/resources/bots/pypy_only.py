# An m,n,k bot (docs/rules.md, section 1) that plays only when PyPy runs it: under another
# Python it quits at once (a Q forfeit). Plays the first free cell; the board from ARBITRE_BOARD.
import os
import platform
import sys

if platform.python_implementation() != "PyPy":
    sys.exit(1)
w, h = map(int, os.environ.get("ARBITRE_BOARD", "20x20").split("x"))
tokens = (t for line in sys.stdin for t in line.split())


def next_int():
    t = next(tokens, "F")
    if t.startswith("F"):
        sys.exit(0)
    return int(t)


taken = set()
turn = next_int() == 1
while True:
    if turn:
        cell = next((x, y) for y in range(1, h + 1) for x in range(1, w + 1) if (x, y) not in taken)
        taken.add(cell)
        print(cell[0], cell[1], sep="\n", flush=True)
    else:
        taken.add((next_int(), next_int()))
    turn = not turn
