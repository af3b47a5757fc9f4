#!/usr/bin/env bash
# The contest server under load, on loopback: SESSIONS members logged in and browsing (home,
# matches, their bot's page, a match page and its live feed, in a loop) while MATCHES matches of
# mnk-bot against itself (two members; 20 x 20, k = 6, 1 s per move) are played at once. Prints the pages'
# latency (p50, p95, max) and every match's result and slowest move: a time loss (T or B)
# would mean the load slowed a bot into losing. Then the same for SECONDS more while PLAYERS other
# members each play mnk-bot in the browser through the endpoints the play page's script uses
# (the game's live view polled every 0.5 s, a move on their turn after 0.5-2 s), printed beside
# the first figures with the time to send a move and to poll (after 15 s of browsing not counted).
# Usage: bench/tool/server-load.sh [SESSIONS] [MATCHES] [SECONDS] [PLAYERS]     (default 50, 4, 60, 10)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
sessions="${1:-50}" matches="${2:-4}" seconds="${3:-60}" players="${4:-10}"
./arbitre --version >/dev/null # build first
dir="$(mktemp -d)"
port=$((20000 + RANDOM % 20000))
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; [ -n "${KEEP:-}" ] && echo "kept $dir" || rm -rf "$dir"' EXIT
printf 'organiser-password\n' | ./arbitre serve --dir "$dir" --add-organiser orga >/dev/null
./arbitre serve --dir "$dir" --port "$port" --workers "$matches" >"$dir/server.log" 2>&1 &
pid=$!
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/" >/dev/null 2>&1 && break; sleep 0.2; done
python3 bench/tool/server-load.py "http://127.0.0.1:$port" "$sessions" "$matches" "$seconds" "$root/problems/mnk-bot/Main.java" "$players"
