from operator import add
print(add(*map(int, input().split())))
