// Custom output validator (Kattis convention): checker input answer feedback_dir < output.
// Exit 42 accepted, 43 wrong answer; the message goes to feedback_dir/judgemessage.txt.
#include <fstream>
#include <iostream>
#include "verdict.h"

int main(int argc, char** argv) {
  std::ifstream answer(argv[2]);
  long long expected, got;
  answer >> expected;
  if (!(std::cin >> got)) {
    wrong(argv[3], "no number in the output");
  }
  if (got != expected) {
    wrong(argv[3], "expected " + std::to_string(expected) + ", got " + std::to_string(got));
  }
  std::string extra;
  if (std::cin >> extra) {
    wrong(argv[3], "more output than one number");
  }
  return 42;
}
