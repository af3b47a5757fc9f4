#!/usr/bin/env bash
# A push bot against the field of judge/src/test/resources/bots/push-field (six one-ply and two-ply styles, none
# of them problems/push-greedy), as a gauntlet with the shipped openings (docs/openings/push-15-k5.txt),
# colours swapped: GAMES games against each style (default 40), 15 x 15, k = 5, 1 s per move,
# 16 MB. Each style is the same source with its STYLE constant set, so each is a file bot with the
# referee's heap limit. Prints the tournament's table; the folder bench/out/push-field-BOTDIR/ is
# kept: the same command with more GAMES plays only what is missing.
# Usage: bench/bots/push-field.sh BOT [GAMES] [extra tournament options...]; STYLES="defender runs" for a subset.
#   e.g. bench/bots/push-field.sh problems/push-bot/Main.java 20
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
[ $# -ge 1 ] || { sed -n '2,9p' "$0"; exit 2; }
bot="$1" games="${2:-40}"
[ -f "$bot" ] || { echo "push-field.sh: no such file: $bot" >&2; exit 2; }
[[ "$games" =~ ^[1-9][0-9]*$ ]] || { echo "push-field.sh: GAMES is a positive integer" >&2; exit 2; }
shift $(( $# >= 2 ? 2 : 1 ))
read -r -a styles <<< "${STYLES:-attacker defender runs squares noisy twoply}"
out="$root/bench/out/push-field-$(basename "$(dirname "$bot")")"
field="$out/field"
mkdir -p "$field"
bots=()
for s in "${styles[@]}"; do
  mkdir -p "$field/$s"
  sed "s/static String STYLE = \"attacker\";/static String STYLE = \"$s\";/" \
    judge/src/test/resources/bots/push-field/Main.java > "$field/$s/Main.java"
  bots+=("$field/$s/Main.java")
done
echo "load before: $(uptime)"
./arbitre tournament push "$bot" "${bots[@]}" --gauntlet --rounds $(( (games + 1) / 2 )) \
  --openings docs/openings/push-15-k5.txt --concurrency 1 --out "$out/games" "$@"
echo "load after: $(uptime)"
