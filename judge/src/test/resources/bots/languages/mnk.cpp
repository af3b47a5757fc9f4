// A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <vector>

// The next integer; exits at the end message (a token starting with F) or the end of input.
static int next() {
  std::string t;
  if (!(std::cin >> t) || t[0] == 'F') std::exit(0);
  return std::stoi(t);
}

int main() {
  int w = 20, h = 20;
  if (const char *b = std::getenv("ARBITRE_BOARD")) std::sscanf(b, "%dx%d", &w, &h);
  std::vector<bool> taken(w * h);
  std::mt19937 rng(std::random_device{}());
  bool turn = next() == 1;
  for (int left = w * h;; turn = !turn, left--) {
    if (turn) {
      int c;
      do c = rng() % (w * h); while (taken[c]);
      taken[c] = true;
      std::cout << c % w + 1 << '\n' << c / w + 1 << std::endl;
    } else {
      int x = next(), y = next();
      taken[(y - 1) * w + x - 1] = true;
    }
    if (left == 1) next();
  }
}
