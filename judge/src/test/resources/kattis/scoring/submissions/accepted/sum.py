first, _, second = input().partition(" ")
print(int(first) + int(second))
