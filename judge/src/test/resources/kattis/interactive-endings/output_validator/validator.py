# Sends the numbers of the input one a line, then closes its output (the submission reads to end of
# file) and reads the submission's one line: their sum. Like a validator written in C, it dies of
# SIGPIPE when it writes to a submission that has gone.
import os, signal, sys, time

signal.signal(signal.SIGPIPE, signal.SIG_DFL)
numbers = open(sys.argv[1]).read().split()[1:]
feedback = sys.argv[3]
time.sleep(0.3)  # a submission that exits at once has gone before the first line is written
for n in numbers:
    sys.stdout.write(n + "\n")
    sys.stdout.flush()
    time.sleep(0.05)  # one line a write: a write after the submission has gone is one of them
sys.stdout.flush()
os.close(1)  # sys.stdout.close() would leave the file descriptor open
answer = sys.stdin.readline().strip()
if answer != str(sum(map(int, numbers))):
    open(feedback + "judgemessage.txt", "w").write("expected %d, got '%s'\n" % (sum(map(int, numbers)), answer))
    sys.exit(43)
sys.exit(42)
