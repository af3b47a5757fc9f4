#!/usr/bin/env bash
# Golden outputs of the tool, to show that a refactoring changed no behaviour: the Othello judge
# report as JSON (times and memory removed), two seeded bot-vs-bot match records, every --help
# text, and the error line and exit code of bad inputs.
# Usage: bench/golden.sh record   writes bench/golden/expected/ (after a deliberate change)
#        bench/golden.sh check    compares with bench/golden/expected/; exit 1 on a difference
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mode="${1:-check}"
exp="$root/bench/golden/expected"
got="$(mktemp -d)"
trap 'rm -rf "$got"' EXIT
a() { "$root/arbitre" "$@"; }

# Drops what varies from run to run: times, memory figures, absolute paths of bot folders.
normalize() {
  python3 -c '
import json, re, sys
VARY = {"cpuMs", "wallMs", "memoryKb", "heapKb", "ms", "gameMs", "refereeCpuMs", "memorySource", "sandbox", "slowestMs", "peakHeapKb", "peakRssKb"}
def clean(o):
    if isinstance(o, dict):
        return {k: ("*" if k in VARY else "*" if k == "stderr" and o[k] else clean(v)) for k, v in o.items()}
    if isinstance(o, list):
        return [clean(v) for v in o]
    if isinstance(o, str):
        return o.replace(sys.argv[2], "OUT").replace(sys.argv[1], "ROOT")
    return o
print(json.dumps(clean(json.load(sys.stdin)), indent=1, sort_keys=True))
' "$root" "$got"
}

a judge problems/othello --json | normalize > "$got/judge-othello.json"

seeded="python3 $root/judge/src/test/resources/bots/seeded_random.py"   # the tests' seeded bot
a match mnk "$seeded 1 mnk 8 8" "$seeded 2 mnk 8 8" --board 8x8 --k 4 --record "$got/m.json" >/dev/null
normalize < "$got/m.json" > "$got/match-mnk.json"
a match push "$seeded 3 push 6" "$seeded 4 push 6" --board 6 --k 3 --games 2 --json --record "$got/p.json" \
  | normalize > "$got/match-push-summary.json"
normalize < "$got/p-1.json" > "$got/match-push-1.json"
normalize < "$got/p-2.json" > "$got/match-push-2.json"
rm -f "$got"/m.json "$got"/p-*.json

a --help > "$got/help.txt"
for c in judge test run match solve verify; do
  a help "$c" > "$got/help-$c.txt"
done

# bad inputs: the first line of stderr and the exit code
bad() {
  local name="$1"; shift
  local code=0
  a "$@" >/dev/null 2>"$got/err" || code=$?
  { head -n 1 "$got/err"; echo "exit $code"; } > "$got/bad-$name.txt"
}
bad no-problem judge problems/nope
bad bad-unit judge problems/othello --time-limit 5x
bad bad-checker judge problems/othello --checker nope
bad no-solution judge problems/othello --solution missing.c
bad unknown-option judge problems/othello --frobnicate
bad run-missing run missing.java --input /dev/null
bad no-bot match mnk random nothere
bad no-game match chess random random
bad zero-games match mnk random random --games 0
bad too-big solve mnk --board 16x16 --k 5
bad bad-method solve mnk --board 3 --k 3 --method xyz
bad bad-board match mnk random random --board 0x0
rm -f "$got/err"

if [ "$mode" = record ]; then
  rm -rf "$exp"
  mkdir -p "$exp"
  cp "$got"/* "$exp"/
  echo "golden outputs recorded in $exp ($(ls "$exp" | wc -l) files)"
else
  if diff -r "$exp" "$got"; then
    echo "golden outputs: $(ls "$exp" | wc -l) files identical"
  else
    echo "golden outputs differ (above: < expected, > now)"
    exit 1
  fi
fi
