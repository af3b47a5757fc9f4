numbers = [int(w) for w in open(0).read().split()]
print(numbers[0] + numbers[1])
