#!/usr/bin/env bash
# Soak: GAMES random-vs-random games (m,n,k 20 x 20, k = 6, the dummy clients) as a tournament at
# concurrency 2, sampling the referee JVM's open file descriptors and threads every 2 s: a
# leak shows as growth from the first samples to the last. Prints the games per minute, the
# forfeits (each one is spurious: the dummy clients never forfeit) and the samples.
# Usage: bench/tool/soak.sh [GAMES]      (default 1000)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
games="${1:-1000}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
./arbitre --version > /dev/null   # build first: the build is not the soak
start=$(date +%s)
./arbitre tournament mnk random random --rounds $(( (games + 1) / 2 )) --concurrency 2 --out "$out/t" \
  > "$out/log" 2>&1 &
launcher=$!
samples="$out/samples"
while kill -0 "$launcher" 2>/dev/null; do
  pid=$(pgrep -f "arbitre.jar tournament mnk random random" | head -1 || true)
  if [ -n "$pid" ] && [ -d "/proc/$pid" ]; then
    fds=$(ls "/proc/$pid/fd" 2>/dev/null | wc -l)
    threads=$(awk '/^Threads:/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    done_games=$( [ -f "$out/t/results.jsonl" ] && wc -l < "$out/t/results.jsonl" || echo 0)
    echo "$done_games $fds $threads" >> "$samples"
  fi
  sleep 2
done
wait "$launcher" || { echo "the tournament failed:"; tail -5 "$out/log"; exit 1; }
end=$(date +%s)
python3 - "$out/t/results.jsonl" "$samples" "$start" "$end" <<'PY'
import json, sys
rs = [json.loads(l) for l in open(sys.argv[1])]
wall = int(sys.argv[4]) - int(sys.argv[3])
forfeits = [r for r in rs if r["reason"] in "QPBTSI"]
print(f"{len(rs)} games in {wall} s: {len(rs) * 60 / max(wall, 1):.1f} games per minute; "
      f"spurious forfeits: {len(forfeits)}" + (" " + ", ".join(r["key"] + " " + r["code"] for r in forfeits[:10]) if forfeits else ""))
s = [tuple(map(int, l.split())) for l in open(sys.argv[2]) if len(l.split()) == 3]
if s:
    first, last = s[: max(1, len(s) // 10)], s[-max(1, len(s) // 10):]
    avg = lambda xs, i: sum(x[i] for x in xs) / len(xs)
    print(f"referee JVM: open fds {avg(first, 1):.0f} at the start, {avg(last, 1):.0f} at the end "
          f"(max {max(x[1] for x in s)}); threads {avg(first, 2):.0f} -> {avg(last, 2):.0f} (max {max(x[2] for x in s)}); "
          f"{len(s)} samples")
PY
