/* Closes its stdin and stdout, then computes for ever: TLE, and killed. */
#include <unistd.h>
int main(void) {
  close(0);
  close(1);
  volatile unsigned long x = 0;
  for (;;) x++;
}
