i=0
while :; do i=$((i + 1)); done
