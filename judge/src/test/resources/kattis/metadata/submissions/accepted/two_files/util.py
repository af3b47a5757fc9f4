def read_pair():
    a, b = map(int, input().split())
    return a, b
