/* A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int w = 20, h = 20;
static char taken[1 << 16];

/* The next integer; exits at the end message (a token starting with F) or the end of input. */
static int next(void) {
  char t[32];
  if (scanf("%31s", t) != 1 || t[0] == 'F') exit(0);
  return atoi(t);
}

int main(void) {
  const char *b = getenv("ARBITRE_BOARD");
  if (b) sscanf(b, "%dx%d", &w, &h);
  srand((unsigned) time(NULL));
  int turn = next() == 1, left = w * h;
  for (;; turn = !turn, left--) {
    if (turn) {
      int c;
      do c = rand() % (w * h); while (taken[c]);
      taken[c] = 1;
      printf("%d\n%d\n", c % w + 1, c / w + 1);
      fflush(stdout);
    } else {
      int x = next(), y = next();
      taken[(y - 1) * w + x - 1] = 1;
    }
    if (left == 1) next();
  }
}
