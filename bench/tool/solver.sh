#!/usr/bin/env bash
# Solver figures: the published m,n,k values and the push-game table of docs/solver.md.
# Prints one line per game: value, best first move, positions examined, solver ms (wall, as
# reported by the solver), and the CPU seconds of the whole JVM (user + sys, GNU time) so that a
# loaded machine can be told from a slow solver. Usage: bench/tool/solver.sh [--quick | --all]
# (--all adds mnk 8 x 7, k = 5, about a minute of CPU, push 6 x 6, k = 4 by df-pn, and the
# boards the alpha-beta does not finish, push 6 x 6, k = 4 and k = 5 (k = 5 by df-pn too), and
# mnk 8 x 8, k = 5, ten minutes each: a run whose time budget is spent prints "unknown")
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
./arbitre --version >/dev/null   # build once, outside the measurements

runs=(
  "tictactoe"
  "mnk --board 4x3 --k 3"
  "mnk --board 4x4 --k 3"
  "mnk --board 4x4 --k 4"
  "mnk --board 5x4 --k 4"
  "mnk --board 5x5 --k 4"
  "mnk --board 6x5 --k 4"
  "mnk --board 6x6 --k 5"
  "mnk --board 7x6 --k 5"
  "mnk --board 7x7 --k 5"
  "mnk --board 4x4 --k 3 --method attractor"
  "mnk --board 4x4 --k 4 --method attractor"
  "push --board 3 --k 3"
  "push --board 4 --k 3"
  "push --board 4 --k 4"
  "push --board 4 --k 3 --method attractor"
  "push --board 5 --k 3"
  "push --board 4 --k 4 --method dfpn"
  "push --board 5 --k 4 --method search"
  "push --board 5 --k 4"   # auto: df-pn from 5 x 5
)
if [ "${1:-}" = "--all" ]; then
  runs+=("mnk --board 8x7 --k 5"   # about a minute of CPU
    "push --board 6 --k 4"   # df-pn: first-player-win, 13 million positions
    "push --board 6 --k 4 --method search --time-budget 10min"
    "push --board 6 --k 5 --method search --time-budget 10min" "push --board 6 --k 5 --time-budget 10min"
    "mnk --board 8x8 --k 5 --time-budget 10min")
fi
if [ "${1:-}" = "--quick" ]; then
  runs=("${runs[@]:0:10}")
fi

printf '%-44s %-18s %-6s %12s %9s %8s\n' "command" "value" "move" "positions" "ms" "cpu s"
for r in "${runs[@]}"; do
  tmp=$(mktemp)
  # shellcheck disable=SC2086
  if command -v /usr/bin/time >/dev/null; then
    /usr/bin/time -f '%U %S' -o "$tmp.cpu" ./arbitre solve $r --json >"$tmp" 2>"$tmp.err" || true
    cpu=$(awk 'END {printf "%.1f", $1 + $2}' "$tmp.cpu")
  else
    ./arbitre solve $r --json >"$tmp" 2>"$tmp.err" || true
    cpu="?"
  fi
  json=$(cat "$tmp")
  if [ -z "$json" ]; then # the time budget spent: the positions from its last line on stderr
    spent=$(grep -o 'after [0-9]* positions' "$tmp.err" | grep -o '[0-9]*' || echo "?")
    json="{\"value\":\"unknown\",\"bestMove\":\"-\",\"positions\":$spent,\"ms\":\"-\"}"
  fi
  rm -f "$tmp.err"
  rm -f "$tmp" "$tmp.cpu"
  field() { sed -E 's/.*"'"$1"'":"?([^",}]*)"?.*/\1/' <<<"$json"; }
  printf '%-44s %-18s %-6s %12s %9s %8s\n' "solve $r" "$(field value)" "$(field bestMove)" \
    "$(field positions)" "$(field ms)" "$cpu"
done
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
