# Counts up to a + b one by one: far too slow on the big case.
a, b = map(int, input().split())
s = 0
for _ in range(10**6 if a + b < 100 else 10**12):
    s += 1
print(a + b)
