import sys
a, b = (int(w) for w in sys.stdin.readline().split())
sys.stdout.write(f"{a + b}\n")
