#!/usr/bin/env bash
# Does the mnk-bot's beam find plans against the loose model where the games were drawn? From every
# drawn game of DIR (arbitre tournament --out DIR) in which BOT played (its name in the standings),
# every EVERY-th position with BOT to move (moves 30 to 200), the game replayed as BOT saw it (its
# models fed the opponent's moves); where its loose model is on, the beam of SOURCE (default the
# shipped problems/mnk-bot/Main.java; e.g. "$(bench/bots/version.sh mnk-bot-v16)" to compare) runs
# with MS milliseconds a position (bench/bots/MnkBeamProbe.java, 16 MB heap). Prints a line per
# position and the totals; asserts nothing.
# Usage: bench/bots/beam-probe.sh DIR BOT [SOURCE] [MS] [EVERY]     (default the shipped bot, 5000, 10)
#   e.g. bench/bots/beam-probe.sh bench/out/field-1796460204 mnk-bot "$(bench/bots/version.sh mnk-bot-v16)"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
[ $# -ge 2 ] || { sed -n '2,10p' "$0"; exit 2; }
dir="$1" bot="$2" source="${3:-$root/problems/mnk-bot/Main.java}" ms="${4:-5000}" every="${5:-10}"
[ -f "$dir/results.jsonl" ] || { echo "beam-probe.sh: no results.jsonl in $dir (not a tournament folder?)" >&2; exit 2; }
[ -f "$source" ] || { echo "beam-probe.sh: no bot source $source" >&2; exit 2; }
[[ "$ms" =~ ^[1-9][0-9]*$ && "$every" =~ ^[1-9][0-9]*$ ]] \
  || { echo "beam-probe.sh: MS and EVERY are positive integers" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
PYTHONPATH="$root/bench/bots" python3 - "$dir" "$bot" "$every" > "$tmp/positions.txt" <<'PY'
import sys
from botlogs import drawn_positions
for g, j in drawn_positions(sys.argv[1], sys.argv[2], int(sys.argv[3]), 30, "beam-probe.sh"):
    print(g["width"], g["height"], g["k"], g.get("openingMoves", 0), " ".join(m["move"] for m in g["moves"][:j]))
PY
[ -s "$tmp/positions.txt" ] || { echo "beam-probe.sh: no drawn game of $bot in $dir" >&2; exit 2; }
cp "$source" "$tmp/Main.java"
javac --release 8 -Xlint:-options -d "$tmp" "$tmp/Main.java" "$root/bench/bots/MnkBeamProbe.java"
java -Xmx16m -XX:+UseSerialGC -cp "$tmp" MnkBeamProbe "$tmp/positions.txt" "$ms"
