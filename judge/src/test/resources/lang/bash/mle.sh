s=$(head -c 200000000 /dev/zero | tr '\0' a)
echo ${#s}
