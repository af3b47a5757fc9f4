package org.arbitre.lang;

import java.util.List;

/** C++: {@code g++ -O2 -std=gnu++17}. */
public final class CppLanguage extends GccLanguage {
  public CppLanguage() {
    super("cpp", List.of(".cpp", ".cc", ".cxx", ".c++", ".C"), List.of("g++", "-O2", "-std=gnu++17"), List.of());
  }

  @Override
  public String selfTest() {
    return "#include <iostream>\nint main(){std::cout<<std::cin.rdbuf();return 0;}\n";
  }
}
