#!/usr/bin/env pypy3
s = b"a" * (256 << 20)
print(len(s))
