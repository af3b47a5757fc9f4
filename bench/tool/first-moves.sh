#!/usr/bin/env bash
# An m,n,k board's first moves, one by one: does player 1 win after each of them? One
# `solve --moves "X Y" --wins 1` per first move distinct under the board's symmetries (x <= y on
# a square, both in the top-left quarter), each with its own time budget. The empty board is a
# draw exactly when no first move wins (player 2 never wins the empty board: strategy stealing),
# so this says how far a draw proof got: which first moves are proven not to win, and in how many
# positions and seconds. Usage: bench/tool/first-moves.sh N K BUDGET [METHOD] (e.g. 8 5 6min search);
# JAR=path runs that jar (java -jar, with $ARBITRE_JAVA_OPTS) instead of ./arbitre. TABLE=FILE
# gives every run `--table FILE` (MEMORY=SIZE also `--memory SIZE`): the proven positions of all
# the first moves gather there, and `solve mnk --board NxN --k K --table FILE --proof P` then finds
# the empty board proven and writes its proof from them.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
if [ $# -lt 3 ]; then
  echo "usage: bench/tool/first-moves.sh N K BUDGET [METHOD]   (e.g. bench/tool/first-moves.sh 7 5 1min)" >&2
  exit 2
fi
n="$1" k="$2" budget="$3" method="${4:-search}"
if [ -n "${JAR:-}" ]; then
  # shellcheck disable=SC2206
  cmd=(java ${ARBITRE_JAVA_OPTS:-} -jar "$JAR")
else
  ./arbitre --version >/dev/null   # build once, outside the measurements
  cmd=(./arbitre)
fi
extra=()
if [ -n "${TABLE:-}" ]; then
  extra+=(--table "$TABLE")
fi
if [ -n "${MEMORY:-}" ]; then
  extra+=(--memory "$MEMORY")
fi
half=$(( (n + 1) / 2 ))
proven=0 total=0 sum_positions=0 sum_cpu=0 winning="" checked=0 sum_nodes=0 sum_check=0
if [ -n "${PROOFS:-}" ]; then
  mkdir -p "$PROOFS"
  printf '%-8s %-22s %14s %10s %12s %10s\n' move "player 1 wins?" positions "CPU s" "proof nodes" "check s"
else
  printf '%-8s %-22s %14s %10s\n' move "player 1 wins?" positions "CPU s"
fi
for ((y = 1; y <= half; y++)); do
  for ((x = 1; x <= y; x++)); do
    out="$(mktemp)"
    proof=()
    if [ -n "${PROOFS:-}" ]; then
      proof=(--proof "$PROOFS/first-$x-$y.proof.gz")
    fi
    /usr/bin/time -f '%U %S' -o "$out.cpu" "${cmd[@]}" solve mnk --board "${n}x${n}" --k "$k" --moves "$x $y" \
      --wins 1 --method "$method" --time-budget "$budget" "${extra[@]}" "${proof[@]}" --json >"$out" 2>"$out.err" || true
    cpu=$(tail -1 "$out.cpu" | awk '{printf "%.1f", $1 + $2}')
    if [ -s "$out" ]; then
      answer=$(grep -q '"wins":true' "$out" && echo "yes" || echo "no (proven)")
      positions=$(sed -E 's/.*"positions":([0-9]+).*/\1/' "$out")
    else
      answer="unknown ($budget)"
      positions=$(grep -o 'after [0-9]* positions' "$out.err" | grep -o '[0-9]*' || echo "?")
    fi
    if [ -n "${PROOFS:-}" ]; then
      nodes="-" check_cpu="-"
      if [ -s "$PROOFS/first-$x-$y.proof.gz" ]; then
        /usr/bin/time -f '%U %S' -o "$out.check" "${cmd[@]}" solve --check "$PROOFS/first-$x-$y.proof.gz" \
          >"$out.verdict" 2>&1 || true
        check_cpu=$(tail -1 "$out.check" | awk '{printf "%.1f", $1 + $2}')
        if grep -q '^proof ok' "$out.verdict"; then
          nodes=$(sed -E 's/.*\(([0-9]+) nodes.*/\1/' "$out.verdict")
          checked=$((checked + 1)) sum_nodes=$((sum_nodes + nodes))
          sum_check=$(awk -v a="$sum_check" -v b="$check_cpu" 'BEGIN {printf "%.1f", a + b}')
        else
          nodes="refused: $(head -1 "$out.verdict")"
        fi
        rm -f "$out.check" "$out.verdict"
      fi
      printf '%-8s %-22s %14s %10s %12s %10s\n' "$x $y" "$answer" "$positions" "$cpu" "$nodes" "$check_cpu"
    else
      printf '%-8s %-22s %14s %10s\n' "$x $y" "$answer" "$positions" "$cpu"
    fi
    total=$((total + 1))
    [ "$answer" = "no (proven)" ] && proven=$((proven + 1))
    [ "$answer" = "yes" ] && [ -z "$winning" ] && winning="$x $y"
    [[ "$positions" =~ ^[0-9]+$ ]] && sum_positions=$((sum_positions + positions))
    sum_cpu=$(awk -v a="$sum_cpu" -v b="$cpu" 'BEGIN {printf "%.1f", a + b}')
    rm -f "$out" "$out.cpu" "$out.err"
  done
done
if [ -n "${PROOFS:-}" ]; then
  printf '%-8s %-22s %14s %10s %12s %10s\n' "all" "$proven of $total: no" "$sum_positions" "$sum_cpu" "$sum_nodes" "$sum_check"
  echo "proofs checked: $checked of $total (in $PROOFS)"
  if [ "$checked" -eq "$total" ]; then
    files=()
    for ((y = 1; y <= half; y++)); do
      for ((x = 1; x <= y; x++)); do
        files+=("$PROOFS/first-$x-$y.proof.gz")
      done
    done
    if [ -n "$winning" ]; then
      files=("$PROOFS/first-${winning// /-}.proof.gz")
    fi
    "${cmd[@]}" solve --join "${files[@]}" --proof "$PROOFS/all.proof.gz"
    /usr/bin/time -f '%U %S' -o "$PROOFS/.check.cpu" "${cmd[@]}" solve --check "$PROOFS/all.proof.gz" || true
    echo "checked in $(awk '{printf "%.1f", $1 + $2}' "$PROOFS/.check.cpu") s of CPU"
    rm -f "$PROOFS/.check.cpu"
  fi
else
  printf '%-8s %-22s %14s %10s\n' "all" "$proven of $total: no" "$sum_positions" "$sum_cpu"
fi
if [ -n "$winning" ]; then
  echo "player 1 wins after $winning: mnk ${n}x${n} k=$k is a first-player win"
elif [ "$proven" -eq "$total" ]; then
  echo "player 1 wins after no first move: mnk ${n}x${n} k=$k is a draw (player 2 never wins it: strategy stealing)"
fi
