# Crashes on the large case: recursion too deep.
import sys
data = sys.stdin.read().split()
n = int(data[0])
def total(i):
    return 0 if i == n else int(data[1 + i]) + total(i + 1)
print("%.9f" % (total(0) / n))
