print(2 * int(input()), flush=True)
