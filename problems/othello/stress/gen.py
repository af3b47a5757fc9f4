# Stress generator for Othello: python3 gen.py SEED prints a random board (same seed, same board).
# Each cell is empty, white or black at random, with an empty-cell share that varies by seed, so
# some boards are nearly full and some have no move at all ("passe"). Ties are allowed: the
# solutions compared must break them the same way (the statement's rule: first in row-major order).
import random
import sys

rng = random.Random(int(sys.argv[1]))
empty = rng.choice([0.1, 0.3, 0.5, 0.8])
white = rng.uniform(0.2, 0.6)
board = [[0 if rng.random() < empty else (1 if rng.random() < white else 2) for _ in range(8)] for _ in range(8)]
if all(c != 0 for row in board for c in row):
    board[rng.randrange(8)][rng.randrange(8)] = 0  # the statement guarantees an empty cell
print("\n".join(" ".join(map(str, row)) for row in board))
