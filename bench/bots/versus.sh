#!/usr/bin/env bash
# Bot A against bot B through the real referee, colours alternating game by game, one game at a
# time, 1 s per move (TIME to change it). Prints W-D-L and score for A (bench/bots/summary.py). Keeps
# every game's record in bench/out/records/.
# Usage: bench/bots/versus.sh GAME A B [GAMES] [TIME]     GAME: push or mnk; A, B: as for arbitre match
#   e.g. bench/bots/versus.sh push problems/push-bot/Main.java "$(bench/bots/version.sh push-bot-v1)" 60
#   A bot may be a quoted command line, e.g. to force the contest's heap:
#   javac --release 8 -d /tmp/push-bot-16m problems/push-bot/Main.java
#   bench/bots/versus.sh push "java -Xmx16m -XX:+UseSerialGC -cp /tmp/push-bot-16m Main" "$(bench/bots/version.sh push-bot-v2)" 40
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
[ $# -ge 3 ] || { sed -n '2,9p' "$0"; exit 2; }
game="$1" a="$2" b="$3" games="${4:-60}" time="${5:-1s}"
out="$root/bench/out"
mkdir -p "$out"
export PUSHBOT_LOG=1 MNK_BOT_LOG=1
label() { # problems/push-bot/Main.java -> push-bot; "java -Xmx16m -cp /tmp/x Main" -> x (as summary.py)
  case "$1" in
    *" -cp "*) local d="${1##* -cp }"; d="${d%% *}"; basename "$d" ;;
    *" "*) basename "${1%% *}" ;;
    */*) basename "$(dirname "$1")" ;;
    *) echo "$1" ;;
  esac
}
name="versus-$game-$(label "$a")-vs-$(label "$b")"
json="$out/$name.json"
mkdir -p "$out/records"   # every game's record, to replay a loss: $out/records/$name-<game>.json
./arbitre match "$game" "$a" "$b" --games "$games" --time-per-move "$time" --json \
  --record "$out/records/$name.json" > "$json"
python3 bench/bots/summary.py "$json" "$b" "$a" --log "$game"
