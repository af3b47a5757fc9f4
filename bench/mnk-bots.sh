#!/usr/bin/env bash
# m,n,k bot benchmark through the real referee: problems/mnk-bot against the random client and
# against the greedy baseline (problems/mnk-greedy), 20 x 20, k = 6, colours alternating, 1 s per
# move, one game at a time. Prints per opponent: games, score (win 1, draw ½), results by code,
# the bot's slowest move, its forfeits (a game it lost by any reason other than V), and its search
# statistics (nodes per second, alpha-beta depth) read from its stderr log.
# Usage: bench/mnk-bots.sh [GAMES_VS_RANDOM] [GAMES_VS_GREEDY]     (default 100 100)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
games_random="${1:-100}"
games_greedy="${2:-100}"
out="$root/bench/out"
mkdir -p "$out"
export MNK_BOT_LOG=1   # one stderr line per move: plies, depth, nodes, vct depth, ms

run() { # name opponent games
  local json="$out/mnk-bot-vs-$1.json"
  ./arbitre match mnk problems/mnk-bot/Main.java "$2" --games "$3" --time-per-move 1s --json > "$json"
  python3 - "$json" "$1" <<'PY'
import json, os, re, sys
data = json.load(open(sys.argv[1])); name = sys.argv[2]
score = 0.0; codes = {}; slowest = 0; forfeits = []; logs = set()
for g in data["games"]:
    me = 1 if "mnk-bot" in g["player1"] else 2
    w = g["winner"]
    score += 1.0 if w == me else 0.0 if w == 3 - me else 0.5
    codes[g["result"]] = codes.get(g["result"], 0) + 1
    slowest = max(slowest, g["slowestMs"]["player%d" % me])
    if w == 3 - me and g["reason"] != "V":
        forfeits.append((g["game"], g["result"]))
    log = (g.get("stderr") or {}).get("player%d" % me)
    if log: logs.add(log)
nodes = ms = 0; depths = {}
for log in logs:
    if not os.path.exists(log): continue
    for line in open(log):
        m = re.match(r"move \d+ depth (-?\d+) nodes (\d+) vct \d+ ms (\d+)", line)
        if m and int(m.group(1)) > 0 and int(m.group(3)) >= 200:   # full searches only
            depths[int(m.group(1))] = depths.get(int(m.group(1)), 0) + 1
            nodes += int(m.group(2)); ms += int(m.group(3))
n = len(data["games"])
print("mnk-bot vs %s: %d games, score %.1f/%d = %.1f %%, results %s" % (name, n, score, n, 100 * score / n, codes))
print("  slowest move of mnk-bot: %d ms; forfeits by mnk-bot: %d %s" % (slowest, len(forfeits), forfeits))
if ms:
    typical = max(depths, key=depths.get)
    print("  nodes/s %.0f, alpha-beta depth (moves searched >= 200 ms): typical %d, histogram %s"
          % (nodes * 1000.0 / ms, typical, dict(sorted(depths.items()))))
PY
}

run random random "$games_random"
run greedy problems/mnk-greedy/Main.java "$games_greedy"
