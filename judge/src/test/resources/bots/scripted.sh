#!/bin/sh
# Plays the moves given as arguments, one per turn, reading one line per opponent move
# (push game: one token per move). Exits on the end message.
read n
if [ "$n" = 2 ]; then read m; fi
for mv in "$@"; do
  echo "$mv"
  read m || exit 0
  case "$m" in F*) exit 0 ;; esac
done
read m
