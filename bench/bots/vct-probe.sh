#!/usr/bin/env bash
# Are a tournament's drawn m,n,k games threat wins the bot missed? From every drawn game of DIR
# (arbitre tournament --out DIR) in which BOT played (its name in the standings), every EVERY-th
# position with BOT to move (moves 20 to 200), the shipped mnk-bot's VCT deepens to MAX_DEPTH own
# moves (the bot itself stops at 2k) with MS milliseconds a position (bench/bots/MnkVctProbe.java, 16 MB
# heap). Prints a line per position and the totals; asserts nothing.
# Usage: bench/bots/vct-probe.sh DIR BOT [MAX_DEPTH] [MS] [EVERY]     (default 24, 3000, 10)
#   e.g. bench/bots/vct-probe.sh bench/out/field-1796460204 v12 24 3000 10
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
[ $# -ge 2 ] || { sed -n '2,8p' "$0"; exit 2; }
dir="$1" bot="$2" depth="${3:-24}" ms="${4:-3000}" every="${5:-10}"
[ -f "$dir/results.jsonl" ] || { echo "vct-probe.sh: no results.jsonl in $dir (not a tournament folder?)" >&2; exit 2; }
[[ "$depth" =~ ^[1-9][0-9]?$ && "$ms" =~ ^[1-9][0-9]*$ && "$every" =~ ^[1-9][0-9]*$ ]] \
  || { echo "vct-probe.sh: MAX_DEPTH (1-99), MS and EVERY are positive integers" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
PYTHONPATH="$root/bench/bots" python3 - "$dir" "$bot" "$every" > "$tmp/positions.txt" <<'PY'
import sys
from botlogs import drawn_positions
for g, j in drawn_positions(sys.argv[1], sys.argv[2], int(sys.argv[3]), 20, "vct-probe.sh"):
    print(g["width"], g["height"], g["k"], " ".join(m["move"] for m in g["moves"][:j]))
PY
[ -s "$tmp/positions.txt" ] || { echo "vct-probe.sh: no drawn game of $bot in $dir" >&2; exit 2; }
javac --release 8 -Xlint:-options -d "$tmp" "$root/problems/mnk-bot/Main.java" "$root/bench/bots/MnkVctProbe.java"
java -Xmx16m -XX:+UseSerialGC -cp "$tmp" MnkVctProbe "$tmp/positions.txt" "$depth" "$ms"
