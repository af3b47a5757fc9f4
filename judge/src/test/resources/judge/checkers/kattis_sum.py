# An output validator in the Kattis convention for the "sum" problem:
# validator INPUT ANSWER FEEDBACK_DIR < OUTPUT; exit 42 accepted, 43 wrong answer.
import os
import sys

_, _inp, ans, feedback = sys.argv[:4]
got = sys.stdin.read().split()
want = open(ans).read().split()
if got == want:
    sys.exit(42)
with open(os.path.join(feedback, "judgemessage.txt"), "w") as f:
    f.write("sum mismatch: judge has %s, team has %s\n" % (" ".join(want), " ".join(got)))
sys.exit(43)
