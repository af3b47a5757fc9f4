# Right while n * n fits a double exactly: group1 only.
n = float(input())
print(int(n * n))
