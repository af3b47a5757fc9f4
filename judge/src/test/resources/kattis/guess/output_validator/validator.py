# The guess interactor in the Kattis convention: validator input answer feedback_dir/; 42 AC, 43 WA.
import sys
n, secret = map(int, open(sys.argv[1]).read().split())
fb = open(sys.argv[3] + "judgemessage.txt", "w")
def end(code, msg):
    fb.write(msg + "\n"); fb.close(); sys.exit(code)
allowed = 1
while (1 << (allowed - 1)) < n:
    allowed += 1
print(n, flush=True)
q = 0
for line in sys.stdin:
    t = line.split()
    if len(t) != 2 or t[0] not in "?!":
        end(43, "bad line " + line[:40])
    x = int(t[1])
    if t[0] == "!":
        end(42 if x == secret else 43, "answer " + str(x))
    q += 1
    if q > allowed:
        end(43, "too many queries")
    print("<" if secret < x else ">" if secret > x else "=", flush=True)
end(43, "no answer")
