#!/usr/bin/env bash
# verify's wall time, sequential against --jobs 2, side by side (prints figures; asserts nothing).
# Usage: bench/tool/verify.sh [ROUNDS] [PACKAGE]
# PACKAGE defaults to the Kattis package of the repository with the most submissions. Each round
# runs `./arbitre verify PACKAGE` and `./arbitre verify PACKAGE --jobs 2` one after the other (the
# order alternates), with the build cache warm; the medians and the ratio are printed, and whether
# both runs gave the same report line per submission. The load average is printed before and after.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-3}"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "bench/tool/verify.sh: ROUNDS must be a positive whole number, not $rounds" >&2; exit 2; }
package="${2:-}"
if [ -z "$package" ]; then
  package="$(for p in judge/src/test/resources/kattis/*/; do
    echo "$(find "$p/submissions" -type f 2>/dev/null | wc -l) $p"; done | sort -rn | head -1 | cut -d' ' -f2)"
fi
[ -f "$package/problem.yaml" ] || { echo "bench/tool/verify.sh: no Kattis package at $package (no problem.yaml)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "package: $package ($(find "$package/submissions" -type f | wc -l) submission files, $(find "$package/data" -name '*.in' | wc -l) cases)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
./arbitre verify "$package" > /dev/null 2>&1 || true # warms the build cache
ms() { local s e; s=$(date +%s%N); "$@" > "$work/out" 2>/dev/null || true; e=$(date +%s%N); echo $(((e - s) / 1000000)); }
seq_ms=(); par_ms=()
for r in $(seq "$rounds"); do
  if ((r % 2)); then
    seq_ms+=("$(ms ./arbitre verify "$package")"); cp "$work/out" "$work/seq"
    par_ms+=("$(ms ./arbitre verify "$package" --jobs 2)"); cp "$work/out" "$work/par"
  else
    par_ms+=("$(ms ./arbitre verify "$package" --jobs 2)"); cp "$work/out" "$work/par"
    seq_ms+=("$(ms ./arbitre verify "$package")"); cp "$work/out" "$work/seq"
  fi
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }
s=$(median "${seq_ms[@]}"); p=$(median "${par_ms[@]}")
printf '%-22s %10s\n' "verify" "median ms"
printf '%-22s %10d\n' "sequential" "$s" "--jobs 2" "$p"
awk -v s="$s" -v p="$p" 'BEGIN {printf "ratio --jobs 2 / sequential: %.2f\n", p / s}'
# the verdicts column: the same submissions with the same results, whatever the wall times
if diff <(awk '{print $1, $(NF)}' "$work/seq") <(awk '{print $1, $(NF)}' "$work/par") > /dev/null; then
  echo "same result per submission: yes"
else
  echo "same result per submission: NO"; diff "$work/seq" "$work/par" || true
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
