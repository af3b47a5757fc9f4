#!/usr/bin/env bash
# m,n,k bot benchmark through the real referee: problems/mnk-bot against the random client and
# against the greedy baseline (problems/mnk-greedy), 20 x 20, k = 6, colours alternating, 1 s per
# move, one game at a time. Prints per opponent (bench/bots/summary.py): W-D-L, score, results by code,
# the bot's slowest move, its forfeits (a game it lost by any reason other than V), and its search
# statistics (nodes per second, alpha-beta depth) read from its stderr log.
# Usage: bench/bots/mnk-bots.sh [GAMES_VS_RANDOM] [GAMES_VS_GREEDY]     (default 100 100)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
games_random="${1:-100}"
games_greedy="${2:-100}"
out="$root/bench/out"
mkdir -p "$out"
export MNK_BOT_LOG=1   # one stderr line per move: plies, depth, nodes, vct depth, ms

run() { # name opponent games
  [ "$3" -gt 0 ] || return 0
  local json="$out/mnk-bot-vs-$1.json"
  ./arbitre match mnk problems/mnk-bot/Main.java "$2" --games "$3" --time-per-move 1s --json > "$json"
  python3 bench/bots/summary.py "$json" "$1" problems/mnk-bot/Main.java --log mnk
}

run random random "$games_random"
run greedy problems/mnk-greedy/Main.java "$games_greedy"
