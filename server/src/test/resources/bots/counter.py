# A test bot for the contest server: counts its matches in data/count.txt (docs/rules.md, section 3:
# the same data/ in every match), then plays the first empty cell of the m,n,k board, row by row.
import os
import sys

path = os.path.join("data", "count.txt")
n = int(open(path).read()) if os.path.exists(path) else 0
with open(path, "w") as f:
    f.write(str(n + 1))
w, h = map(int, os.environ["ARBITRE_BOARD"].split("x"))
taken = set()


def tokens():
    for line in sys.stdin:
        for t in line.split():
            yield t


it = tokens()
me = next(it)


def play():
    for y in range(1, h + 1):
        for x in range(1, w + 1):
            if (x, y) not in taken:
                taken.add((x, y))
                print(x)
                print(y)
                sys.stdout.flush()
                return


if me == "1":
    play()
while True:
    t = next(it, None)
    if t is None or t.startswith("F"):
        break
    x = int(t)
    y = int(next(it))
    taken.add((x, y))
    play()
