import re
import sys

sys.exit(42 if re.fullmatch(r"-?[1-9][0-9]{0,5}\n", sys.stdin.read()) else 43)
