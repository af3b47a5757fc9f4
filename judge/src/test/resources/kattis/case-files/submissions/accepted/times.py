import sys

# The sum of the n numbers of numbers.txt, times K (arguments: times K).
n = int(input())
numbers = list(map(int, open("numbers.txt").read().split()))[:n]
print(sum(numbers) * int(sys.argv[2]))
