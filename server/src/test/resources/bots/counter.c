/* A test bot for the contest server (mnk on a 10 x 10 board): at start it adds one to the number
 * in data/count, so the file counts the matches whose changes were kept; on its turn it burns
 * SPIN_MS of CPU (a slow but honest thinker, never "blocked"), then plays the first empty cell
 * in reading order. Two of these against each other fill the board row by row: player 1 takes
 * every odd column, so column 1 is its five in a row after 41 moves. Exits on F or end of input. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define W 10
#define H 10
#define SPIN_MS 30

static int board[W * H];

static void spin(void) {
  clock_t end = clock() + (clock_t) SPIN_MS * CLOCKS_PER_SEC / 1000;
  volatile unsigned long x = 0;
  while (clock() < end) {
    x++;
  }
}

static int opponent(void) {
  char a[32], b[32];
  if (scanf("%31s", a) != 1 || a[0] == 'F') {
    return 0;
  }
  if (scanf("%31s", b) != 1) {
    return 0;
  }
  int x = atoi(a), y = atoi(b);
  if (x >= 1 && x <= W && y >= 1 && y <= H) {
    board[(y - 1) * W + x - 1] = 1;
  }
  return 1;
}

int main(void) {
  int count = 0;
  FILE *f = fopen("data/count", "r");
  if (f) {
    if (fscanf(f, "%d", &count) != 1) {
      count = 0;
    }
    fclose(f);
  }
  f = fopen("data/count", "w");
  if (f) {
    fprintf(f, "%d\n", count + 1);
    fclose(f);
  }
  int me;
  if (scanf("%d", &me) != 1) {
    return 0;
  }
  if (me == 2 && !opponent()) {
    return 0;
  }
  for (;;) {
    spin();
    int i = 0;
    while (i < W * H && board[i]) {
      i++;
    }
    if (i == W * H) {
      return 0;
    }
    board[i] = 1;
    printf("%d\n%d\n", i % W + 1, i / W + 1);
    fflush(stdout);
    if (!opponent()) {
      return 0;
    }
  }
}
