#!/usr/bin/env python3
"""Plays the first free cell, and from its second move on writes two moves in one go (the first
free cell and the next). The referee reads a bot's output as one stream: the second answer is its
next move, played at its next turn, chosen before it saw the opponent's. Against first_free.py on
8x8 (it plays (1,1), (3,1) and writes (4,1) ahead; first_free takes (4,1)): I, cell occupied."""
import os
import sys

w, h = map(int, os.environ.get("ARBITRE_BOARD", "20x20").split("x"))
taken = set()
tokens = (t for l in sys.stdin for t in l.split())
me = int(next(tokens))
turn = 1
moves = 0
while True:
    if turn == me:
        free = [(x, y) for y in range(1, h + 1) for x in range(1, w + 1) if (x, y) not in taken]
        moves += 1
        answer = free[:2] if moves >= 2 else free[:1]
        taken.update(answer)
        sys.stdout.write("".join("%d\n%d\n" % c for c in answer))
        sys.stdout.flush()
    else:
        a = next(tokens, "F")
        if a.startswith("F"):
            break
        taken.add((int(a), int(next(tokens))))
    turn = 3 - turn
