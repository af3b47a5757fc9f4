// A generator of the "gen-sum" Polygon package: "gen N FIRST" prints N, then the N integers
// FIRST, FIRST + 1, ... on one line.
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: gen N FIRST\n");
    return 1;
  }
  int n = std::atoi(argv[1]);
  long first = std::atol(argv[2]);
  std::printf("%d\n", n);
  for (int i = 0; i < n; i++) {
    std::printf(i + 1 < n ? "%ld " : "%ld\n", first + i);
  }
  return 0;
}
