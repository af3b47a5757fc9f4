/* Hostile bot: reads its number, then computes forever. Expected: it loses with T. */
#include <stdio.h>

int main(void) {
  int n;
  volatile unsigned long spin = 0;
  if (scanf("%d", &n) != 1) return 1;
  for (;;) spin++;
}
