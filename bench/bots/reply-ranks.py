#!/usr/bin/env python3
"""How an m,n,k opponent's quiet moves rank by the plain score (what mnk-bot's loose model assumes), from the
game records of a tournament folder: for every move of BOT after the opening that is not forced
(neither player could win at once), the rank of its cell among the empty cells by the plain score
(6^a for each window of a own stones and none of the other's, 6^b for each of b of the other's and
none of its own: the field's noisy style without its noise, recomputed here from the board, not
by the bot), and the ratio of the second best score to the best. Prints the rank distribution
(cumulative), the same over each game's first 12 quiet moves, and the move at which mnk-bot's
loose model would first fit by the rule of v17 (12 samples, 17 in 20 among the 5 best), of 6
samples alone, and of v18 (6, and before 12 samples 3 in 4 among the 2 best as well), ranks here
being among all empty cells (the bot ranks among the cells near the stones). Asserts nothing.
Usage: bench/bots/reply-ranks.py DIR BOT"""
import json, os, sys
from botlogs import game_records

DIRS = ((1, 0), (0, 1), (1, 1), (1, -1))


def ranks(game, name):
    """[(move number, rank, second/best)] of `name`'s quiet moves in one game record."""
    w, h, k = game["width"], game["height"], game["k"]
    player = [p["player"] for p in game["players"] if p["name"] == name]
    if not player:
        return []
    board = [0] * (w * h)

    def run(c, who):
        x, y = c % w, c // w
        for dx, dy in DIRS:
            n = 1
            for s in (-1, 1):
                cx, cy = x + s * dx, y + s * dy
                while 0 <= cx < w and 0 <= cy < h and board[cy * w + cx] == who:
                    n, cx, cy = n + 1, cx + s * dx, cy + s * dy
            if n >= k:
                return True
        return False

    def plain(c, me):
        x, y, total = c % w, c // w, 0
        for dx, dy in DIRS:
            for back in range(k):
                sx, sy = x - back * dx, y - back * dy
                ex, ey = sx + (k - 1) * dx, sy + (k - 1) * dy
                if not (0 <= sx < w and 0 <= ex < w and 0 <= sy < h and 0 <= ey < h):
                    continue
                mine = theirs = 0
                for i in range(k):
                    v = board[(sy + i * dy) * w + sx + i * dx]
                    mine += v == me
                    theirs += v not in (0, me)
                total += (6 ** mine if theirs == 0 else 0) + (6 ** theirs if mine == 0 else 0)
        return total

    out = []
    for i, m in enumerate(game["moves"]):
        x, y = map(int, m["move"].split())
        c, p = (y - 1) * w + x - 1, m["player"]
        if p == player[0] and i >= game["openingMoves"]:
            empty = [e for e in range(w * h) if board[e] == 0]
            if not any(run(e, 1) or run(e, 2) for e in empty):
                score = {e: plain(e, p) for e in empty}
                best = max(score.values())
                second = sorted(score.values())[-2] if len(empty) > 1 else 0
                out.append((i + 1, 1 + sum(1 for e in empty if score[e] > score[c]), second / best))
        board[c] = p
    return out


def first_fit(quiet, samples, late):
    """The move number at which the loose model would first fit, or None."""
    hits = top = 0
    for s, (move, rank, _) in enumerate(quiet, 1):
        hits += rank <= 5
        top += rank <= 2
        if s >= samples and hits * 20 >= s * 17 and (s >= late or top * 4 >= s * 3):
            return move
    return None


def main():
    if len(sys.argv) != 3 or sys.argv[1].startswith("-"):
        print(__doc__.split("Usage: ")[1], file=sys.stderr)
        sys.exit(2)
    root, name = sys.argv[1], sys.argv[2]
    results = os.path.join(root, "results.jsonl")
    if not os.path.isfile(results):
        print("reply-ranks.py: no results.jsonl in %s (not a tournament folder?)" % root, file=sys.stderr)
        sys.exit(2)
    games = [ranks(g, name) for _, g in game_records(root, name, "reply-ranks.py")]
    moves = [q for g in games for q in g]
    if not moves:
        print("reply-ranks.py: %s played no quiet move in %s" % (name, root), file=sys.stderr)
        sys.exit(2)
    for title, sample in (("all quiet moves", moves), ("first 12 of each game", [q for g in games for q in g[:12]])):
        line = " ".join("<=%d %.2f" % (r, sum(1 for q in sample if q[1] <= r) / len(sample)) for r in (1, 2, 3, 5, 8))
        print("%s: %d, rank %s" % (title, len(sample), line))
    close = sum(1 for q in moves if q[2] >= 0.9)
    print("second best within 10 %% of the best: %.2f of the quiet moves" % (close / len(moves)))
    for rule, samples, late in (("v17 (12 samples)", 12, 12), ("6 samples alone", 6, 6), ("v18 (6, 2 best early)", 6, 12)):
        fits = [first_fit(g, samples, late) for g in games]
        on = sorted(f for f in fits if f is not None)
        median = on[len(on) // 2] if on else "-"
        print("loose model by %s: fits in %d of %d games, first at move %s (median)" % (rule, len(on), len(games), median))


main()
