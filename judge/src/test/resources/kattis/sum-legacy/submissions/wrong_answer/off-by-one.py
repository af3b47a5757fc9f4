a, b = map(int, input().split())
print(a + b + (1 if a > 100 else 0))
