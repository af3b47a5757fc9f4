#include <cstdio>
#include "sum.h"

long long sum(long long n) {
  long long s = 0, x;
  for (long long i = 0; i < n; i++) {
    if (std::scanf("%lld", &x) == 1) s += x;
  }
  return s;
}
