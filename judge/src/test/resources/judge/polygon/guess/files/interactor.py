# The interactor of the "guess" Polygon package (testlib convention: interactor input output).
# Sends n; answers "? x" with "<", ">" or "="; expects "! x" within ceil(log2 n) + 1 queries.
# Writes "found SECRET QUERIES" to the output file for the checker. Exit 0 ok, 1 WA, 2 PE, 3 FAIL.
import sys

n, secret = map(int, open(sys.argv[1]).read().split())
out = open(sys.argv[2], "w")
allowed = 1
while (1 << (allowed - 1)) < n:
    allowed += 1


def end(code, text):
    out.write(text + "\n")
    out.close()
    sys.stderr.write(text + "\n")
    sys.exit(code)


print(n, flush=True)
queries = 0
while True:
    line = sys.stdin.readline()
    if not line:
        end(1, "the solution ended without an answer after %d queries" % queries)
    t = line.split()
    if len(t) != 2 or t[0] not in ("?", "!") or not t[1].lstrip("-").isdigit():
        end(2, "expected '? x' or '! x', got '%s'" % line.strip()[:40])
    x = int(t[1])
    if t[0] == "!":
        if x != secret:
            end(1, "answered %d, the number was %d" % (x, secret))
        end(0, "found %d %d" % (secret, queries))
    queries += 1
    if queries > allowed:
        end(1, "more than %d queries" % allowed)
    print("<" if secret < x else ">" if secret > x else "=", flush=True)
