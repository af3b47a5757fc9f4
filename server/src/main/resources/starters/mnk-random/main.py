"""A random bot for the m,n,k game: a random empty cell each turn.

Protocol (docs/rules.md, 1. The m,n,k game): read 1 or 2; on its turn write x then y (1-based
column, row) and flush; read each opponent move as x then y; a token starting with F (the end
message, e.g. F2V) ends the game. The board comes from the environment (ARBITRE_BOARD=20x20),
the moves of an opening from ARBITRE_OPENING.
"""
import os
import random
import sys


def tokens():
    for line in sys.stdin:
        yield from line.split()


def main():
    width, height = (int(v) for v in os.environ.get("ARBITRE_BOARD", "20x20").split("x"))
    free = {(x, y) for x in range(1, width + 1) for y in range(1, height + 1)}
    opening = os.environ.get("ARBITRE_OPENING", "").split()
    for i in range(0, len(opening) - 1, 2):
        free.discard((int(opening[i]), int(opening[i + 1])))
    read = tokens()
    me = next(read, "F")
    if me.startswith("F"):
        return
    # with an opening of an odd number of moves, player 2 moves first
    my_turn = (me == "1") == (len(opening) // 2 % 2 == 0)
    while True:
        if my_turn:
            x, y = random.choice(sorted(free))
            free.discard((x, y))
            print(x, y, flush=True)
        else:
            x = next(read, "F")
            if x.startswith("F"):
                return
            y = next(read, "F")
            if y.startswith("F"):
                return
            free.discard((int(x), int(y)))
        my_turn = not my_turn


main()
