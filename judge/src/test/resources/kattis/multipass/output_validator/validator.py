# The output must be twice the input; below 8, it is the next pass's input (nextpass.in).
import sys
n = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
team = sys.stdin.read().split()
with open(feedback + "judgemessage.txt", "a") as log:
    if team != [str(2 * n)]:
        log.write("input %d: expected %d, got %s\n" % (n, 2 * n, " ".join(team)[:20]))
        sys.exit(43)
    log.write("input %d: ok\n" % n)
if 2 * n < 8:
    open(feedback + "nextpass.in", "w").write("%d\n" % (2 * n))
sys.exit(42)
