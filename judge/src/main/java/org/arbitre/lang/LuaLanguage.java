package org.arbitre.lang;

import java.util.List;

/**
 * Lua 5.4: {@code luac5.4 -p} as the compile step (a syntax error is CE), then
 * {@code lua5.4 main.lua}. An error ends the run with {@code lua5.4: main.lua:3: ...};
 * {@code not enough memory} is out of memory.
 */
public final class LuaLanguage extends PlainLanguage {
  public LuaLanguage() {
    super("lua", List.of(".lua"), List.of("luac5.4", "-p", "{entry}"), List.of("lua5.4", "{dir}/{entry}"),
        "^lua5\\.4: \\S*?([\\w.]+:\\d+: [^\\n]*)",
        "^lua5\\.4: [^\\n]*not enough memory");
  }

  @Override
  public String selfTest() {
    return "io.write(io.read(\"a\"))\n";
  }
}
