// An accepted submission given as a folder of two sources compiled together.
#include <cstdio>
#include "sum.h"

int main() {
  long long n;
  if (std::scanf("%lld", &n) != 1) return 1;
  std::printf("%.9f\n", (double) sum(n) / n);
}
