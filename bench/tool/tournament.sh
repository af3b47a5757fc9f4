#!/usr/bin/env bash
# The tournament runner's throughput and what load does to the clock: mnk-bot against mnk-greedy
# (20 x 20, k = 6, 1 s per move), GAMES games at concurrency 1 and then 2 on this machine: games
# per minute, each bot's slowest move, time losses. Then the time adjudication saves on drawish
# 20 x 20 games: mnk-greedy against itself (fast one-ply players), ADJ games with and without it.
# Usage: bench/tool/tournament.sh [GAMES] [ADJ]     (default 20 and 2)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
games="${1:-20}" adj="${2:-2}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
summary() { # DIR LABEL
  python3 - "$1" "$2" <<'PY'
import json, sys
d, label = sys.argv[1], sys.argv[2]
rs = [json.loads(l) for l in open(d + "/results.jsonl")]
wall = sum(r["wallMs"] for r in rs) / 1000
slow = {}
for r in rs:
    for p in ("player1", "player2"):
        b = r[p]["bot"]
        slow[b] = max(slow.get(b, 0), r[p]["slowestMs"])
losses = sum(1 for r in rs if r["reason"] in "TB")
moves = sum(r["moves"] for r in rs)
print(f"{label}: {len(rs)} games, {moves} moves, slowest move " +
      ", ".join(f"{b} {ms} ms" for b, ms in sorted(slow.items())) + f", time/blocked losses {losses}")
PY
}
rounds=$(( (games + 1) / 2 ))
for j in 1 2; do
  start=$(date +%s.%N)
  ./arbitre tournament mnk problems/mnk-bot/Main.java problems/mnk-greedy/Main.java --rounds "$rounds" \
    --openings docs/openings/mnk-20x20-k6.txt --concurrency "$j" --out "$out/c$j" > /dev/null
  end=$(date +%s.%N)
  python3 -c "import sys; s,e,n=float(sys.argv[1]),float(sys.argv[2]),int(sys.argv[3]); print(f'concurrency $j: {n} games in {e-s:.0f} s = {n*60/(e-s):.2f} games per minute')" \
    "$start" "$end" "$((rounds * 2))"
  summary "$out/c$j" "concurrency $j"
done
for mode in --adjudicate --no-adjudicate; do
  start=$(date +%s.%N)
  ./arbitre tournament mnk problems/mnk-greedy/Main.java problems/mnk-greedy/Main.java --rounds $(( (adj + 1) / 2 )) \
    --openings docs/openings/mnk-20x20-k6.txt --concurrency 2 "$mode" --out "$out/a$mode" > /dev/null
  end=$(date +%s.%N)
  python3 -c "import sys; print(f'$mode: {float(sys.argv[2])-float(sys.argv[1]):.0f} s wall')" "$start" "$end"
  summary "$out/a$mode" "$mode"
  python3 -c "import json,sys; rs=[json.loads(l) for l in open(sys.argv[1])]; print('  dead draws:', sum(1 for r in rs if 'dead draw' in r['detail']), 'of', len(rs), '· moves per game', sum(r['moves'] for r in rs)//len(rs))" "$out/a$mode/results.jsonl"
done
