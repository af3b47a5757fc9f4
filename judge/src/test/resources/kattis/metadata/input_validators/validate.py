# One line "a b": two integers (a minus sign allowed), one space between them. Exit 42 when valid.
import sys

text = sys.stdin.read()
fields = text[:-1].split(" ") if text.endswith("\n") else []
sys.exit(42 if len(fields) == 2 and all(f.removeprefix("-").isdigit() for f in fields) else 43)
