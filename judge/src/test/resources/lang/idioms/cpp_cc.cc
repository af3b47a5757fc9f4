// A .cc file as C++ programmers write it: C's stdio for speed, a long long total.
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        std::scanf("%lld", &x);
        total += x;
    }
    std::printf("%lld\n", total);
    return 0;
}
