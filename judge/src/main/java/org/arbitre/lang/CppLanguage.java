package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;

/** C++: {@code g++ -O2 -std=gnu++17}. */
public final class CppLanguage implements Language {
  @Override
  public String id() {
    return "cpp";
  }

  @Override
  public List<String> extensions() {
    return List.of(".cpp", ".cc", ".cxx", ".C");
  }

  @Override
  public List<String> compileArgv(String entry) {
    return List.of("g++", "-O2", "-std=gnu++17", "-o", "prog", entry);
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return List.of(dir.resolve("prog").toString());
  }

  @Override
  public String selfTest() {
    return "#include <iostream>\nint main(){std::cout<<std::cin.rdbuf();return 0;}\n";
  }
}
