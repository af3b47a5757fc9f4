# A checker in the testlib convention (checker INPUT OUTPUT ANSWER) that first tries to read the
# answers of the other cases, beside its own: if it can, it says so (wrong answer, naming the
# file). In the sandbox it sees only its own case's files and then judges as a sum checker.
import os
import sys

_, inp, out, ans = sys.argv
mine = {os.path.realpath(p) for p in (inp, out, ans)}
for folder in {os.path.dirname(inp), os.path.dirname(ans)}:
    try:
        names = os.listdir(folder)
    except OSError:
        continue
    for name in names:
        path = os.path.realpath(os.path.join(folder, name))
        if path not in mine and name.endswith((".ans", ".out")):
            try:
                open(path).read()
                sys.stderr.write("read another case's answer: %s\n" % name)
                sys.exit(1)
            except OSError:
                pass
got = open(out).read().split()
want = open(ans).read().split()
if got != want[:1]:
    sys.stderr.write("wrong answer: expected %s, found %s\n" % (want[0], " ".join(got)))
    sys.exit(1)
sys.exit(0)
