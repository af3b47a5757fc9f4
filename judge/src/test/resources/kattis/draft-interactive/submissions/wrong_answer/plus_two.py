print(int(input()) + 2, flush=True)
