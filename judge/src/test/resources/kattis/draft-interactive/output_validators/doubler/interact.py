# Sends three times the number of the input (not the input itself: a run that is not interactive
# fails) and wants twice what it sent back.
import sys

n = 3 * int(open(sys.argv[1]).read())
print(n, flush=True)
reply = sys.stdin.readline().strip()
if reply != str(2 * n):
    with open(sys.argv[3] + "/judgemessage.txt", "w") as f:
        f.write("expected %d, got '%s'\n" % (2 * n, reply))
    sys.exit(43)
sys.exit(42)
