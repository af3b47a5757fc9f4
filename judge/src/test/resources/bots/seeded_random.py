#!/usr/bin/env python3
"""A seeded random bot (tests and scripts/golden): same seed, same game.
Usage: seeded.py SEED mnk W H | seeded.py SEED push N"""
import random
import sys

seed, game = int(sys.argv[1]), sys.argv[2]
rnd = random.Random(seed)
tokens = (t for line in sys.stdin for t in line.split())


def read():
    return next(tokens, "F")


me = int(read())
if game == "mnk":
    w, h = int(sys.argv[3]), int(sys.argv[4])
    free = [(x, y) for y in range(1, h + 1) for x in range(1, w + 1)]
    turn = 1
    while True:
        if turn == me:
            x, y = free.pop(rnd.randrange(len(free)))
            print(x, flush=True)
            print(y, flush=True)
        else:
            a = read()
            if a.startswith("F"):
                break
            b = read()
            if b.startswith("F"):
                break
            free.remove((int(a), int(b)))
        turn = 3 - turn
else:
    n = int(sys.argv[3])
    turn = 1
    while True:
        if turn == me:
            print(str(rnd.randrange(1, n + 1)) + rnd.choice("HBGD"), flush=True)
        else:
            if read().startswith("F"):
                break
        turn = 3 - turn
