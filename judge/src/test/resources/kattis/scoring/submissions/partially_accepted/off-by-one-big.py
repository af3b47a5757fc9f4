# One too many when the sum is over 20.
a, b = map(int, input().split())
print(a + b + 1 if a + b > 20 else a + b)
