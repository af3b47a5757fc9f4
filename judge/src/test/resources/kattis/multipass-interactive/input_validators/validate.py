# A positive integer alone on its line, written without a sign or a leading zero.
import sys

text = sys.stdin.read()
try:
    n = int(text)
except ValueError:
    n = 0
sys.exit(42 if n >= 1 and text == f"{n}\n" else 43)
