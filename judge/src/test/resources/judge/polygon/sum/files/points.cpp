// A checker of "sum" that gives points, as testlib's quitp does: 1 off is half the points, more is
// none. It leaves a correct output's rest unread: quitf(_ok) then finds the extra output itself.
#include "testlib.h"

int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  long long want = ans.readLong();
  long long got = ouf.readLong();
  ensuref(want >= 0 || got >= 0, "the answer %lld is negative", want);
  if (got == want) quitf(_ok, "the sum is %lld", got);
  if (got == want - 1 || got == want + 1) quitp(0.5, "one off");
  quitp(0.0, "far off");
}
