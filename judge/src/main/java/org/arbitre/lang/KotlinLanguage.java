package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Kotlin on the JVM: {@code kotlinc} makes a jar with the Kotlin runtime in it, run by
 * {@code java} as the class {@code MainKt} (the file is built as {@code main.kt}; in a folder
 * program, the class of the file with {@code fun main}). The memory
 * policy is Java's: the limit is the heap ({@code -Xmx}), read afterwards from the GC log.
 */
public final class KotlinLanguage implements JvmLanguage {
  @Override
  public String id() {
    return "kotlin";
  }

  @Override
  public List<String> extensions() {
    return List.of(".kt");
  }

  /**
   * Kotlin 1.6's {@code readln()} and {@code readlnOrNull()}, which Debian's Kotlin 1.3 lacks and
   * today's Kotlin programs read their input with: declared in {@code kotlin.io} (a package every
   * file imports, hence {@code -Xallow-kotlin-package}), so a program's own {@code readln} wins.
   */
  static final String READLN_FILE = "arbitre-readln.kt";

  private static final String READLN = """
      @file:JvmName("ArbitreReadln")
      package kotlin.io

      fun readln(): String = readLine() ?: throw RuntimeException("EOF has already been reached")

      fun readlnOrNull(): String? = readLine()
      """;

  @Override
  public java.util.Map<String, String> supportFiles() {
    return java.util.Map.of(READLN_FILE, READLN);
  }

  /**
   * {@code -J-XX:-PrintWarnings}: Debian's kotlinc starts its JVM with a deprecated flag, whose
   * warning led every compile error. Its JVM runs as javac's ({@link JvmLanguage#COMPILER_JVM}: a
   * self-test compile took 5.4 s of CPU, then 3.5 s).
   */
  @Override
  public List<String> compileArgv(String entry) {
    return List.copyOf(JvmLanguage.compilerArgv("kotlinc", "-J-XX:-PrintWarnings", "-nowarn", "-Xallow-kotlin-package",
        entry, READLN_FILE, "-include-runtime", "-d", "prog.jar"));
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    List<String> argv = new ArrayList<>(List.of("java"));
    argv.addAll(JvmOptions.of(options));
    argv.addAll(List.of("-cp", dir.resolve("prog.jar").toString(), fileClass(entry)));
    return argv;
  }

  /** The class Kotlin makes of a file's top level: {@code main.kt} → {@code MainKt}, {@code src/app.kt} → {@code AppKt}. */
  static String fileClass(String entry) {
    String stem = Path.of(entry).getFileName().toString().replaceFirst("\\.kt$", "");
    return Character.toUpperCase(stem.charAt(0)) + stem.substring(1) + "Kt";
  }

  @Override
  public String selfTest() {
    return "fun main() { System.`in`.transferTo(System.out) }\n";
  }
}
