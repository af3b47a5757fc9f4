#!/usr/bin/env bash
# The sandbox's per-run cost of cgroups (prints figures; asserts nothing): /bin/true run N times
# through the measured chain (run helper → bwrap) with reused pids lanes (the default), with a pids
# cgroup made and removed for each run (as before), with a memory limit (a memory cgroup per run),
# and with no cgroup; interleaved, medians and 90th percentiles. See bench/SandboxCost.java.
# Usage: bench/sandbox.sh [RUNS]   (default 100; cgroups need root or a delegated cgroup v2)
set -euo pipefail
cd "$(dirname "$0")/.."
./arbitre --version > /dev/null # build the tool now
echo "load: $(uptime)"
java -cp server/target/arbitre.jar bench/SandboxCost.java "${1:-100}"
echo "load: $(uptime)"
