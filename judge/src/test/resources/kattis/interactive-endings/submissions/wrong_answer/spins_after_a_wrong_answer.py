print(-1, flush=True)
while True:
    pass
