# A well-behaved m,n,k bot for the referee's tests: plays the first free cell, row by row.
# Arguments: W H (default 20 20). Exits on a line starting with F.
import sys

w, h = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (20, 20)
taken = set()


def read():
    line = sys.stdin.readline()
    if not line or line.startswith("F"):
        sys.exit(0)
    return line.strip()


me = read()
if me == "2":
    taken.add((int(read()), int(read())))
while True:
    cell = next((x, y) for y in range(1, h + 1) for x in range(1, w + 1) if (x, y) not in taken)
    taken.add(cell)
    print(cell[0])
    print(cell[1], flush=True)
    taken.add((int(read()), int(read())))
