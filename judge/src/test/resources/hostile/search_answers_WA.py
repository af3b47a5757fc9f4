# Looks for the answer to its case on the filesystem, as a student grading himself would: every
# file it can reach from / (the checkout, /srv, /opt, /var, /home, the current folder...) whose
# content is its input, then that file's .ans or .out; and any .ans or .out file at all (not its
# build's .compile.out). In the
# sandbox it finds none: it prints "nothing found" (WA). Without one, it would print the answer.
import os
import sys

data = sys.stdin.buffer.read()
skip = {"/proc", "/sys", "/dev", "/usr"}
answers = []
for top, dirs, files in os.walk("/"):
    dirs[:] = [d for d in dirs if os.path.join(top, d) not in skip]
    for name in files:
        path = os.path.join(top, name)
        stem, ext = os.path.splitext(path)
        try:
            if ext in (".ans", ".out") and not name.startswith("."):
                answers.append(path)
            if os.path.getsize(path) == len(data) and open(path, "rb").read() == data:
                for answer in (stem + ".ans", stem + ".out"):
                    if os.path.exists(answer):
                        sys.stdout.buffer.write(open(answer, "rb").read())
                        sys.exit(0)
        except OSError:
            pass
for path in answers:
    try:
        sys.stdout.buffer.write(open(path, "rb").read())
        sys.exit(0)
    except OSError:
        pass
print("nothing found")
