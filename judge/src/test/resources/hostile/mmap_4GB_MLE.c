/* Maps 4 GB and touches it page by page: over the memory limit (MLE) long before the end. */
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
  size_t size = (size_t) 4 << 30;
  char *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return 3;
  for (size_t i = 0; i < size; i += 4096) p[i] = 1;
  printf("%d\n", p[4096]);
  return 0;
}
