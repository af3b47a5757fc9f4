#!/bin/bash
# two integers from 0 to 100 on one line, nothing else
IFS= read -r line || exit 43
[[ $line =~ ^(0|[1-9][0-9]*)\ (0|[1-9][0-9]*)$ ]] || { echo "not two numbers: $line" >&2; exit 43; }
for n in "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}"; do
  (( n <= 100 )) || { echo "$n is over 100" >&2; exit 43; }
done
IFS= read -r more && { echo "more than one line" >&2; exit 43; }
exit 42
