#!/usr/bin/env bash
# Where the judge's own time goes: start-up, each layer of one run, the judge's bookkeeping per
# case (prints figures; asserts nothing; see bench/tool/judge-parts.py). Usage: bench/tool/judge-parts.sh [ROUNDS]
# Medians over ROUNDS rounds (default 5). Compare figures only between runs under similar load.
set -euo pipefail
cd "$(dirname "$0")/../.."
./arbitre --version >/dev/null # build the tool now, not inside a measurement
exec python3 bench/tool/judge-parts.py "$PWD" "${1:-5}"
