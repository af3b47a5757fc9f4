# A faulty interactor: computes forever before its first line, while the solution waits (IE).
while True:
    pass
