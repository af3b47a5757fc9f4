# Reads all of its input, then asks for one more line.
# Expected: RE (EOFError) at once: stdin is a file, its end is an end, nothing waits.
import sys

data = sys.stdin.read()
extra = input()
print(len(data), extra)
