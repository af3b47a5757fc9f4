/* An m,n,k bot that touches 256 MiB on its first turn, then plays: over a resident limit, it loses (Q). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  int me, x, y;
  if (scanf("%d", &me) != 1) return 1;
  if (me == 2 && scanf("%d %d", &x, &y) != 2) return 1;
  for (int i = 0; i < 256; i++) {
    char *p = malloc(1 << 20);
    memset(p, i, 1 << 20);
    usleep(1000);
  }
  printf("1\n1\n");
  fflush(stdout);
  for (;;) {
    if (scanf("%d %d", &x, &y) != 2) return 0;
    printf("2\n%d\n", y);
    fflush(stdout);
  }
}
