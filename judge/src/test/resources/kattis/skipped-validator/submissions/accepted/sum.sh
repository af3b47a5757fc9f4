read -r -a numbers
printf "%d\n" "$(( numbers[0] + numbers[1] ))"
