#!/usr/bin/env pypy3
i = 0
while True:
    i += 1
