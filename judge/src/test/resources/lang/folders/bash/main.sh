. "$(dirname "$0")/add.sh"
read -r a b
add "$a" "$b"
