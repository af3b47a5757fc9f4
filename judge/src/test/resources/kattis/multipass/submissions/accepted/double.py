print(2 * int(input()))
