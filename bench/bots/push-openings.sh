#!/usr/bin/env bash
# Push bot A against bot B from the shipped openings (docs/openings/push-15-k5.txt), each opening
# played by both colours, through `arbitre tournament` at the contest's limits (1 s per move,
# 16 MB: the referee's defaults), one game at a time. Prints the tournament's table (W-D-L,
# score, Elo with its 95 % interval, game pairs and LOS, slowest move, forfeits), then per bot
# its peak heap (from the game records) and, for a push-bot log (PUSHBOT_LOG), the threat
# search's work: moves whose first choice was dropped as lost by threats, moves played from a
# proven win by threats, wins found at the horizon, moves changed by the quiet check and defence
# checks out of time (push-bot-v5 on), moves where the search went on after the threat phase
# and where that changed the push (push-bot-v6 on); typical depth and nodes per second (pushes
# played, the threat search's included, over the moves searched 200 ms or more).
# The folder is kept (resumable: the same command plays only what is missing).
# Usage: bench/bots/push-openings.sh A B [ROUNDS] [DIR]     (ROUNDS pairs, default 20 = 40 games)
#   e.g. bench/bots/push-openings.sh problems/push-bot/Main.java "$(bench/bots/version.sh push-bot-v3)" 20
#        bench/bots/push-openings.sh problems/push-bot/Main.java problems/push-greedy/Main.java 20
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
[ $# -ge 2 ] || { sed -n '2,14p' "$0"; exit 2; }
a="$1" b="$2" rounds="${3:-20}"
label() { basename "$(dirname "$1")"; }
dir="${4:-$root/bench/out/openings-$(label "$a")-vs-$(label "$b")}"
mkdir -p "$(dirname "$dir")"
export PUSHBOT_LOG=1
echo "load before: $(uptime)"
./arbitre tournament push "$a" "$b" --openings docs/openings/push-15-k5.txt --rounds "$rounds" \
  --concurrency 1 --out "$dir" 2> "$dir.games.txt" | grep --line-buffered -v '^note:' || { cat "$dir.games.txt" >&2; exit 1; }
echo "load after: $(uptime)"
python3 - "$dir" <<'PY'
import json, os, re, sys
d = sys.argv[1]
heap, moves, depth, dodged, twins, lwins, nodes, ms, quiet, cut = {}, {}, {}, {}, {}, {}, {}, {}, {}, {}
ext, extdeeper, extchanged = {}, {}, {}
line = re.compile(r"move \S+ depth (\d+) .*nodes (\d+) ms (\d+) heap \d+ KiB(?: dodged (\d+) leaf-wins (\d+))?( threat-win)?")
for r in (json.loads(l) for l in open(os.path.join(d, "results.jsonl"))):
    rec = json.load(open(os.path.join(d, r["record"])))
    for p in rec["players"]:
        name = p["name"]
        heap[name] = max(heap.get(name, 0), p.get("peakHeapKb") or 0)
        log = os.path.join(d, p["stderr"]) if p.get("stderr") else None
        if not log or not os.path.exists(log):
            continue
        for x in open(log, errors="replace"):
            m = line.search(x)
            if not m:
                continue
            q = re.search(r" quiet (\d+)/\d+", x)
            if q:
                quiet[name] = quiet.get(name, 0) + (int(q.group(1)) > 0)
                cut[name] = cut.get(name, 0) + (" defence-cut" in x)
            e = re.search(r" ext (-?\d+)( ext-changed)?", x)
            if e:  # the search went on after the threat phase (ext D: completed depth D; -D: cut in D)
                ext[name] = ext.get(name, 0) + (int(e.group(1)) != 0)
                extdeeper[name] = extdeeper.get(name, 0) + (int(e.group(1)) > 0)
                extchanged[name] = extchanged.get(name, 0) + (e.group(2) is not None)
            moves[name] = moves.get(name, 0) + 1
            depth.setdefault(name, []).append(int(m.group(1)))
            if int(m.group(3)) >= 200:  # moves searched long enough for a rate (as summary.py)
                nodes[name] = nodes.get(name, 0) + int(m.group(2))
                ms[name] = ms.get(name, 0) + int(m.group(3))
            if m.group(4) is not None:
                dodged[name] = dodged.get(name, 0) + (int(m.group(4)) > 0)
                lwins[name] = lwins.get(name, 0) + int(m.group(5))
                twins[name] = twins.get(name, 0) + (m.group(6) is not None)
for name in sorted(heap):
    ds = sorted(depth.get(name, [0]))
    extra = ""
    if name in dodged:
        extra = (f", first choice dropped (lost by threats) in {dodged[name]} moves, played from a proven"
                 f" threat win in {twins[name]}, horizon threat wins {lwins[name]}")
    if name in quiet:
        extra += f", dropped by the quiet check in {quiet[name]} moves, defence check out of time in {cut[name]}"
    if name in ext:
        extra += (f", search extended after the threat phase in {ext[name]} moves (a deeper iteration completed in"
                  f" {extdeeper[name]}, the push changed in {extchanged[name]})")
    rate = f", {nodes[name] / ms[name] / 1000:.2f} M nodes/s" if ms.get(name) else ""
    print(f"{name}: peak heap {heap[name] / 1024:.1f} MiB, {moves.get(name, 0)} moves logged, median depth"
          f" {ds[len(ds) // 2]} (range {ds[0]}-{ds[-1]}){rate}{extra}")
PY
