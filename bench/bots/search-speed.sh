#!/usr/bin/env bash
# A bot's search speed, two versions side by side (prints figures; asserts nothing): each bot's
# Main.java is compiled with the game's bench class, which searches every position of its file
# (mid-game positions of recorded games) to a fixed depth with no clock and prints a line per
# position (equal lines: the same tree), total CPU time and positions per CPU second.
#   push: bench/bots/PushSearchBench.java on bench/bots/push-positions.txt (score and pushes a position)
#   mnk:  bench/bots/MnkSearchBench.java on bench/bots/mnk-positions.txt (root move and nodes a position)
# Run alternately ROUNDS times; CPU time, not wall time, but a loaded machine still slows both
# (caches): compare within one run.
# Usage: bench/bots/search-speed.sh push|mnk A B [DEPTH] [ROUNDS]     (default 5, 2)
#   e.g. bench/bots/search-speed.sh push "$(bench/bots/version.sh push-bot-v4)" problems/push-bot/Main.java 6
#        bench/bots/search-speed.sh mnk "$(bench/bots/version.sh mnk-bot-v4)" problems/mnk-bot/Main.java 6
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
[ $# -ge 3 ] || { sed -n '2,12p' "$0"; exit 2; }
case "$1" in
  push) bench=PushSearchBench positions=bench/bots/push-positions.txt ;;
  mnk) bench=MnkSearchBench positions=bench/bots/mnk-positions.txt ;;
  *) echo "search-speed.sh: GAME is push or mnk, not: $1" >&2; exit 2 ;;
esac
a="$2" b="$3" depth="${4:-5}" rounds="${5:-2}"
for f in "$a" "$b"; do [ -f "$f" ] || { echo "search-speed.sh: no such file: $f" >&2; exit 2; }; done
[[ "$depth" =~ ^[1-9][0-9]?$ && "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "search-speed.sh: DEPTH and ROUNDS are positive integers" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
label() { basename "$(dirname "$1")"; }
for bot in "$a" "$b"; do
  d="$tmp/$(label "$bot")"
  [ -d "$d" ] && d="$d-2"
  mkdir -p "$d"
  javac --release 8 -Xlint:-options -d "$d" "$bot" "bench/bots/$bench.java"
  echo "$d" >> "$tmp/dirs"
done
echo "load before: $(uptime)"
for ((r = 1; r <= rounds; r++)); do
  while read -r d; do
    java -Xmx16m -XX:+UseSerialGC -cp "$d" "$bench" "$positions" "$depth" "$(basename "$d")#$r"
  done < "$tmp/dirs"
done
echo "load after: $(uptime)"
