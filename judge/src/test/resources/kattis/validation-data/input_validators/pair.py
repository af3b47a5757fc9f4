import re
import sys

# One line: two integers from 0 to 100, one space between, no leading zero.
text = sys.stdin.read()
m = re.fullmatch(r"(0|[1-9][0-9]*) (0|[1-9][0-9]*)\n", text)
if not m:
    print("expected 'a b' on one line", file=sys.stderr)
    sys.exit(43)
for v in m.groups():
    if int(v) > 100:
        print(f"{v} is over 100", file=sys.stderr)
        sys.exit(43)
sys.exit(42)
