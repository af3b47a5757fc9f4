# The validator of the "guess" Polygon package (testlib convention: stdin; exit 0 valid, 3 invalid):
# one line "n secret", 1 <= secret <= n <= 10^9.
import sys

t = sys.stdin.read().split()
if len(t) != 2 or not all(x.isdigit() for x in t) or not 1 <= int(t[1]) <= int(t[0]) <= 10 ** 9:
    sys.stderr.write("FAIL expected 'n secret' with 1 <= secret <= n <= 10^9\n")
    sys.exit(3)
