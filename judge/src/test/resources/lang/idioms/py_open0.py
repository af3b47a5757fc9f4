data = open(0).read().split()
n = int(data[0])
print(sum(map(int, data[1:n+1])))
