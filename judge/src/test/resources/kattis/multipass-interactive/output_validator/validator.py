# Says the pass's number, reads the answer: twice it is right; below 8 it is the next pass's input.
import sys
n = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
print(n, flush=True)
team = sys.stdin.readline().split()
with open(feedback + "judgemessage.txt", "a") as log:
    if team != [str(2 * n)]:
        log.write("said %d: expected %d, got %s\n" % (n, 2 * n, " ".join(team)[:20]))
        sys.exit(43)
    log.write("said %d: ok\n" % n)
if 2 * n < 8:
    open(feedback + "nextpass.in", "w").write("%d\n" % (2 * n))
sys.exit(42)
