#!/usr/bin/env bash
# Referee overhead: random vs random (the built-in dummy clients, real JVM processes), 20x20, k=6.
# Prints the referee's own CPU time per move (the arbitre JVM only, bots excluded: pipes, clock,
# SIGSTOP/SIGCONT of the idle bot, /proc sampling, starting and killing the bots) and games per
# minute (wall time of the games, bots' start-up included, compilation excluded).
# Usage: bench/tool/referee.sh [GAMES] [GAME]     (default: 10 mnk; GAME may be mnk or push)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
games="${1:-10}"
game="${2:-mnk}"
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
cd "$root"
./arbitre match "$game" random random --games "$games" --json > "$out"
python3 - "$out" "$game" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
games = r["games"]
moves = sum(g["moves"] for g in games)
cpu, wall = r["refereeCpuMs"], r["wallMs"]
codes = {}
for g in games:
    codes[g["result"]] = codes.get(g["result"], 0) + 1
slowest = max(max(g["slowestMs"].values()) for g in games)
print(f"referee bench: {sys.argv[2]} {r['width']}x{r['height']} k={r['k']}, random vs random, {len(games)} games, {moves} moves")
print(f"  referee CPU    {cpu} ms total, {cpu / moves:.2f} ms per move")
print(f"  wall           {wall} ms total, {wall / moves:.2f} ms per move, {wall / len(games):.0f} ms per game")
print(f"  games/minute   {60000 * len(games) / wall:.1f}")
print(f"  results        {dict(sorted(codes.items()))}; slowest move {slowest} ms")
PY
echo "  machine        $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
