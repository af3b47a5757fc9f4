#include <iostream>
#include "add.hpp"
int main() { long long a, b; std::cin >> a >> b; std::cout << add(a, b) << "\n"; }
