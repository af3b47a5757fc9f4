#include <cstdio>
#include <cstdlib>

inline void fail(const char* why) {
  std::fprintf(stderr, "%s\n", why);
  std::exit(43);
}

// Reads a non-negative integer in [lo, hi] followed by the separator sep.
inline long long read_int(long long lo, long long hi, char sep) {
  long long v = 0;
  int c = std::getchar(), digits = 0;
  while (c >= '0' && c <= '9') {
    v = v * 10 + (c - '0');
    if (++digits > 7) fail("number too long");
    c = std::getchar();
  }
  if (digits == 0) fail("expected a number");
  if (v < lo || v > hi) fail("number out of range");
  if (c != sep) fail("bad separator");
  return v;
}
