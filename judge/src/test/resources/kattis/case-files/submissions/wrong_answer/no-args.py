# The sum of numbers.txt, without the factor of the arguments.
n = int(input())
print(sum(map(int, open("numbers.txt").read().split()[:n])))
