#!/usr/bin/env python3
"""The closing note's figures of a tournament folder (`arbitre tournament ... --out DIR`), per bot:
games, W-D-L and score (win 1, draw 1/2, a double victory 1/2), forfeits (games lost by any end
reason other than V or N), the slowest move and the median and 90th-percentile move as the referee
timed them (the opening's moves excluded), the peak Java heap of the records; and, for a bot run
with its log on (MNK_BOT_LOG=1 or PUSHBOT_LOG=1), its nodes per second and alpha-beta depth over
the moves searched 200 ms or more (botlogs.py). Reads results.jsonl and the game records; asserts
nothing. Usage: bench/bots/tournament-figures.py DIR"""
import json, os, sys
from botlogs import read_results, search_figures

if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
    print(__doc__.split("Usage: ")[1], file=sys.stderr)
    sys.exit(2)
root = sys.argv[1]
results = os.path.join(root, "results.jsonl")
if not os.path.isfile(results):
    print("tournament-figures.py: no results.jsonl in %s (not a tournament folder?)" % root, file=sys.stderr)
    sys.exit(2)


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0


bots = {}
lines = read_results(results, "tournament-figures.py")
for r in lines:
    for me in (1, 2):
        b = bots.setdefault(r["player%d" % me]["bot"], {"w": 0, "d": 0, "l": 0, "forfeits": 0,
                                                         "ms": [], "heap": 0, "logs": []})
        w = r["winner"]
        if w == me:
            b["w"] += 1
        elif w == 3 - me:
            b["l"] += 1
            if r["reason"] not in ("V", "N"):
                b["forfeits"] += 1
        else:
            b["d"] += 1
    record = os.path.join(root, r.get("record", ""))
    if not os.path.isfile(record):
        print("tournament-figures.py: %s: no game record %s: its moves and heap not counted"
              % (r.get("key", "?"), record), file=sys.stderr)
        continue
    with open(record) as f:
        g = json.load(f)
    names = {p["player"]: p["name"] for p in g["players"]}
    for p in g["players"]:
        b = bots.get(p["name"])
        if b is None:
            continue
        b["heap"] = max(b["heap"], p.get("peakHeapKb") or 0)
        if p.get("stderr"):
            b["logs"].append(os.path.join(root, p["stderr"]))
    for m in g["moves"]:
        if m.get("cpuMs", 0) >= 0 and names.get(m["player"]) in bots:  # -1: a move of the opening
            bots[names[m["player"]]]["ms"].append(m["ms"])

print("%-22s %6s %9s %7s %8s %8s %8s %7s %9s  %s" % ("bot", "games", "W-D-L", "score", "forfeits",
      "slowest", "median", "p90", "peak heap", "search (moves >= 200 ms)"))
for name, b in sorted(bots.items(), key=lambda kv: -(kv[1]["w"] + kv[1]["d"] / 2.0)):
    n = b["w"] + b["d"] + b["l"]
    search = ""
    for kind in ("mnk", "push"):
        fig = search_figures(b["logs"], kind)
        if fig:
            search = "%.0f knodes/s, %s mean %.2f, median %g (%d moves)" % (
                fig["nps"] / 1000, fig["words"], fig["mean"], fig["median"], fig["moves"])
            break
    print("%-22s %6d %9s %6.1f%% %8d %6d ms %5d ms %4d ms %5.1f MiB  %s" % (
        name, n, "%d-%d-%d" % (b["w"], b["d"], b["l"]), 100.0 * (b["w"] + b["d"] / 2.0) / n,
        b["forfeits"], max(b["ms"] or [0]), percentile(b["ms"], 0.5), percentile(b["ms"], 0.9),
        b["heap"] / 1024.0, search or "no log"))
