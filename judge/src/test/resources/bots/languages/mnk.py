# A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
import os
import random
import sys

w, h = map(int, os.environ.get("ARBITRE_BOARD", "20x20").split("x"))
tokens = (t for line in sys.stdin for t in line.split())


def next_int():
    """The next integer; exits at the end message (a token starting with F) or the end of input."""
    t = next(tokens, "F")
    if t.startswith("F"):
        sys.exit(0)
    return int(t)


taken = set()
turn = next_int() == 1
for left in range(w * h, 0, -1):
    if turn:
        cell = random.choice([(x, y) for x in range(1, w + 1) for y in range(1, h + 1) if (x, y) not in taken])
        taken.add(cell)
        print(cell[0], cell[1], sep="\n", flush=True)
    else:
        taken.add((next_int(), next_int()))
    turn = not turn
next_int()
