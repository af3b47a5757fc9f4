// The checker of "sum" in a Polygon package (files/check.cpp, testlib.h beside it).
#include "testlib.h"

int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  long long n = inf.readLong();
  long long want = ans.readLong();
  long long got = ouf.readLong();
  if (!ouf.seekEof()) quitf(_pe, "extra output after the sum");
  if (n < 0) quitf(_fail, "bad input: n = %lld", n);
  if (got != want) quitf(_wa, "expected %lld, found %lld", want, got);
  quitf(_ok, "the sum is %lld", got);
}
