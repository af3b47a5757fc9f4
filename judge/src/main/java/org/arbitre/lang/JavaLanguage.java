package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.UserError;

/**
 * Java with the system {@code javac}/{@code java}. The class to run is the file's single public
 * class, or {@code Main}. The memory limit is the heap ({@code -Xmx}), as DMOJ, Kattis and
 * Codeforces do; the heap peak is read afterwards from the GC log ({@link JavaHeapLog}).
 * {@code --release N} is passed to javac only when asked (e.g. 8, the rule for problems/).
 */
public final class JavaLanguage implements JvmLanguage {
  /** A JVM does not start with a smaller heap than this (callers check their limit against it). */
  public static final long MIN_HEAP_BYTES = 3L << 20;
  private static final Pattern EXCEPTION =
      Pattern.compile("Exception in thread \"[^\"]*\" ([\\w.$]+)(?::\\s*(.*))?");
  private static final Pattern OUT_OF_MEMORY = Pattern.compile("java\\.lang\\.OutOfMemoryError(: [^\\n]*)?");

  private final Optional<Integer> release;

  public JavaLanguage() {
    this(Optional.empty());
  }

  public JavaLanguage(Optional<Integer> release) {
    this.release = release;
  }

  @Override
  public String id() {
    return "java";
  }

  @Override
  public List<String> extensions() {
    return List.of(".java");
  }

  @Override
  public String entryName(String source) {
    JavaSource src = JavaSource.parse(source);
    if (src.packageName().isPresent()) {
      throw new UserError(
          "the Java file declares 'package "
              + src.packageName().get()
              + ";': single-file solutions use the default package, remove that line");
    }
    return src.mainClass() + ".java";
  }

  @Override
  public List<String> compileArgv(String entry) {
    List<String> argv = JvmLanguage.compilerArgv("javac", "-encoding", "UTF-8", "-nowarn");
    release.ifPresent(r -> argv.addAll(List.of("--release", r.toString())));
    argv.addAll(List.of("-d", ".", entry));
    return argv;
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    List<String> argv = new ArrayList<>(List.of("java"));
    argv.addAll(JvmOptions.of(options));
    argv.addAll(List.of("-cp", dir.toString(), entry.substring(0, entry.length() - ".java".length())));
    return argv;
  }

  /** An OutOfMemoryError, else the uncaught exception's class and message, in a JVM's output. */
  static Optional<Failure> failureIn(String text) {
    Matcher oom = OUT_OF_MEMORY.matcher(text);
    if (oom.find()) {
      return Optional.of(new Failure(true, oom.group().strip()));
    }
    Matcher e = EXCEPTION.matcher(text);
    if (e.find()) {
      return Optional.of(new Failure(false, e.group(1) + (e.group(2) == null ? "" : ": " + Failure.cut(e.group(2).strip()))));
    }
    return Optional.empty();
  }

  @Override
  public Optional<String> missingAfterBuild(Path dir, String entry) {
    String main = entry.substring(0, entry.length() - ".java".length());
    return java.nio.file.Files.exists(dir.resolve(main + ".class")) ? Optional.empty()
        : Optional.of("no class " + main + " in the file (is it empty?): declare 'public class " + main
            + "' with a main method");
  }

  @Override
  public String selfTest() {
    return "public class Main { public static void main(String[] a) throws Exception {"
        + " System.in.transferTo(System.out); } }\n";
  }
}
