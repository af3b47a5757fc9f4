// A checker of "sum" with testlib's other scored endings: quitpi (points given as a word for a
// scorer) on the right sum, "partially correct" (_pc) otherwise: 13 when one off, 0 when farther.
#include "testlib.h"

int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  long long want = ans.readLong();
  long long got = ouf.readLong();
  if (got == want) quitpi("full", "the sum");
  if (got == want - 1 || got == want + 1) quitf(_pc(13), "one off");
  quitf(_pc(0), "far off");  // exits 0, as testlib's _pc(0) does: still not accepted
}
