import sys

number = int(sys.stdin.readline())
sys.stdout.write(str(number * 2) + "\n")
sys.stdout.flush()
