# An input validator of "sum" in testlib's convention (stdin; exit 0 valid, 3 FAIL with testlib's
# message): n in [1, 100], then n integers; nothing else.
import sys

words = sys.stdin.read().split()


def fail(message):
    sys.stderr.write("FAIL " + message + " (stdin)\n")
    sys.exit(3)


if not words:
    fail("Unexpected end of file - int32 expected")
n = int(words[0])
if not 1 <= n <= 100:
    fail("Integer parameter [name=n] equals to %d, violates the range [1, 100]" % n)
if len(words) != n + 1:
    fail("Expected EOF")
