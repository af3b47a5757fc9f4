#include <cstdio>
#include <cstdlib>
const long long MAX_VALUE = {{max_value}};
int main() {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2 || llabs(a) > MAX_VALUE || llabs(b) > MAX_VALUE) return 1;
  printf("%lld\n", a + b);
}
