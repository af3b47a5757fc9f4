# A testlib-convention checker (checker input output answer), as testlib's ncmp: the output file
# here is the one the interactor wrote.
import sys

got = open(sys.argv[2]).read().split()
want = open(sys.argv[3]).read().split()
for i, (w, g) in enumerate(zip(want, got), 1):
    if w != g:
        sys.stderr.write("wrong answer %d%s numbers differ - expected: '%s', found: '%s'\n"
                         % (i, {1: "st", 2: "nd", 3: "rd"}.get(i, "th"), w, g))
        sys.exit(1)
if len(want) != len(got):
    sys.stderr.write("wrong answer %d numbers expected, %d found\n" % (len(want), len(got)))
    sys.exit(1)
sys.stderr.write("ok %d numbers\n" % len(want))
