n = int(input())
s = 0
try:
    while True:
        s += sum(map(int, input().split()))
except EOFError:
    pass
print(s)
