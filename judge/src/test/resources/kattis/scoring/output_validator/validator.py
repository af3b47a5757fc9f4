# Exact answer: accepted at full score (no score.txt). With the argument "partial", an answer off
# by one is accepted with score.txt 10. The output "garbage" gets a malformed score.txt.
import sys
answer = int(open(sys.argv[2]).read())
feedback = sys.argv[3]
team = sys.stdin.read().strip()
if team == "garbage":
    open(feedback + "score.txt", "w").write("lots\n")
    sys.exit(42)
try:
    value = int(team)
except ValueError:
    open(feedback + "judgemessage.txt", "w").write("not a number: " + team[:20] + "\n")
    sys.exit(43)
if value == answer:
    sys.exit(42)
if abs(value - answer) == 1 and "partial" in sys.argv[4:]:
    open(feedback + "score.txt", "w").write("10\n")
    sys.exit(42)
open(feedback + "judgemessage.txt", "w").write("expected %d, got %d\n" % (answer, value))
sys.exit(43)
