print(int(input()) / 2)
