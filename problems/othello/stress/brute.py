# Brute force for Othello, obviously correct: for every empty cell, walk each of the 8 directions
# and count the black discs closed by a white one; keep the first best cell in row-major order.
import sys

board = [list(map(int, line.split())) for line in sys.stdin.read().strip().splitlines()]
DIRECTIONS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def flips(r, c):
    total = 0
    for dr, dc in DIRECTIONS:
        n, rr, cc = 0, r + dr, c + dc
        while 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == 2:
            n, rr, cc = n + 1, rr + dr, cc + dc
        if n > 0 and 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == 1:
            total += n
    return total


best, where = 0, None
for r in range(8):
    for c in range(8):
        if board[r][c] == 0 and flips(r, c) > best:
            best, where = flips(r, c), (r, c)
print("passe" if where is None else "%d %d" % where)
