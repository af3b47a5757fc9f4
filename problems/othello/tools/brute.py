#!/usr/bin/env python3
"""Brute-force reference for Othello max-flip (SPEC.md section 5).

The most obvious implementation on purpose: for every empty cell, walk each of
the 8 directions, count the black discs (2) met before the first white disc (1).
A direction counts only if it meets at least one black disc and then a white
disc, with no empty cell and no board edge in between.

Usage as a program:  python3 brute.py < case.in   (prints "row col" from 0, or "passe")
Usage as a module:   answer(board) -> "row col" or "passe"; best_moves(board) -> (flips, cells)
"""
import sys

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def parse(text):
    numbers = [int(t) for t in text.split()]
    if len(numbers) != 64 or any(v not in (0, 1, 2) for v in numbers):
        raise ValueError("expected 64 integers among 0, 1, 2, got %d" % len(numbers))
    return [numbers[8 * r:8 * r + 8] for r in range(8)]


def flips(board, row, col):
    total = 0
    for dr, dc in DIRECTIONS:
        r, c = row + dr, col + dc
        blacks = 0
        while 0 <= r < 8 and 0 <= c < 8 and board[r][c] == 2:
            blacks += 1
            r, c = r + dr, c + dc
        if blacks > 0 and 0 <= r < 8 and 0 <= c < 8 and board[r][c] == 1:
            total += blacks
    return total


def best_moves(board):
    """(most flips, every empty cell reaching it in row-major order); (0, []) when nothing flips."""
    best, cells = 0, []
    for r in range(8):
        for c in range(8):
            if board[r][c] != 0:
                continue
            n = flips(board, r, c)
            if n > best:
                best, cells = n, [(r, c)]
            elif n == best and n > 0:
                cells.append((r, c))
    return best, cells


def answer(board):
    best, cells = best_moves(board)
    if best == 0:
        return "passe"
    r, c = cells[0]  # ties: first in row-major order, as Main.java documents
    return "%d %d" % (r, c)


if __name__ == "__main__":
    print(answer(parse(sys.stdin.read())))
