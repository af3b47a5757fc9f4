#!/usr/bin/env bash
# Per-language benchmark (prints figures; asserts nothing). Usage: bench/tool/languages.sh [CASES] [ROUNDS]
# For every language of `./arbitre languages` (the `cmd` pseudo-language aside), one program that
# reads two integers and prints their sum (judge/src/test/resources/lang/ID/ac.*, written here for
# java, c, cpp, python and haskell), one row:
#  - compile: the language's compile command line (from `./arbitre languages --json`) run directly
#    in a fresh folder, wall ms (a language without a compile step: its check, e.g. `bash -n`);
#  - judge: `./arbitre test FILE DIR --language ID` on CASES generated cases (default 50), wall ms
#    per case, the compiled program taken from a build cache of its own (filled by one run first);
#  - loop: the same program's run command (DIR = the folder compiled above) in a plain shell loop
#    over the same cases, wall ms per case;
#  - their ratio, and the overhead per case: (judge - loop) / CASES, then the same less the tool's
#    start-up (`./arbitre --version`, printed first).
# Medians over ROUNDS rounds (default 3). The judge runs sandboxed where bwrap works (the default);
# NO_SANDBOX=1 adds --no-sandbox. A language whose tools are missing is listed as not installed,
# with its Debian package. The machine's load average is printed before and after: compare figures
# only between runs made under similar load.
set -euo pipefail
cd "$(dirname "$0")/../.."
cases="${1:-50}"
rounds="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

./arbitre --version > /dev/null # build the tool now, not inside a measurement
echo "languages benchmark: $cases cases, $rounds rounds, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
sandbox=()
[ -n "${NO_SANDBOX:-}" ] && sandbox=(--no-sandbox)
# The sandbox hides the home folder, so a sandboxed judge finds a bare program name (python3) in
# the PATH's other folders (e.g. /usr/bin, not a pyenv shim under ~): the loop looks there too.
loop_path="$PATH"
if [ -z "${NO_SANDBOX:-}" ]; then
  loop_path="$(tr ':' '\n' <<< "$PATH" | grep -v -E "^$HOME(/|\$)" | paste -sd: -)"
fi

# the cases: N.in = "a b", N.out = a + b
mkdir -p "$work/tests"
for ((i = 1; i <= cases; i++)); do
  a=$((RANDOM * 7 + i)) b=$((RANDOM - 16384))
  echo "$a $b" > "$work/tests/$i.in"
  echo $((a + b)) > "$work/tests/$i.out"
done

# the programs with no file under judge/src/test/resources/lang/
write_own() { # ID FILE
  case "$1" in
    java) cat > "$2" <<'EOF'
import java.util.Scanner;

public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    long a = in.nextLong(), b = in.nextLong();
    System.out.println(a + b);
  }
}
EOF
      ;;
    c) printf '#include <stdio.h>\nint main(void) {\n  long a, b;\n  if (scanf("%%ld %%ld", &a, &b) != 2) return 1;\n  printf("%%ld\\n", a + b);\n  return 0;\n}\n' > "$2" ;;
    cpp) printf '#include <iostream>\nint main() {\n  long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n}\n' > "$2" ;;
    python) printf 'a, b = map(int, input().split())\nprint(a + b)\n' > "$2" ;;
    haskell) printf 'main :: IO ()\nmain = do\n  [a, b] <- map read . words <$> getContents :: IO [Integer]\n  print (a + b)\n' > "$2" ;;
    *) return 1 ;;
  esac
}

# one line per language: id, installed, package, compile, run (separated by \x1f: no field is dropped when empty);
# the files a compile line names beside the source (Kotlin's readln()) go to $work/files/<id>/
./arbitre languages --json | python3 -c '
import json, os, sys
for l in json.load(sys.stdin):
    for name, text in (l.get("files") or {}).items():
        os.makedirs(os.path.join(sys.argv[1], l["id"]), exist_ok=True)
        with open(os.path.join(sys.argv[1], l["id"], name), "w") as f:
            f.write(text)
    print("\x1f".join([l["id"], "yes" if l["installed"] else "no", l.get("package") or "-",
                     l.get("compile") or "", l.get("run") or ""]))' "$work/files" > "$work/languages.tsv"

: > "$work/t_start"
for ((r = 0; r < 5; r++)); do
  t0=$(now_ms); ./arbitre --version > /dev/null; t1=$(now_ms); echo $((t1 - t0)) >> "$work/t_start"
done
start=$(median < "$work/t_start")
echo "  ./arbitre --version (tool start-up): $start ms; judge and loop: wall ms per case"
printf '  %-11s %10s %9s %9s %7s %14s %14s\n' language "compile ms" judge loop ratio "overhead/case" "beyond start"

# the loop reads the list on descriptor 3: the programs and commands inside get /dev/null or a case as stdin
while IFS=$'\x1f' read -r -u 3 id installed package compile run; do
  [ "$id" = cmd ] && continue
  if [ "$installed" != yes ]; then
    printf '  %-11s not installed (package %s)\n' "$id" "$package"
    continue
  fi
  # the source file's name is the one the compile command names (Main.java, main.c, ...)
  name="$(tr ' ' '\n' <<< "$compile" | grep -E -m1 '^[Mm]ain\.[A-Za-z]+$' || true)"
  src="$work/src/$id"
  mkdir -p "$src"
  given="$(ls judge/src/test/resources/lang/"$id"/ac.* 2>/dev/null | head -1 || true)"
  if [ -z "$name" ]; then
    printf '  %-11s no source file named in its compile command: %s\n' "$id" "$compile"
    continue
  elif [ -n "$given" ]; then
    cp "$given" "$src/$name"
  elif ! write_own "$id" "$src/$name"; then
    printf '  %-11s no program to measure (no judge/src/test/resources/lang/%s/ac.*)\n' "$id" "$id"
    continue
  fi

  # compile: the command line in a fresh folder each round; the last folder is the loop's DIR
  : > "$work/t_compile"
  ok=yes
  for ((r = 0; r < rounds; r++)); do
    build="$work/build/$id-$r"
    mkdir -p "$build"
    cp "$src/$name" "$build/"
    if [ -d "$work/files/$id" ]; then
      cp "$work/files/$id"/* "$build/" # what the compile line names beside the source
    fi
    t0=$(now_ms)
    (cd "$build" && bash -c "$compile") < /dev/null > "$work/compile.log" 2>&1 || ok=no
    t1=$(now_ms)
    echo $((t1 - t0)) >> "$work/t_compile"
  done
  if [ "$ok" != yes ]; then
    printf '  %-11s compile failed: %s\n' "$id" "$(head -1 "$work/compile.log")"
    continue
  fi
  m_compile=$(median < "$work/t_compile")
  read -r -a runargv <<< "${run//DIR/$build}" # the run commands hold no quoted words
  case "${runargv[0]}" in
    */*) ;;
    *) runargv[0]="$(PATH="$loop_path" command -v "${runargv[0]}" || echo "${runargv[0]}")" ;;
  esac

  # the judge, its build cache filled by a first run (not timed), which must be all AC
  export ARBITRE_JAVA_OPTS="-Darbitre.cache=$work/cache"
  if ! ./arbitre test "$src/$name" "$work/tests" --language "$id" "${sandbox[@]}" -q < /dev/null > "$work/judge.log" 2>&1; then
    printf '  %-11s judge not all AC: %s\n' "$id" "$(grep -v '^ *$' "$work/judge.log" | tail -1)"
    unset ARBITRE_JAVA_OPTS
    continue
  fi
  : > "$work/t_judge"; : > "$work/t_loop"
  for ((r = 0; r < rounds; r++)); do
    t0=$(now_ms)
    ./arbitre test "$src/$name" "$work/tests" --language "$id" "${sandbox[@]}" -q < /dev/null > /dev/null 2>&1 || true
    t1=$(now_ms)
    for ((i = 1; i <= cases; i++)); do
      "${runargv[@]}" < "$work/tests/$i.in" > "$work/out" 2>/dev/null || true
    done
    t2=$(now_ms)
    echo $((t1 - t0)) >> "$work/t_judge"; echo $((t2 - t1)) >> "$work/t_loop"
  done
  unset ARBITRE_JAVA_OPTS
  m_judge=$(median < "$work/t_judge"); m_loop=$(median < "$work/t_loop")
  awk -v id="$id" -v c="$m_compile" -v j="$m_judge" -v l="$m_loop" -v n="$cases" -v s="$start" 'BEGIN {
    printf "  %-11s %10d %9.1f %9.1f %7.2f %11.1f ms %11.1f ms\n", id, c, j / n, l / n, (l > 0 ? j / l : 0), (j - l) / n, (j - l - s) / n }'
  rm -rf "$work/build/$id"-*
done 3< "$work/languages.tsv"
echo "  load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
