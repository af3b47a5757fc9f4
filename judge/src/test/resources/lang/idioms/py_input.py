import sys
input = sys.stdin.readline
n = int(input())
s = 0
for line in sys.stdin:
    s += sum(map(int, line.split()))
print(s)
