# One line of two integers as Python writes them (no leading zero, no plus sign), one space apart.
import sys

lines = sys.stdin.readlines()
try:
    ok = len(lines) == 1 and lines[0].endswith("\n") and len(lines[0].split(" ")) == 2 \
        and " ".join(str(int(w)) for w in lines[0].split(" ")) + "\n" == lines[0]
except ValueError:
    ok = False
sys.exit(42 if ok else 43)
