#!/usr/bin/env bash
# A bot against the field of judge/src/test/resources/bots/mnk-field (eight one-ply and two-ply styles, none of
# them problems/mnk-greedy), as a gauntlet with the shipped openings, colours swapped: GAMES games
# against each style (default 40), 20 x 20, k = 6, 1 s per move, 16 MB. Each style is the same
# source with its STYLE constant set, so each is a file bot with the referee's heap limit.
# Usage: bench/bots/mnk-field.sh BOT [GAMES] [extra tournament options...]; STYLES="defender runs" for a subset.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
bot="${1:?usage: bench/bots/mnk-field.sh BOT [GAMES]}" games="${2:-40}"
shift $(( $# >= 2 ? 2 : 1 ))
field="$(mktemp -d)"
trap 'rm -rf "$field"' EXIT
read -r -a styles <<< "${STYLES:-attacker defender runs squares noisy twoply student lookahead}"
bots=()
for s in "${styles[@]}"; do
  mkdir -p "$field/$s"
  sed "s/static String STYLE = \"attacker\";/static String STYLE = \"$s\";/" \
    judge/src/test/resources/bots/mnk-field/Main.java > "$field/$s/Main.java"
  bots+=("$field/$s/Main.java")
done
./arbitre tournament mnk "$bot" "${bots[@]}" --gauntlet --rounds $(( (games + 1) / 2 )) \
  --openings docs/openings/mnk-20x20-k6.txt --out "$root/bench/out/field-$(date +%s)" "$@"
