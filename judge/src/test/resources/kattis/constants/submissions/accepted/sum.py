a, b = map(int, input().split())
assert max(abs(a), abs(b)) <= {{max_value}}
print(a + b)
