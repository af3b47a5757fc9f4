# A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
board=${ARBITRE_BOARD:-20x20}
w=${board%x*}
h=${board#*x}
tokens=()
taken=()

# The next integer into $n; exits at the end message (a token starting with F) or the end of input.
next() {
  while [ ${#tokens[@]} -eq 0 ]; do
    read -r line || exit 0
    tokens=($line)
  done
  n=${tokens[0]}
  tokens=("${tokens[@]:1}")
  case $n in F*) exit 0 ;; esac
}

next
turn=$((n == 1))
for ((left = w * h; left > 0; left--)); do
  if [ $turn -eq 1 ]; then
    c=$((RANDOM % (w * h)))
    while [ -n "${taken[c]}" ]; do c=$((RANDOM % (w * h))); done
    taken[c]=1
    printf '%d\n%d\n' $((c % w + 1)) $((c / w + 1))
  else
    next; x=$n
    next; y=$n
    taken[(y - 1) * w + x - 1]=1
  fi
  turn=$((1 - turn))
done
next
