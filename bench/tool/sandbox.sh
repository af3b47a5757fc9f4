#!/usr/bin/env bash
# The sandbox's per-run cost of cgroups (prints figures; asserts nothing): /bin/true run N times
# through the measured chain (run helper → bwrap), interleaved, medians and 90th percentiles
# (bench/tool/SandboxCost.java): with reused pids lanes (the default), with a pids cgroup made and
# removed for each run, with a memory limit (a memory cgroup per run), and with no cgroup.
# With BEFORE_JAR (an older build of the tool, e.g. main's judge/target/arbitre.jar, copied
# first), the same program alternates between that jar and this one, ROUNDS times: before/after.
# Usage: bench/tool/sandbox.sh [RUNS] [BEFORE_JAR] [ROUNDS]   (default 100, none, 3; cgroups need root
# or a delegated cgroup v2)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-100}"
before="${2:-}"
rounds="${3:-3}"
./arbitre --version > /dev/null # build the tool now
echo "load: $(uptime)"
if [ -z "$before" ]; then
  java -cp server/target/arbitre.jar bench/tool/SandboxCost.java "$runs" this
else
  snap="$(mktemp -d)"
  trap 'rm -rf "$snap"' EXIT
  cp "$before" "$snap/before.jar"
  for ((r = 1; r <= rounds; r++)); do
    java -cp "$snap/before.jar" bench/tool/SandboxCost.java "$runs" "before#$r" | grep -v '^sandbox'
    java -cp server/target/arbitre.jar bench/tool/SandboxCost.java "$runs" "after#$r" | grep -v '^sandbox'
  done
fi
echo "load: $(uptime)"
