#!/usr/bin/env bash
# A stopped df-pn run resumed from its --table (format 2: the proven positions and df-pn's
# numbers): the positions of a fresh run, of the stopped run and of the resumed one, side by
# side. With the numbers saved, stopped + resumed is about the fresh run's count (the path from
# the root to where it stopped is read again); from the proven positions alone (format 1) it
# starts its numbers again. Usage: bench/tool/resume.sh [BUDGET] (default 3s)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
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
# the same table without the numbers (format 1: what a stopped df-pn run handed on before)
python3 - "$tmp/t.table" "$tmp/proven.table" <<'PY'
import gzip, struct, sys
raw = gzip.open(sys.argv[1]).read()
end = raw.index(b"\n")
header = raw[:end].replace(b"arbitre-table 2", b"arbitre-table 1", 1)
key = 8 * int(header.split(b"key=")[1].split(b"/")[1])
at = end + 1
for attacker in (1, 2):
    (count,) = struct.unpack(">q", raw[at:at + 8])
    at += 8 + count * (key + 1)
gzip.open(sys.argv[2], "wb").write(header + raw[end:at])
PY
/usr/bin/time -f '%U %S' -o "$tmp/cpu1" ./arbitre solve "${game[@]}" --table "$tmp/t.table" --json >"$tmp/resumed" 2>/dev/null
/usr/bin/time -f '%U %S' -o "$tmp/cpu2" ./arbitre solve "${game[@]}" --table "$tmp/proven.table" --json >"$tmp/proven" 2>/dev/null
fresh=$(pos "$tmp/fresh")
resumed=$(pos "$tmp/resumed")
proven=$(pos "$tmp/proven")
printf '%-34s %12s %12s %12s %14s\n' "solve ${game[*]:0:5}" fresh stopped resumed "stopped+resumed"
printf '%-34s %12s %12s %12s %14s\n' "positions, table with the numbers" "$fresh" "$stopped" "$resumed" "$((stopped + resumed))"
printf '%-34s %12s %12s %12s %14s\n' "positions, proven positions only" "$fresh" "$stopped" "$proven" "$((stopped + proven))"
echo "value: $(sed -E 's/.*"value":"([^"]*)".*/\1/' "$tmp/resumed"); saved at the stop: $saved"
cpu() { awk '{printf "%.1f", $1 + $2}' "$1"; }
echo "cpu s (whole JVM): fresh $(cpu "$tmp/cpu0"), resumed $(cpu "$tmp/cpu1"), resumed from the proven positions only $(cpu "$tmp/cpu2")"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
