# Right only when the sum is below 100.
a, b = map(int, input().split())
print(a + b if a + b < 100 else 0)
