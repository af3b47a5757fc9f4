#!/usr/bin/env bash
# Proof figures (docs/solver.md): for each board, `solve --proof` (gzip) then `solve --check`,
# side by side: the value, the proof's nodes and pairings, the file's size, the time to write it
# (after the solve) and to check it (the checker's own ms and the CPU seconds of its whole JVM,
# start-up included). Usage: bench/tool/proof.sh [--all]   (--all adds push 5 x 5, k = 4, by alpha-beta
# and by df-pn, and push 6 x 6, k = 4 by df-pn: minutes each)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
./arbitre --version >/dev/null   # build once, outside the measurements

runs=(
  "mnk --board 6x6 --k 5"
  "mnk --board 7x7 --k 5"
  "push --board 4 --k 3"
  "push --board 4 --k 4"
)
if [ "${1:-}" = "--all" ]; then
  runs+=("push --board 5 --k 4 --method search" "push --board 5 --k 4" "push --board 6 --k 4")
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

printf '%-24s %-17s %9s %9s %10s %9s %9s %9s\n' "board" "value" "nodes" "pairings" "bytes" \
  "write ms" "check ms" "check cpu"
for r in "${runs[@]}"; do
  f="$dir/proof.gz"
  # shellcheck disable=SC2086
  solved=$(./arbitre solve $r --proof "$f" --json)
  /usr/bin/time -f '%U %S' -o "$dir/cpu" ./arbitre solve --check "$f" --json >"$dir/check"
  checked=$(cat "$dir/check")
  cpu=$(awk '{printf "%.1f", $1 + $2}' "$dir/cpu")
  field() { sed -E 's/.*"'"$2"'":"?([^",}]*)"?.*/\1/' <<<"$1"; }
  proof=$(sed -E 's/.*"proof":\{([^}]*)\}.*/\1/' <<<"$solved")
  printf '%-24s %-17s %9s %9s %10s %9s %9s %9s\n' "$r" "$(field "$solved" value)" \
    "$(field "$proof" nodes)" "$(field "$proof" pairings)" "$(field "$proof" bytes)" \
    "$(field "$proof" ms)" "$(field "$checked" ms)" "$cpu"
  grep -q '"ok":true' "$dir/check" || { echo "proof not ok: $checked"; exit 1; }
done
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
