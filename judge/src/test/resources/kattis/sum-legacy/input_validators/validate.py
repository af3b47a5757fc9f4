# Input validator: one line "a b", integers with |a|, |b| <= 10^9. Exit 42 when valid.
import re
import sys
data = sys.stdin.read()
if not re.fullmatch(r"-?\d+ -?\d+\n", data):
    print("expected one line 'a b'", file=sys.stderr)
    sys.exit(43)
if any(abs(int(x)) > 10**9 for x in data.split()):
    print("out of range", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
