#!/usr/bin/env bash
# Parallel cases benchmark (prints figures; asserts nothing). Usage: bench/tool/jobs.sh [JOBS] [ROUNDS]
# `./arbitre judge problems/othello --jobs JOBS` (default 2) against the same judge sequential:
#  - the wall ratio, parallel ÷ sequential (goal <= 0.6 with 2 jobs on 2 cores);
#  - whether the verdicts are identical, case by case;
#  - the median CPU time per case of both runs (goal: within 10 %: a case's CPU time, which
#    decides TLE, does not grow because another case runs beside it);
#  - the bound on the ratio: the sequential run's whole CPU time (arbitre and every program it
#    ran, user + sys, by GNU time) ÷ (cores × its wall time). N jobs cannot finish sooner than the
#    same CPU work spread over every core, so no judge can do better than this on this machine.
#  - the machine's own ratio for the same programs: the judge's java command for Othello in a
#    plain loop, one case after the other and with `xargs -P JOBS` (JOBS at once), in the same
#    rounds. A JVM's start keeps more than one core busy (its JIT and GC threads), so on 2 cores
#    two JVMs at once take well over half the time of one after the other, judge or no judge:
#    the judge's ratio is to be read against this one.
# Medians over ROUNDS rounds (default 3), the two runs alternating. The machine's load average is
# printed before and after: other work on the machine disturbs both figures. With BEFORE=DIR
# (another checkout with its tool built), DIR's tool is measured in the same rounds, interleaved,
# and printed after this one's.
set -euo pipefail
cd "$(dirname "$0")/../.."
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
# the plain loop: the judge's java command for Othello (as bench/tool/judge.sh: JavaLanguage.runArgv)
mkdir -p "$work/othello"
javac -encoding UTF-8 -nowarn -d "$work/othello" problems/othello/Main.java
loop() {
  printf '%s\n' tests/othello/*.in | xargs -P "$1" -I{} sh -c 'exec java -Xmx16384k -Xss64m -XX:+UseSerialGC \
    -XX:+ExitOnOutOfMemoryError "-Xlog:gc+heap=info,gc+heap+exit:file=$2/gc-$$.log" -cp "$2/othello" Main \
    < "$1" > "$2/out-$$"' sh {} "$work"
  rm -f "$work"/gc-*.log "$work"/out-*
}
: > "$work/l_seq"; : > "$work/l_par"
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
field() { python3 -c 'import json,sys; [print(t[sys.argv[1]]) for t in json.load(open(sys.argv[2]))["tests"]]' "$@"; }

for i in "${!tools[@]}"; do
  : > "$work/t_seq$i"; : > "$work/t_par$i"; : > "$work/bound$i"; : > "$work/cpu_seq$i"; : > "$work/cpu_par$i"; echo yes > "$work/same$i"
done
for ((r = 0; r < rounds; r++)); do
  t0=$(now_ms); loop 1; t1=$(now_ms); loop "$jobs"; t2=$(now_ms)
  echo $((t1 - t0)) >> "$work/l_seq"; echo $((t2 - t1)) >> "$work/l_par"
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
l_seq=$(median < "$work/l_seq"); l_par=$(median < "$work/l_par")
printf '  plain loop, one at a time, median    %6s ms\n' "$l_seq"
printf '  %-36s %6s ms\n' "plain loop, xargs -P $jobs, median" "$l_par"
awk -v a="$l_par" -v b="$l_seq" 'BEGIN {printf "  the machine\047s ratio (plain loop)    %6.3f  (the same programs, no judge)\n", a / b}'
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

# The same judge on single-threaded programs: 40 cases of a C loop (about 150 ms of CPU each),
# where the machine's ratio is close to 1/JOBS and so is what --jobs can give.
mkdir -p "$work/spin/tests"
printf '%s\n' '#include <stdio.h>' \
  'int main(void) { long n, i; volatile unsigned long x = 0; if (scanf("%ld", &n) != 1) return 1;' \
  '  for (i = 0; i < n; i++) x += i * i; printf("%ld\n", n); return 0; }' > "$work/spin/spin.c"
for c in $(seq 1 40); do echo 150000000 > "$work/spin/tests/c$c.in"; cp "$work/spin/tests/c$c.in" "$work/spin/tests/c$c.out"; done
spin=(judge "$work/spin" --solution "$work/spin/spin.c" --tests "$work/spin/tests" --time-limit 5s --memory-limit 64m)
./arbitre "${spin[@]}" > /dev/null # compile it now
: > "$work/s_seq"; : > "$work/s_par"
for ((r = 0; r < rounds; r++)); do
  t0=$(now_ms); ./arbitre "${spin[@]}" > /dev/null || true; t1=$(now_ms); ./arbitre "${spin[@]}" --jobs "$jobs" > /dev/null || true; t2=$(now_ms)
  echo $((t1 - t0)) >> "$work/s_seq"; echo $((t2 - t1)) >> "$work/s_par"
done
s_seq=$(median < "$work/s_seq"); s_par=$(median < "$work/s_par")
echo "single-threaded C, 40 cases of ~150 ms CPU, $rounds rounds, load average $(cut -d' ' -f1-3 /proc/loadavg) after"
printf '  sequential, median wall              %6s ms\n' "$s_seq"
printf '  %-36s %6s ms\n' "--jobs $jobs, median wall" "$s_par"
awk -v a="$s_par" -v b="$s_seq" 'BEGIN {printf "  wall ratio                           %6.3f  (goal <= 0.6)\n", a / b}'
