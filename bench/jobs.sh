#!/usr/bin/env bash
# Parallel cases benchmark (prints figures; asserts nothing). Usage: bench/jobs.sh [JOBS] [ROUNDS]
# `./arbitre judge problems/othello --jobs JOBS` (default 2) against the same judge sequential:
#  - the wall ratio, parallel ÷ sequential (goal <= 0.6 with 2 jobs on 2 cores);
#  - whether the verdicts are identical, case by case;
#  - the median CPU time per case of both runs (goal: within 10 %: a case's CPU time, which
#    decides TLE, does not grow because another case runs beside it);
#  - the bound on the ratio: the sequential run's whole CPU time (arbitre and every program it
#    ran, user + sys, by GNU time) ÷ (cores × its wall time). N jobs cannot finish sooner than the
#    same CPU work spread over every core, so no judge can do better than this on this machine.
# Medians over ROUNDS rounds (default 3), the two runs alternating. The machine's load average is
# printed before and after: other work on the machine disturbs both figures. With BEFORE=DIR
# (another checkout with its tool built), DIR's tool is measured in the same rounds, interleaved,
# and printed after this one's.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${1:-2}"
rounds="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

before="${BEFORE:-}"
tools=(.)
[ -n "$before" ] && tools=(. "$before")
for t in "${tools[@]}"; do
  "$t/arbitre" judge "$t/problems/othello" > /dev/null # build the tool and the solution now, not inside a measurement
done
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
field() { python3 -c 'import json,sys; [print(t[sys.argv[1]]) for t in json.load(open(sys.argv[2]))["tests"]]' "$@"; }

for i in "${!tools[@]}"; do
  : > "$work/t_seq$i"; : > "$work/t_par$i"; : > "$work/bound$i"; : > "$work/cpu_seq$i"; : > "$work/cpu_par$i"; echo yes > "$work/same$i"
done
for ((r = 0; r < rounds; r++)); do
  for i in "${!tools[@]}"; do
    t="${tools[$i]}"
    t0=$(now_ms); /usr/bin/time -o "$work/time" -f "%e %U %S" "$t/arbitre" judge "$t/problems/othello" --json > "$work/seq.json" || true; t1=$(now_ms)
    tail -1 "$work/time" | awk -v c="$(nproc)" '{printf "%.3f\n", ($2 + $3) / (c * $1)}' >> "$work/bound$i"
    "$t/arbitre" judge "$t/problems/othello" --json --jobs "$jobs" > "$work/par.json" || true; t2=$(now_ms)
    echo $((t1 - t0)) >> "$work/t_seq$i"; echo $((t2 - t1)) >> "$work/t_par$i"
    field cpuMs "$work/seq.json" >> "$work/cpu_seq$i"; field cpuMs "$work/par.json" >> "$work/cpu_par$i"
    if ! cmp -s <(field name "$work/seq.json"; field verdict "$work/seq.json") \
                <(field name "$work/par.json"; field verdict "$work/par.json"); then
      echo no > "$work/same$i"
    fi
  done
done
n=$(field name "$work/seq.json" | wc -l)

echo "jobs benchmark: $n Othello cases, --jobs $jobs, $rounds rounds, $(nproc) cores, load average $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after"
for i in "${!tools[@]}"; do
  m_seq=$(median < "$work/t_seq$i"); m_par=$(median < "$work/t_par$i")
  c_seq=$(median < "$work/cpu_seq$i"); c_par=$(median < "$work/cpu_par$i")
  [ "$i" -gt 0 ] && echo "  before: $before"
  printf '  sequential, median wall              %6s ms\n' "$m_seq"
  printf '  %-36s %6s ms\n' "--jobs $jobs, median wall" "$m_par"
  awk -v a="$m_par" -v b="$m_seq" 'BEGIN {printf "  wall ratio                           %6.3f  (goal <= 0.6)\n", a / b}'
  printf '  bound: sequential CPU / (cores*wall) %6s  (no judge can do better here)\n' "$(median < "$work/bound$i")"
  printf '  verdicts identical, case by case     %6s\n' "$(cat "$work/same$i")"
  printf '  median CPU per case, sequential      %6s ms\n' "$c_seq"
  printf '  %-36s %6s ms\n' "median CPU per case, --jobs $jobs" "$c_par"
  awk -v a="$c_par" -v b="$c_seq" 'BEGIN {printf "  CPU change                           %+5.1f %%  (goal within 10 %%)\n", 100 * (a - b) / b}'
done
