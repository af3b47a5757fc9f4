#!/usr/bin/env bash
# Does the mnk-bot's beam find plans against the loose model where the games were drawn? From every
# drawn game of DIR (arbitre tournament --out DIR) in which BOT played (its name in the standings),
# every EVERY-th position with BOT to move (moves 30 to 200), the game replayed as BOT saw it (its
# models fed the opponent's moves); where its loose model is on, the beam of SOURCE (default the
# shipped problems/mnk-bot/Main.java; e.g. bench/opponents/mnk-bot-v16/Main.java to compare) runs
# with MS milliseconds a position (bench/MnkBeamProbe.java, 16 MB heap). Prints a line per
# position and the totals; asserts nothing.
# Usage: bench/beam-probe.sh DIR BOT [SOURCE] [MS] [EVERY]     (default the shipped bot, 5000, 10)
#   e.g. bench/beam-probe.sh bench/out/field-1796460204 mnk-bot bench/opponents/mnk-bot-v16/Main.java
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -ge 2 ] || { sed -n '2,10p' "$0"; exit 2; }
dir="$1" bot="$2" source="${3:-$root/problems/mnk-bot/Main.java}" ms="${4:-5000}" every="${5:-10}"
[ -f "$dir/results.jsonl" ] || { echo "beam-probe.sh: no results.jsonl in $dir (not a tournament folder?)" >&2; exit 2; }
[ -f "$source" ] || { echo "beam-probe.sh: no bot source $source" >&2; exit 2; }
[[ "$ms" =~ ^[1-9][0-9]*$ && "$every" =~ ^[1-9][0-9]*$ ]] \
  || { echo "beam-probe.sh: MS and EVERY are positive integers" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
PYTHONPATH="$root/bench" python3 - "$dir" "$bot" "$every" > "$tmp/positions.txt" <<'PY'
import json, os, sys
from botlogs import read_results
d, bot, every = sys.argv[1], sys.argv[2], int(sys.argv[3])
for r in read_results(os.path.join(d, "results.jsonl"), "beam-probe.sh"):
    names = (r["player1"]["bot"], r["player2"]["bot"])
    if r["winner"] != 0 or bot not in names:
        continue
    record = os.path.join(d, r.get("record", ""))
    if not os.path.isfile(record):
        print("beam-probe.sh: %s: no game record %s: skipped" % (r.get("key", "?"), record), file=sys.stderr)
        continue
    g = json.load(open(record))
    moves = [m["move"] for m in g["moves"]]
    me = names.index(bot)  # 0: player 1, to move after an even number of moves
    for i in range(30, min(len(moves), 200), every):
        j = i if i % 2 == me else i + 1
        if j < len(moves):
            print(g["width"], g["height"], g["k"], g.get("openingMoves", 0), " ".join(moves[:j]))
PY
[ -s "$tmp/positions.txt" ] || { echo "beam-probe.sh: no drawn game of $bot in $dir" >&2; exit 2; }
cp "$source" "$tmp/Main.java"
javac --release 8 -Xlint:-options -d "$tmp" "$tmp/Main.java" "$root/bench/MnkBeamProbe.java"
java -Xmx16m -XX:+UseSerialGC -cp "$tmp" MnkBeamProbe "$tmp/positions.txt" "$ms"
