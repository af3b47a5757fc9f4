/* A random m,n,k bot (docs/rules.md, section 1) that forgets to flush: its move stays in stdio's
   buffer (a pipe is fully buffered) while it waits for the opponent's. */
#include <stdio.h>
#include <stdlib.h>

int taken[64][64];

int main(void) {
    int me, turn = 1, x, y;
    if (scanf("%d", &me) != 1) return 0;
    for (;;) {
        if (turn == me) {
            do { x = rand() % 7 + 1; y = rand() % 7 + 1; } while (taken[x][y]);
            taken[x][y] = 1;
            printf("%d %d\n", x, y);
        } else {
            if (scanf("%d %d", &x, &y) != 2) return 0;
            taken[x][y] = 1;
        }
        turn = 3 - turn;
    }
}
