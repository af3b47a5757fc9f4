package org.arbitre.process;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The environment a program runs in: the tool's own, less the variables that change how a
 * language's runtime behaves, so that a program does on a contest server what it did where it
 * was tried. A {@code PYTHONUNBUFFERED=1} in the shell that ran {@code arbitre} made a Python bot
 * that never flushes play there and lose elsewhere; {@code JAVA_TOOL_OPTIONS} changes a JVM's
 * heap, {@code NODE_OPTIONS}, {@code GOGC}, {@code OCAMLRUNPARAM} and {@code GHCRTS} their
 * runtimes', {@code LUA_INIT} runs code before the program, {@code LD_PRELOAD} loads a library
 * into it. What a language needs set, its run command sets itself ({@code env GOMEMLIMIT=...}).
 */
public final class RunEnvironment {
  /** Every variable whose name starts so: {@code PYTHONUNBUFFERED}, {@code PYTHONPATH}... */
  private static final List<String> PREFIXES = List.of("PYTHON", "RUBY", "NODE_", "GHCRTS", "MONO_", "LUA_",
      "PERL5", "RUST_");

  private static final Set<String> NAMES = Set.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS",
      "CLASSPATH", "GOGC", "GOMEMLIMIT", "GOMAXPROCS", "GODEBUG", "GOFLAGS", "OCAMLRUNPARAM", "CAMLRUNPARAM",
      "PHPRC", "PHP_INI_SCAN_DIR", "LD_PRELOAD", "LD_LIBRARY_PATH", "GLIBC_TUNABLES", "MALLOC_ARENA_MAX",
      "MALLOC_CHECK_", "MALLOC_PERTURB_");

  private RunEnvironment() {}

  /** Removes from {@code env} (a {@link ProcessBuilder}'s) the variables of a runtime's behaviour. */
  public static void scrub(Map<String, String> env) {
    env.keySet().removeIf(RunEnvironment::changesRuntime);
  }

  /** True for a variable that changes how a language's runtime behaves. */
  public static boolean changesRuntime(String name) {
    return NAMES.contains(name) || PREFIXES.stream().anyMatch(name::startsWith);
  }
}
