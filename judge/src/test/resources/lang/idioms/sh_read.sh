#!/bin/bash
read n
s=0
while read -a xs; do
  for x in "${xs[@]}"; do s=$((s + x)); done
done
echo $s
