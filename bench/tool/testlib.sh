#!/usr/bin/env bash
# testlib checker build cost (prints figures; asserts nothing).
# Usage: TESTLIB="/path/to/testlib.h [/other/testlib.h ...]" bench/tool/testlib.sh [CHECKER.cpp]
#        bench/tool/testlib.sh CHECKER.cpp            (the checker's own testlib.h, beside it or one folder up)
# With TESTLIB, each header given (e.g. 0.9.2 and 0.9.41) is measured in the same run, side by
# side: the checker (default: a token checker written here, on registerTestlibCmd, readToken and
# quitf, which every testlib since 0.9 has) is copied beside a copy of that header. For each:
#  - g++ alone on the checker (what any build costs);
#  - `./arbitre judge` on the sum problem with an empty compile cache (checker and solution built);
#  - the same judge again (the cached checker: no build).
# The machine's load average is printed before and after: other work disturbs every figure.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
checker="${1:-}"
headers=()
if [ -n "${TESTLIB:-}" ]; then
  read -r -a headers <<< "$TESTLIB"
  for h in "${headers[@]}"; do
    [ -f "$h" ] || { echo "bench/tool/testlib.sh: no testlib header $h (TESTLIB)" >&2; exit 2; }
  done
elif [ -z "$checker" ]; then
  echo "bench/tool/testlib.sh: give TESTLIB=/path/to/testlib.h or a checker (git clone https://github.com/MikeMirzayanov/testlib ~/testlib; bench/tool/testlib.sh ~/testlib/checkers/wcmp.cpp)" >&2
  exit 2
fi
if [ -n "$checker" ]; then
  [ -f "$checker" ] || { echo "bench/tool/testlib.sh: no checker $checker" >&2; exit 2; }
  checker="$(cd "$(dirname "$checker")" && pwd)/$(basename "$checker")"
fi
./arbitre --version > /dev/null # build the tool now, not inside a measurement
problem=judge/src/test/resources/judge/problems/sum
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# the checkers to measure, one per header: "label<TAB>path"
runs=()
if [ ${#headers[@]} -eq 0 ]; then
  runs+=("$(basename "$checker")"$'\t'"$checker")
else
  i=0
  for h in "${headers[@]}"; do
    i=$((i + 1))
    dir="$work/checker$i"
    mkdir -p "$dir"
    cp "$h" "$dir/testlib.h"
    if [ -n "$checker" ]; then
      cp "$checker" "$dir/checker.cpp"
    else
      cat > "$dir/checker.cpp" <<'EOF'
#include "testlib.h"
#include <string>
int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  int n = 0;
  while (!ans.seekEof()) {
    std::string want = ans.readToken();
    if (ouf.seekEof()) quitf(_wa, "the output ends after %d tokens", n);
    std::string got = ouf.readToken();
    n++;
    if (want != got) quitf(_wa, "token %d: expected '%s', found '%s'", n, want.c_str(), got.c_str());
  }
  quitf(_ok, "%d tokens", n);
}
EOF
    fi
    version="$(sed -n 's/^#define VERSION "\(.*\)".*/\1/p' "$dir/testlib.h" | head -1)"
    runs+=("testlib ${version:-?} ($(wc -c < "$dir/testlib.h") bytes)"$'\t'"$dir/checker.cpp")
  done
fi

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
results=()
for run in "${runs[@]}"; do
  label="${run%%$'\t'*}"
  src="${run#*$'\t'}"
  cache="$work/cache-$(echo "$label" | tr -c 'a-zA-Z0-9' _)"
  t0=$(now_ms)
  if ! g++ -O2 -std=gnu++17 -I "$(dirname "$src")" -iquote "$(dirname "$(dirname "$src")")" -o "$work/checker" "$src" \
      2> "$work/gpp.err"; then
    echo "bench/tool/testlib.sh: $label: the checker does not compile: $(grep -m1 error "$work/gpp.err")" >&2
    exit 2
  fi
  t1=$(now_ms)
  ARBITRE_JAVA_OPTS="-Darbitre.cache=$cache" ./arbitre judge "$problem" --checker "testlib:$src" -q > /dev/null
  t2=$(now_ms)
  ARBITRE_JAVA_OPTS="-Darbitre.cache=$cache" ./arbitre judge "$problem" --checker "testlib:$src" -q > /dev/null
  t3=$(now_ms)
  results+=("$label"$'\t'"$((t1 - t0))"$'\t'"$((t2 - t1))"$'\t'"$((t3 - t2))")
done
printf '%-40s %14s %16s %16s\n' "checker" "g++ alone ms" "judge, cold ms" "judge again ms"
for r in "${results[@]}"; do
  IFS=$'\t' read -r label gpp cold warm <<< "$r"
  printf '%-40s %14d %16d %16d\n' "$label" "$gpp" "$cold" "$warm"
done
echo "(judge, cold: empty compile cache, the checker and the solution built; again: both cached)"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
