# A Kattis validator that waits for the end of the solution's output before it answers: it reads
# the solution's stdin to end of file (the solution has closed its stdout but runs on, waiting for
# this answer), then sends "bye" and accepts. If the solution's closed stdout never reached it as
# end of file, both would wait until the solution's wall limit (TLE).
import sys
got = sys.stdin.read()
print("bye", flush=True)
with open(sys.argv[3] + "judgemessage.txt", "w") as fb:
    fb.write("read %r to end of file\n" % got)
sys.exit(42 if got == "hello\n" else 43)
