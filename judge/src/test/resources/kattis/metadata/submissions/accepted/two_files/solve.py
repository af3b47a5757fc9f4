from util import read_pair

a, b = read_pair()
print(a + b)
