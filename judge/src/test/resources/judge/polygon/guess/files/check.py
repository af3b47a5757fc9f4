# The checker of the "guess" Polygon package: reads what the interactor wrote (its output file) and
# the answer (the secret). testlib convention: check input output answer; exit 0 ok, 1 WA.
import sys

got = open(sys.argv[2]).read().split()
want = open(sys.argv[3]).read().split()
if len(got) != 3 or got[0] != "found" or got[1] != want[0]:
    sys.stderr.write("wrong answer the interactor says: %s\n" % " ".join(got))
    sys.exit(1)
sys.stderr.write("ok found %s in %s queries\n" % (got[1], got[2]))
