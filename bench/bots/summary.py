#!/usr/bin/env python3
"""Summary of an `arbitre match --json` output for one bot (shared by push-bots.sh, mnk-bots.sh,
versus.sh): games, W-D-L and score (win 1, draw 1/2; a double victory, winner 3, counts 1/2),
results by code, the bot's slowest move, its forfeits (games it lost by any end reason other than
V or N), and, with --log push|mnk, its search statistics (nodes/s, depth) read from its stderr log
(moves searched >= 200 ms only). A bot given as a command line ("java -Xmx16m -cp DIR Main") is
named after DIR.
Usage: summary.py JSON LABEL BOT [--log push|mnk]   BOT: the bot's name as given to arbitre match"""
import json, os, sys
from botlogs import search_figures

path, label, bot = sys.argv[1:4]
kind = sys.argv[5] if len(sys.argv) > 5 and sys.argv[4] == "--log" else None
data = json.load(open(path))
def short(b):  # problems/push-bot/Main.java -> push-bot; random -> random; "java ... -cp /tmp/x Main" -> x
    words = b.split()
    if len(words) > 1:  # a command line: the class folder after -cp, else the program
        return os.path.basename(words[words.index("-cp") + 1].rstrip("/")) if "-cp" in words[:-1] else os.path.basename(words[0])
    return os.path.basename(os.path.dirname(b)) if "/" in b else b
name, label = short(bot), short(label)
win = draw = loss = 0; codes = {}; slowest = 0; forfeits = []; their_forfeits = []; logs = set()
for g in data["games"]:
    me = 1 if g["player1"] == bot else 2
    w = g["winner"]
    if w == me: win += 1
    elif w == 3 - me: loss += 1
    else: draw += 1
    codes[g["result"]] = codes.get(g["result"], 0) + 1
    slowest = max(slowest, g["slowestMs"]["player%d" % me])
    if w == 3 - me and g["reason"] not in ("V", "N"):
        forfeits.append((g["game"], g["result"]))
    if w == me and g["reason"] not in ("V", "N"):
        their_forfeits.append((g["game"], g["result"]))
    log = (g.get("stderr") or {}).get("player%d" % me)
    if log: logs.add(log)
n = len(data["games"]); score = win + draw / 2.0
print("%s vs %s: %d games, W-D-L %d-%d-%d, score %.1f/%d = %.1f %%, results %s"
      % (name, label, n, win, draw, loss, score, n, 100 * score / n, dict(sorted(codes.items()))))
print("  slowest move of %s: %d ms; forfeits by %s: %d %s; by %s: %d %s"
      % (name, slowest, name, len(forfeits), forfeits, label, len(their_forfeits), their_forfeits))
if kind:
    f = search_figures(sorted(logs), kind)
    if f:
        print("  nodes/s %.0f, %s (moves searched >= 200 ms): typical %d, histogram %s"
              % (f["nps"], f["words"], f["typical"], f["histogram"]))
