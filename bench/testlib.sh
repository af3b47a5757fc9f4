#!/usr/bin/env bash
# testlib checker build cost (prints figures; asserts nothing). Usage: bench/testlib.sh [CHECKER.cpp]
# The checker (default ~/testlib/checkers/wcmp.cpp, from a clone of the testlib repository, whose
# testlib.h is large) judged on the sum problem, side by side in one run:
#  - g++ alone on it (what any build costs);
#  - `./arbitre judge` with an empty compile cache (the checker and the solution are built);
#  - the same judge again (the cached checker: no build).
# The machine's load average is printed before and after: other work disturbs every figure.
set -euo pipefail
cd "$(dirname "$0")/.."
checker="${1:-$HOME/testlib/checkers/wcmp.cpp}"
[ -f "$checker" ] || { echo "bench/testlib.sh: no checker $checker (git clone https://github.com/MikeMirzayanov/testlib ~/testlib)" >&2; exit 2; }
checker="$(cd "$(dirname "$checker")" && pwd)/$(basename "$checker")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
./arbitre --version > /dev/null # build the tool now, not inside a measurement
problem=judge/src/test/resources/judge/problems/sum
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
t0=$(now_ms)
g++ -O2 -std=gnu++17 -I "$(dirname "$checker")" -iquote "$(dirname "$(dirname "$checker")")" -o "$work/checker" "$checker"
t1=$(now_ms)
ARBITRE_JAVA_OPTS="-Darbitre.cache=$work/cache" ./arbitre judge "$problem" --checker "testlib:$checker" -q > /dev/null
t2=$(now_ms)
ARBITRE_JAVA_OPTS="-Darbitre.cache=$work/cache" ./arbitre judge "$problem" --checker "testlib:$checker" -q > /dev/null
t3=$(now_ms)
printf '%-44s %8s\n' "what" "wall ms"
printf '%-44s %8d\n' "g++ -O2 on the checker alone" $((t1 - t0))
printf '%-44s %8d\n' "judge, empty cache (checker + solution built)" $((t2 - t1))
printf '%-44s %8d\n' "judge again (cached checker)" $((t3 - t2))
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
