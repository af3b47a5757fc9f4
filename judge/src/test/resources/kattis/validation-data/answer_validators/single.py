import re
import sys

# The answer: one integer from 0 to 200 alone on its line (argv[1] is the case's input).
with open(sys.argv[1]) as f:
    f.read()
text = sys.stdin.read()
if not re.fullmatch(r"(0|[1-9][0-9]*)\n", text):
    print(f"not one integer from 0 to 200 on a line: {text!r}", file=sys.stderr)
    sys.exit(43)
if int(text) > 200:
    print(f"{text.strip()} is over 200", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
