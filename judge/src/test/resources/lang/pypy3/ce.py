#!/usr/bin/env pypy3
print(1 +)
