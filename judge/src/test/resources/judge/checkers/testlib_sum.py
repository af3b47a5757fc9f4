# A checker in the testlib convention for the "sum" problem: checker INPUT OUTPUT ANSWER.
# Exit 0 accepted, 1 wrong answer, 2 presentation error (here: not a single integer).
import sys

_, _inp, out, ans = sys.argv
got = open(out).read().split()
want = open(ans).read().split()
if len(got) != 1 or not got[0].lstrip("-").isdigit():
    sys.stderr.write("presentation error: expected one integer, got %d tokens\n" % len(got))
    sys.exit(2)
if got[0] != want[0]:
    sys.stderr.write("wrong answer: expected %s, found %s\n" % (want[0], got[0]))
    sys.exit(1)
sys.stderr.write("ok the sum is %s\n" % got[0])
sys.exit(0)
