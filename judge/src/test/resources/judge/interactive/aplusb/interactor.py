# A testlib-convention interactor (interactor input output [answer]), as testlib's A+B example:
# sends each query, writes the solution's reply to the output file, and accepts; it checks nothing.
import sys

words = open(sys.argv[1]).read().split()
n = int(words[0])
with open(sys.argv[2], "w") as tout:
    for i in range(n):
        print(words[1 + 2 * i], words[2 + 2 * i], flush=True)
        reply = sys.stdin.readline().split()
        if not reply:
            sys.stderr.write("wrong output format Unexpected end of file - int32 expected\n")
            sys.exit(2)
        tout.write(reply[0] + "\n")
sys.stderr.write("ok %d queries processed\n" % n)
