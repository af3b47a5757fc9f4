#!/usr/bin/env bash
# Judge benchmark (prints figures; asserts nothing). Usage: bench/tool/judge.sh [ROUNDS]
#  1. The Othello Main's median wall time per case vs an empty Main run with the same java
#     command (goal: ratio <= 1.10, i.e. the solution costs little beyond JVM start-up).
#  2. The wall time of `./arbitre judge problems/othello` vs a plain shell loop running the same
#     java command on the same cases (goal: ratio <= 1.10, i.e. the judge's own overhead),
#     split into the tool's start-up (`./arbitre --version`) and the overhead per case; measured
#     twice in each round, interleaved: sandboxed (the default) and with --no-sandbox; and for this
#     checkout's tool, --no-sandbox without the run server too (-Darbitre.run-server=off: the run
#     helper started once per case), and sandboxed without lanes (-Darbitre.sandbox-lanes=off: a
#     bubblewrap per run instead of one per lane, see docs/sandbox.md).
#  3. The same for a native solution (problems/othello/main.pas, built by fpc as the judge does: a
#     run of about 1 ms, as a C one, where the sandbox's cost per case shows most; with lanes and
#     with a bubblewrap per run, its runs having a resident memory limit), and for the
#     Java one with --jobs 2 (against the same shell loop, one case after the other).
# Medians over ROUNDS rounds (default 3). The machine's load average is printed: compare
# figures only between runs made under similar load. With BEFORE=DIR (another checkout with its
# tool built, e.g. `git worktree add DIR main && DIR/arbitre --version`), the judge and start-up
# figures of DIR's tool are measured in the same rounds, interleaved, and printed beside these.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

./arbitre --version >/dev/null # build the tool now, not inside a measurement
before="${BEFORE:-}"
tools=(.)
if [ -n "$before" ]; then
  "$before/arbitre" --version >/dev/null
  tools=(. "$before")
fi
cases=(tests/othello/*.in)
mkdir -p "$work/othello" "$work/empty"
javac -encoding UTF-8 -nowarn -d "$work/othello" problems/othello/Main.java
echo 'public class Main { public static void main(String[] a) {} }' > "$work/empty/Main.java"
javac -d "$work/empty" "$work/empty/Main.java"
# The judge's java command for Othello (see JavaLanguage.runArgv): heap limit 16m + GC log.
jflags=(-Xmx16384k -Xss64m -XX:+UseSerialGC -XX:+ExitOnOutOfMemoryError "-Xlog:gc+heap=info,gc+heap+exit:file=$work/gc.log")

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# 1. per-run wall times, every case, each round
: > "$work/t_othello"; : > "$work/t_empty"
for ((r = 0; r < rounds; r++)); do
  for f in "${cases[@]}"; do
    t0=$(now_ms); java "${jflags[@]}" -cp "$work/othello" Main < "$f" > /dev/null; t1=$(now_ms)
    java "${jflags[@]}" -cp "$work/empty" Main < "$f" > /dev/null; t2=$(now_ms)
    echo $((t1 - t0)) >> "$work/t_othello"; echo $((t2 - t1)) >> "$work/t_empty"
  done
done
m_oth=$(median < "$work/t_othello"); m_emp=$(median < "$work/t_empty")

# 2. the whole judge vs a shell loop (each tool: $i = its index in tools)
: > "$work/t_loop"
for i in "${!tools[@]}"; do : > "$work/t_judge$i"; : > "$work/t_nosb$i"; : > "$work/t_start$i"; done
: > "$work/t_unserved"; : > "$work/t_perrun"
for ((r = 0; r < rounds; r++)); do
  t0=$(now_ms)
  for f in "${cases[@]}"; do java "${jflags[@]}" -cp "$work/othello" Main < "$f" > "$work/out"; done
  t1=$(now_ms)
  echo $((t1 - t0)) >> "$work/t_loop"
  for i in "${!tools[@]}"; do
    t="${tools[$i]}"
    t1=$(now_ms)
    "$t/arbitre" judge "$t/problems/othello" > /dev/null
    t2=$(now_ms)
    "$t/arbitre" judge "$t/problems/othello" --no-sandbox > /dev/null
    t3=$(now_ms)
    echo $((t2 - t1)) >> "$work/t_judge$i"; echo $((t3 - t2)) >> "$work/t_nosb$i"
  done
  t1=$(now_ms)
  ARBITRE_JAVA_OPTS=-Darbitre.run-server=off ./arbitre judge problems/othello --no-sandbox > /dev/null
  t2=$(now_ms)
  echo $((t2 - t1)) >> "$work/t_unserved"
  ARBITRE_JAVA_OPTS=-Darbitre.sandbox-lanes=off ./arbitre judge problems/othello > /dev/null
  t3=$(now_ms)
  echo $((t3 - t2)) >> "$work/t_perrun"
done
m_loop=$(median < "$work/t_loop")

# 3. a native solution (Pascal, as C: ~1 ms a run) and --jobs 2
mkdir -p "$work/pas"
cp problems/othello/main.pas "$work/pas/"
(cd "$work/pas" && fpc -O2 -Mobjfpc -v0er -l- -oprog main.pas > /dev/null)
./arbitre judge problems/othello --solution problems/othello/main.pas > /dev/null # its build, now
: > "$work/t_ploop"; : > "$work/t_pjudge"; : > "$work/t_pnosb"; : > "$work/t_pperrun"; : > "$work/t_jobs2"
for ((r = 0; r < rounds; r++)); do
  t0=$(now_ms)
  for f in "${cases[@]}"; do "$work/pas/prog" < "$f" > "$work/out"; done
  t1=$(now_ms)
  ./arbitre judge problems/othello --solution problems/othello/main.pas > /dev/null
  t2=$(now_ms)
  ./arbitre judge problems/othello --solution problems/othello/main.pas --no-sandbox > /dev/null
  t3=$(now_ms)
  ./arbitre judge problems/othello --jobs 2 > /dev/null
  t4=$(now_ms)
  ARBITRE_JAVA_OPTS=-Darbitre.sandbox-lanes=off ./arbitre judge problems/othello --solution problems/othello/main.pas > /dev/null
  t5=$(now_ms)
  echo $((t1 - t0)) >> "$work/t_ploop"; echo $((t2 - t1)) >> "$work/t_pjudge"; echo $((t3 - t2)) >> "$work/t_pnosb"
  echo $((t4 - t3)) >> "$work/t_jobs2"; echo $((t5 - t4)) >> "$work/t_pperrun"
done

# 4. the tool's own start-up: ./arbitre --version (JVM + command line, no program run)
for ((r = 0; r < 5; r++)); do
  for i in "${!tools[@]}"; do
    t0=$(now_ms); "${tools[$i]}/arbitre" --version > /dev/null; t1=$(now_ms); echo $((t1 - t0)) >> "$work/t_start$i"
  done
done

echo "judge benchmark: ${#cases[@]} Othello cases, $rounds rounds, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '  Othello Main, median wall per case   %6s ms\n' "$m_oth"
printf '  empty Main, same java command        %6s ms\n' "$m_emp"
awk -v a="$m_oth" -v b="$m_emp" 'BEGIN {printf "  ratio                                %6.3f  (goal <= 1.10)\n", a / b}'
printf '  shell loop, same java command        %6s ms\n' "$m_loop"
for i in "${!tools[@]}"; do
  m_start=$(median < "$work/t_start$i"); m_judge=$(median < "$work/t_judge$i"); m_nosb=$(median < "$work/t_nosb$i")
  [ "$i" -gt 0 ] && echo "  before: $before"
  printf '  ./arbitre --version (tool start-up)  %6s ms\n' "$m_start"
  for v in judge nosb; do
    if [ "$v" = judge ]; then m="$m_judge"; label='./arbitre judge problems/othello    '; else m="$m_nosb"; label='  the same, --no-sandbox            '; fi
    printf '  %s %6s ms\n' "$label" "$m"
    awk -v a="$m" -v b="$m_loop" -v s="$m_start" -v n="${#cases[@]}" \
      'BEGIN {printf "    ratio to the loop                  %6.3f  (goal <= 1.10)\n    overhead per case                  %6.1f ms (beyond start-up)\n", a / b, (a - b - s) / n}'
  done
  if [ "$i" -eq 0 ]; then
    m=$(median < "$work/t_perrun")
    printf '    sandboxed, a bwrap per run (no lane) %4s ms\n' "$m"
    awk -v a="$m" -v b="$m_loop" -v s="$m_start" -v n="${#cases[@]}" \
      'BEGIN {printf "    ratio to the loop                  %6.3f\n    overhead per case                  %6.1f ms (beyond start-up)\n", a / b, (a - b - s) / n}'
    m=$(median < "$work/t_unserved")
    printf '    the same, without the run server   %6s ms\n' "$m"
    awk -v a="$m" -v b="$m_loop" -v s="$m_start" -v n="${#cases[@]}" \
      'BEGIN {printf "    ratio to the loop                  %6.3f\n    overhead per case                  %6.1f ms (beyond start-up)\n", a / b, (a - b - s) / n}'
  fi
done
m_start=$(median < "$work/t_start0")
m_ploop=$(median < "$work/t_ploop")
printf '  native (main.pas), shell loop        %6s ms\n' "$m_ploop"
for v in pjudge pperrun pnosb; do
  m=$(median < "$work/t_$v")
  case "$v" in
    pjudge) label='./arbitre judge ... main.pas       ' ;;
    pperrun) label='  the same, a bwrap per run (no lane)' ;;
    *) label='  the same, --no-sandbox            ' ;;
  esac
  printf '  %s %6s ms\n' "$label" "$m"
  awk -v a="$m" -v b="$m_ploop" -v s="$m_start" -v n="${#cases[@]}" \
    'BEGIN {printf "    ratio to the loop                  %6.3f\n    overhead per case                  %6.1f ms (beyond start-up)\n", a / b, (a - b - s) / n}'
done
m=$(median < "$work/t_jobs2")
printf '  ./arbitre judge problems/othello --jobs 2 %s ms\n' "$m"
awk -v a="$m" -v b="$m_loop" 'BEGIN {printf "    ratio to the (one-lane) java loop  %6.3f\n", a / b}'
echo "  load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
