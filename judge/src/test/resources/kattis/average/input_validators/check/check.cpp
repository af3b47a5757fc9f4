// Input validator (a folder: this file and its header, built together): n, then n integers in [0, 10^6].
#include "read.h"

int main() {
  long long n = read_int(1, 1000000, '\n');
  for (long long i = 0; i < n; i++) {
    read_int(0, 1000000, i + 1 < n ? ' ' : '\n');
  }
  if (std::getchar() != EOF) fail("trailing data");
  return 42;
}
