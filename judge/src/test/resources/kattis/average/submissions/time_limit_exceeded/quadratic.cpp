// Too slow: recounts the prefix for every element (quadratic), fine on the small cases only.
#include <cstdio>
#include <vector>

int main() {
  long long n;
  if (std::scanf("%lld", &n) != 1) return 1;
  std::vector<long long> a(n);
  for (auto& x : a) std::scanf("%lld", &x);
  long long total = 0;
  for (long long i = 0; i < n; i++) {
    volatile long long prefix = 0;
    for (long long j = 0; j <= i; j++) prefix = prefix + a[j];
    if (i == n - 1) total = prefix;
  }
  std::printf("%.9f\n", (double) total / n);
}
