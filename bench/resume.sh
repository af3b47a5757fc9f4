#!/usr/bin/env bash
# A stopped df-pn run resumed from its --table (format 2: the proven positions and df-pn's
# numbers): the positions of a fresh run, of the stopped run and of the resumed one, side by
# side. With the numbers saved, stopped + resumed is about the fresh run's count (the path from
# the root to where it stopped is read again). Usage: bench/resume.sh [BUDGET] (default 3s)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
./arbitre --version >/dev/null   # build once, outside the measurements
budget="${1:-3s}"
game=(push --board 5 --k 4 --method dfpn)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
pos() { sed -E 's/.*"positions":([0-9]+).*/\1/' "$1"; }
/usr/bin/time -f '%U %S' -o "$tmp/cpu0" ./arbitre solve "${game[@]}" --json >"$tmp/fresh" 2>/dev/null
./arbitre solve "${game[@]}" --time-budget "$budget" --table "$tmp/t.table" >/dev/null 2>"$tmp/err" || true
stopped=$(grep -o 'after [0-9]* positions' "$tmp/err" | grep -o '[0-9]*' || echo 0)
saved=$(grep -o '[0-9]* proven positions and [0-9]* df-pn numbers' "$tmp/err" || echo "nothing saved (solved within the budget?)")
/usr/bin/time -f '%U %S' -o "$tmp/cpu1" ./arbitre solve "${game[@]}" --table "$tmp/t.table" --json >"$tmp/resumed" 2>/dev/null
fresh=$(pos "$tmp/fresh")
resumed=$(pos "$tmp/resumed")
printf '%-28s %12s %12s %12s %14s\n' "solve ${game[*]:0:5}" fresh stopped resumed "stopped+resumed"
printf '%-28s %12s %12s %12s %14s\n' "positions" "$fresh" "$stopped" "$resumed" "$((stopped + resumed))"
echo "value: $(sed -E 's/.*"value":"([^"]*)".*/\1/' "$tmp/resumed"); saved at the stop: $saved"
echo "cpu s: fresh $(awk '{printf "%.1f", $1 + $2}' "$tmp/cpu0"), resumed $(awk '{printf "%.1f", $1 + $2}' "$tmp/cpu1")"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
