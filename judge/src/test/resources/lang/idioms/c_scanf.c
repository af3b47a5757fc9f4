#include <stdio.h>
int main(void) {
    int n; long long s = 0, x;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) { scanf("%lld", &x); s += x; }
    printf("%lld\n", s);
    return 0;
}
