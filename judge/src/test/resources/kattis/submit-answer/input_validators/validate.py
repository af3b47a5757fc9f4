# The two numbers to add: non-negative integers below 10^6 on one line. Exit 42 when valid, 43 when not.
import re
import sys

m = re.fullmatch(rb"(\d{1,6}) (\d{1,6})\n", sys.stdin.buffer.read())
sys.exit(42 if m and all(g == b"0" or not g.startswith(b"0") for g in m.groups()) else 43)
