"""A random bot for the push game: a random line that is not full, entered from a random side.

Protocol (docs/rules.md, 2. The push game): read 1 or 2; on its turn write a line number and a
side letter (H top, B bottom, G left, D right), e.g. 15B, and flush; read each opponent move the
same way; a token starting with F (the end message, e.g. F2V) ends the game. The board comes from
the environment (ARBITRE_BOARD=15x15), the moves of an opening from ARBITRE_OPENING.
"""
import os
import random
import re
import sys


def tokens():
    for line in sys.stdin:
        yield from line.split()


def line_cells(n, line, side):
    """The cells (x, y) of a move's line, from the entry cell inwards."""
    if side == "H":
        return [(line, y) for y in range(1, n + 1)]
    if side == "B":
        return [(line, y) for y in range(n, 0, -1)]
    if side == "G":
        return [(x, line) for x in range(1, n + 1)]
    return [(x, line) for x in range(n, 0, -1)]


def play(board, n, move, stone):
    """Plays move ("15B") on board (a dict (x, y) -> 1 or 2): the stone enters, the run before the first gap moves in."""
    m = re.fullmatch(r"(\d+)([A-Za-z])|([A-Za-z])(\d+)", move)
    line, side = (int(m.group(1)), m.group(2)) if m.group(1) else (int(m.group(4)), m.group(3))
    cells = line_cells(n, line, side.upper())
    gap = next(i for i, c in enumerate(cells) if c not in board)
    for i in range(gap, 0, -1):
        board[cells[i]] = board[cells[i - 1]]
    board[cells[0]] = stone


def main():
    n = int(os.environ.get("ARBITRE_BOARD", "15x15").split("x")[0])
    board = {}
    opening = os.environ.get("ARBITRE_OPENING", "").split()
    for i, move in enumerate(opening):
        play(board, n, move, 1 + i % 2)
    read = tokens()
    me = next(read, "F")
    if me.startswith("F"):
        return
    me = int(me)
    to_move = 1 + len(opening) % 2
    while True:
        if to_move == me:
            moves = [f"{line}{side}" for line in range(1, n + 1) for side in "HBGD"
                     if any(c not in board for c in line_cells(n, line, side))]
            move = random.choice(moves)
            print(move, flush=True)
        else:
            move = next(read, "F")
            if move.startswith("F"):
                return
        play(board, n, move, to_move)
        to_move = 3 - to_move


main()
