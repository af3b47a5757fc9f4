import re, sys
sys.exit(42 if re.fullmatch(r"[1-9]\d*\n", sys.stdin.read()) else 43)
