#!/usr/bin/env bash
# Writes out one named version of a bot from git (bench/bots/versions.tsv: name, commit, path of
# the source in that commit) as DIR/Main.java, applies bench/bots/NAME.patch if there is one, and
# prints the file's path. DIR defaults to bench/out/versions/NAME. Without NAME, lists the names.
# Usage: bench/bots/version.sh [NAME [DIR]]
#   e.g. ./arbitre match mnk problems/mnk-bot/Main.java "$(bench/bots/version.sh mnk-bot-v4)" --games 2
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
if [ $# -eq 0 ]; then
  grep -v '^#' "$here/versions.tsv" | cut -f1,4 | column -t -s $'\t'
  exit 0
fi
name="$1" dir="${2:-$root/bench/out/versions/$1}"
IFS=$'\t' read -r _ commit path _ < <(awk -F'\t' -v n="$name" '$1 == n' "$here/versions.tsv") \
  || { echo "version.sh: no version $name in bench/bots/versions.tsv (run it without arguments for the list)" >&2; exit 2; }
mkdir -p "$dir"
git -C "$root" show "$commit:$path" > "$dir/Main.java" 2> "$dir/git.err" \
  || { echo "version.sh: git has no $path at $commit: $(head -1 "$dir/git.err")" >&2; rm -f "$dir/git.err"; exit 2; }
rm -f "$dir/git.err"
if [ -f "$here/$name.patch" ]; then
  patch -s "$dir/Main.java" "$here/$name.patch"
fi
echo "$dir/Main.java"
