# An interactor that reads whatever it gets and never answers (a flooding solution is OLE).
import sys
while sys.stdin.buffer.read(1 << 16):
    pass
