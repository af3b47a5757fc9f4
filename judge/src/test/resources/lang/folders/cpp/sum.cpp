#include <iostream>
#include "add.hpp"
int main() { int a, b; std::cin >> a >> b; std::cout << add(a, b) << "\n"; }
