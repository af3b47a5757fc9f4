#!/usr/bin/env bash
# Push-game bot benchmark through the real referee: problems/push-bot against the random client
# and against the greedy baseline, colours alternating, 1 s per move, one game at a time.
# Prints per opponent (bench/bots/summary.py): W-D-L, score (win 1, draw ½; a double victory counts ½),
# results by code, the bot's slowest move, its forfeits (any end reason other than V or N lost by
# it), and its search statistics (nodes per second, depth) read from its stderr log.
# Usage: bench/bots/push-bots.sh [GAMES_VS_RANDOM] [GAMES_VS_GREEDY]     (default 100 100)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
games_random="${1:-100}"
games_greedy="${2:-100}"
out="$root/bench/out"
mkdir -p "$out"
export PUSHBOT_LOG=1   # one stderr line per move: depth, score, nodes, ms

run() { # opponent games
  [ "$3" -gt 0 ] || return 0
  local json="$out/push-bot-vs-$1.json"
  ./arbitre match push problems/push-bot/Main.java "$2" --games "$3" --time-per-move 1s --json > "$json"
  python3 bench/bots/summary.py "$json" "$1" problems/push-bot/Main.java --log push
}

run random random "$games_random"
run greedy problems/push-greedy/Main.java "$games_greedy"
