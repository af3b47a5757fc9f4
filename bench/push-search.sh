#!/usr/bin/env bash
# The push-bot's search speed, two versions side by side (prints figures; asserts nothing): each
# bot's Main.java is compiled with bench/PushSearchBench.java, which searches every position of
# bench/push-positions.txt (mid-game positions of recorded games) to a fixed depth with no clock
# and prints score and pushes per position (equal lines: the same tree), total CPU time and
# pushes per CPU second. Run alternately ROUNDS times; CPU time, not wall time, but a loaded
# machine still slows both (caches): compare within one run.
# Usage: bench/push-search.sh A B [DEPTH] [ROUNDS]     (default 5, 2)
#   e.g. bench/push-search.sh bench/opponents/push-bot-v4/Main.java problems/push-bot/Main.java 6
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
[ $# -ge 2 ] || { sed -n '2,9p' "$0"; exit 2; }
a="$1" b="$2" depth="${3:-5}" rounds="${4:-2}"
for f in "$a" "$b"; do [ -f "$f" ] || { echo "push-search.sh: no such file: $f" >&2; exit 2; }; done
[[ "$depth" =~ ^[1-9][0-9]?$ && "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "push-search.sh: DEPTH and ROUNDS are positive integers" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
label() { basename "$(dirname "$1")"; }
for bot in "$a" "$b"; do
  d="$tmp/$(label "$bot")"
  [ -d "$d" ] && d="$d-2"
  mkdir -p "$d"
  javac --release 8 -Xlint:-options -d "$d" "$bot" bench/PushSearchBench.java
  echo "$d" >> "$tmp/dirs"
done
echo "load before: $(uptime)"
for ((r = 1; r <= rounds; r++)); do
  while read -r d; do
    java -Xmx16m -XX:+UseSerialGC -cp "$d" PushSearchBench bench/push-positions.txt "$depth" "$(basename "$d")#$r"
  done < "$tmp/dirs"
done
echo "load after: $(uptime)"
