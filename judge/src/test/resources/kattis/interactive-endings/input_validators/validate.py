import sys
lines = sys.stdin.read().split("\n")
ok = len(lines) == 3 and lines[2] == "" and int(lines[0]) == len(lines[1].split())
sys.exit(42 if ok else 43)
