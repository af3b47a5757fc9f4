#!/usr/bin/env python3
"""A tiny Gomocup (pbrain) brain for the tests: plays the first free cell in row order, answers
ABOUT, writes MESSAGE and DEBUG lines before each move, and logs every command it gets to stderr."""
import sys

w = h = 0
board = {}


def move():
    print("MESSAGE thinking hard", flush=True)
    print("DEBUG scanning", flush=True)
    for y in range(h):
        for x in range(w):
            if (x, y) not in board:
                board[(x, y)] = 1
                print("%d,%d" % (x, y), flush=True)
                return


reading_board = False
for line in sys.stdin:
    cmd = line.strip()
    sys.stderr.write("got " + cmd + "\n")
    sys.stderr.flush()
    if reading_board:
        if cmd == "DONE":
            reading_board = False
            move()
        else:
            x, y, f = (int(v) for v in cmd.split(","))
            board[(x, y)] = f
        continue
    word = cmd.split(" ")[0].upper()
    if word == "START":
        w = h = int(cmd.split(" ")[1])
        print("OK", flush=True)
    elif word == "RECTSTART":
        w, h = (int(v) for v in cmd.split(" ")[1].split(","))
        print("OK", flush=True)
    elif word == "INFO":
        pass
    elif word == "BEGIN":
        move()
    elif word == "TURN":
        x, y = (int(v) for v in cmd.split(" ")[1].split(","))
        board[(x, y)] = 2
        move()
    elif word == "BOARD":
        board.clear()
        reading_board = True
    elif word == "ABOUT":
        print('name="first-free", version="1.0", author="arbitre tests"', flush=True)
    elif word == "END":
        sys.exit(0)
    else:
        print("UNKNOWN " + cmd, flush=True)
