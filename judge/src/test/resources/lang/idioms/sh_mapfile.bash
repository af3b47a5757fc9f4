mapfile -t lines
s=0
for ((i = 1; i < ${#lines[@]}; i++)); do
  for x in ${lines[i]}; do ((s += x)); done
done
echo "$s"
