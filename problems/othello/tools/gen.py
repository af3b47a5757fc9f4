#!/usr/bin/env python3
"""Seeded random boards for Othello max-flip, answered by brute.py (never by Main.java).

Keeps only boards whose best move is unique (as the official data guarantees) and, for the
"passe" cases, boards where no move flips anything. Every board has at least one empty cell.
Density (share of occupied cells) and the white share of the discs vary from case to case,
from nearly empty to nearly full and from mostly black to mostly white.

    python3 problems/othello/tools/gen.py --seed 2007 --count 60 --passe 6 --out tests/othello

writes rand_01.in/.out ... rand_60.in/.out and passe_01.in/.out ... passe_06.in/.out.
The same seed always gives the same files.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import brute  # noqa: E402


def random_board(rng, density, white_share):
    board = [[0] * 8 for _ in range(8)]
    for r in range(8):
        for c in range(8):
            if rng.random() < density:
                board[r][c] = 1 if rng.random() < white_share else 2
    if all(v != 0 for row in board for v in row):
        board[rng.randrange(8)][rng.randrange(8)] = 0
    return board


def wanted(board, passe):
    """A unique best move; or, for passe, no move at all on a board holding both colours."""
    best, cells = brute.best_moves(board)
    if passe:
        discs = [v for row in board for v in row]
        return best == 0 and discs.count(1) >= 3 and discs.count(2) >= 3
    return best > 0 and len(cells) == 1


def make(rng, i, count, passe):
    """Case i of count: density and white share sweep their ranges, with some jitter."""
    t = i / max(1, count - 1)
    for _ in range(100000):
        if passe:
            density = rng.uniform(0.1, 0.6)
            white_share = rng.uniform(0.1, 0.4)
        else:
            density = min(0.99, 0.08 + 0.9 * t + rng.uniform(-0.05, 0.05))
            white_share = rng.choice([0.15, 0.3, 0.5, 0.7, 0.85])
        board = random_board(rng, max(0.02, density), white_share)
        if wanted(board, passe):
            return board
    raise RuntimeError("no suitable board found for case %d" % i)


def write(out, name, board):
    with open(os.path.join(out, name + ".in"), "w") as f:
        for row in board:
            f.write(" ".join(str(v) for v in row) + "\n")
    with open(os.path.join(out, name + ".out"), "w") as f:
        f.write(brute.answer(board) + "\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seed", type=int, default=2007)
    p.add_argument("--count", type=int, default=60, help="boards with a unique best move")
    p.add_argument("--passe", type=int, default=6, help="boards where no move flips anything")
    p.add_argument("--out", default="tests/othello")
    a = p.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    for i in range(a.count):
        write(a.out, "rand_%02d" % (i + 1), make(rng, i, a.count, False))
    for i in range(a.passe):
        write(a.out, "passe_%02d" % (i + 1), make(rng, i, a.passe, True))


if __name__ == "__main__":
    main()
