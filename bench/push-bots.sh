#!/usr/bin/env bash
# Push-game bot benchmark through the real referee: problems/push-bot against the random client
# and against the greedy baseline, colours alternating, 1 s per move, one game at a time.
# Prints per opponent: score (win 1, draw ½; a double victory, winner 3, counts as a draw),
# results by code, the bot's slowest move, its forfeits (any end reason other than V or N lost by
# it), and its search statistics (nodes per second, depth) read from its stderr log.
# Usage: bench/push-bots.sh [GAMES_VS_RANDOM] [GAMES_VS_GREEDY]     (default 100 100)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
games_random="${1:-100}"
games_greedy="${2:-100}"
out="$root/bench/out"
mkdir -p "$out"
export PUSHBOT_LOG=1   # one stderr line per move: depth, score, nodes, ms

run() { # opponent games
  local json="$out/push-bot-vs-$1.json"
  ./arbitre match push problems/push-bot/Main.java "$2" --games "$3" --time-per-move 1s --json > "$json"
  python3 - "$json" "$1" <<'PY'
import json, sys, re, os
data = json.load(open(sys.argv[1])); name = sys.argv[2]
score = 0.0; codes = {}; slowest = 0; forfeits = []; logs = set()
for g in data["games"]:
    me = 1 if "push-bot" in g["player1"] else 2
    w = g["winner"]
    score += 1.0 if w == me else 0.0 if w == 3 - me else 0.5
    codes[g["result"]] = codes.get(g["result"], 0) + 1
    slowest = max(slowest, g["slowestMs"]["player%d" % me])
    if w == 3 - me and g["reason"] not in ("V", "N"):
        forfeits.append((g["game"], g["result"]))
    log = (g.get("stderr") or {}).get("player%d" % me)
    if log: logs.add(log)
nodes = ms = 0; depths = {}
for log in logs:
    if not os.path.exists(log): continue
    for line in open(log):
        m = re.match(r"move \S+ depth (\d+) score -?\d+ nodes (\d+) ms (\d+)", line)
        if m and int(m.group(3)) >= 200:   # full-length searches only (not forced or instant moves)
            depths[int(m.group(1))] = depths.get(int(m.group(1)), 0) + 1
            nodes += int(m.group(2)); ms += int(m.group(3))
n = len(data["games"])
print("push-bot vs %s: %d games, score %.1f/%d = %.1f %%, results %s" % (name, n, score, n, 100 * score / n, codes))
print("  slowest move of push-bot: %d ms; forfeits by push-bot: %d %s" % (slowest, len(forfeits), forfeits))
if ms:
    typical = max(depths, key=depths.get)
    print("  nodes/s %.0f, depth reached (moves searched >= 200 ms): typical %d, histogram %s"
          % (nodes * 1000.0 / ms, typical, dict(sorted(depths.items()))))
PY
}

run random random "$games_random"
run greedy problems/push-greedy/Main.java "$games_greedy"
