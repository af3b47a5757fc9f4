package org.arbitre.lang;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.arbitre.Inputs;
import org.arbitre.Sha256;
import org.arbitre.UserError;
import org.arbitre.process.BuildCache;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * Turns what a user names (a source file, an executable, a command line) into a {@link Program}.
 * Compiles once per content: the build folder is {@code <cache>/<sha-256 of language, compile
 * flags, entry name and source>} (for C and C++ also the headers in the source's folder, which is
 * on their include path); a compile error is kept there too, so it is not recompiled
 * either. Builds happen in a temporary folder renamed into place, so concurrent runs are safe.
 */
public final class Compiler {
  static final String ERROR_FILE = "compile-error.txt";
  /**
   * A compiler's: 60 s of CPU, and five times that of wall time, for a machine busy with other
   * work (g++ on the real testlib.h took 9 s of CPU but 60 s of wall time on a loaded machine).
   */
  private static final Limits COMPILE_LIMITS =
      new Limits(Duration.ofSeconds(60), Duration.ofSeconds(300), 0, Limits.DEFAULT_OUTPUT_BYTES);
  private static final int MAX_MESSAGE_LINES = 40;

  private final ProcessRunner runner;
  private final BuildCache cache;
  private final Optional<String> path;

  /** A compiler that does not check for toolchains first (a missing one fails at its compile or run). */
  public Compiler(ProcessRunner runner, BuildCache cache) {
    this(runner, cache, Optional.empty());
  }

  /**
   * A compiler that refuses, in one line naming the Debian package, a language whose toolchain is
   * not on {@code path} (the {@code PATH} variable) before anything is built.
   */
  public Compiler(ProcessRunner runner, BuildCache cache, Optional<String> path) {
    this.runner = runner;
    this.cache = cache;
    this.path = path;
  }

  /** The {@code PATH} this compiler looks for toolchains on (empty: it does not look). */
  public Optional<String> path() {
    return path;
  }

  /**
   * A source file of a known language (by its ending), an executable file (run as is), or a
   * command line with spaces (run through {@code sh -c} in the current directory).
   */
  public Program prepare(String spec) throws CompileError, IOException {
    return prepare(resolve(spec, Optional.empty()));
  }

  /**
   * A problem's own program (a checker, an interactor, a validator): a file as {@link #prepare(String)}
   * takes, or a folder of sources ({@link #prepareDirectory}, as the Kattis format allows). One
   * that does not compile is the problem's fault: a {@link UserError} "the ROLE PATH does not compile: ...".
   */
  public Program prepareTool(Path path, String role) throws IOException {
    try {
      return Files.isDirectory(path) ? prepareDirectory(path) : prepare(path.toString());
    } catch (CompileError e) {
      throw e.asUserError("the " + role + " " + path);
    }
  }

  /**
   * What {@code spec} names, without building it: a source file (a Java file compiled with
   * {@code javac --release R} when {@code javaRelease} is given), an executable, or a command line.
   *
   * @throws UserError for a missing file or a file of no known language
   */
  public static Source resolve(String spec, Optional<Integer> javaRelease) {
    return resolve(spec, javaRelease, Optional.empty());
  }

  /**
   * The same, in {@code language} when one is given ({@code --language}): a source file of any
   * ending (or none), run as that language rather than the one its ending names.
   *
   * @throws UserError for a missing file, or a command line given a language
   */
  public static Source resolve(String spec, Optional<Integer> javaRelease, Optional<Language> language) {
    Path path = Path.of(spec);
    if (language.isPresent() && language.get() != Languages.COMMAND_LINE) {
      Inputs.readableFile(path, "file"); // missing, a folder, a command line: say which
      Language l = language.get();
      return new Source(spec, javaRelease.isPresent() && l instanceof JavaLanguage ? new JavaLanguage(javaRelease) : l,
          path, null);
    }
    if (!spec.isBlank() && (!spec.strip().contains(" ") || Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS))) {
      Inputs.readableFile(path, "file"); // missing, a broken link, a folder, unreadable: say which
    }
    if (Files.isRegularFile(path)) {
      Optional<Language> lang = Languages.forFile(path);
      if (lang.isEmpty() && Files.isExecutable(path)) {
        return new Source(spec, Languages.COMMAND_LINE, null, shellQuote(path.toAbsolutePath().toString()));
      }
      Language l = lang.or(() -> Languages.forShebang(path)).orElseThrow(() -> new UserError(Languages.unknownFile(path)));
      if (javaRelease.isPresent() && l instanceof JavaLanguage) {
        l = new JavaLanguage(javaRelease);
      }
      return new Source(spec, l, path, null);
    }
    if (spec.isBlank() || !spec.strip().contains(" ")) {
      throw new UserError("no such file: " + spec);
    }
    return new Source(spec, Languages.commandLine(spec), null, spec);
  }

  /** A file, as {@link #prepare(String)} takes it. */
  public Program prepare(Path file) throws CompileError, IOException {
    return prepare(file.toString());
  }

  /** Builds (once per content) what {@link #resolve} found. */
  public Program prepare(Source source) throws CompileError, IOException {
    return source.isFile() ? prepare(source.file(), source.language()) : commandLine(source.commandLine());
  }

  /** A source file in the given language (e.g. a {@link JavaLanguage} with {@code --release 8}). */
  public Program prepare(Path source, Language lang) throws CompileError, IOException {
    path.ifPresent(p -> Languages.checkInstalled(lang, p));
    byte[] bytes = Inputs.read(source, "file");
    String entry = lang.entryName(new String(bytes, StandardCharsets.UTF_8));
    // C and C++ read the headers beside the source (-I its folder) and in its parent (-iquote):
    // they are part of the key, the folders' paths are not (the same source and headers elsewhere
    // are the same build)
    Path folder = source.toAbsolutePath().normalize().getParent();
    boolean beside = lang.includesBeside() && folder != null;
    Path parent = beside ? includedParent(folder) : null;
    List<Path> folders = !beside ? List.of() : parent == null ? List.of(folder) : List.of(folder, parent);
    String name = hash(lang.id(), lang.compileArgv(entry), entry, bytes, headers(folders));
    build(name, entry, bytes, beside ? lang.compileArgv(entry, folder) : lang.compileArgv(entry), lang, folders);
    Path dir = cache.dir().resolve(name);
    Path error = dir.resolve(ERROR_FILE);
    if (Files.exists(error)) {
      throw new CompileError(nameSource(Files.readString(error), entry, source));
    }
    return new Program(lang, dir, entry, source.toString());
  }

  /**
   * A source given by its content rather than as a file (a built-in bot, read from the jar), in a
   * language that reads no headers beside its source (Java, Python): built once per content as a
   * file of that content would be (the same build). Its origin, named in messages and hashed in a
   * tournament's manifest, is the copy of the source in its build folder.
   */
  public Program prepare(byte[] source, Language lang) throws CompileError, IOException {
    if (lang.includesBeside()) {
      throw new IllegalArgumentException(lang.id() + " reads the headers beside its source: give a file");
    }
    String entry = lang.entryName(new String(source, StandardCharsets.UTF_8));
    String name = hash(lang.id(), lang.compileArgv(entry), entry, source);
    build(name, entry, source, lang.compileArgv(entry), lang, List.of());
    Path dir = cache.dir().resolve(name);
    Path copy = dir.resolve(entry);
    Path error = dir.resolve(ERROR_FILE);
    if (Files.exists(error)) {
      throw new CompileError(nameSource(Files.readString(error), entry, copy));
    }
    return new Program(lang, dir, entry, copy.toString());
  }

  /**
   * The parent of a C or C++ source's folder, searched for {@code #include "..."} after the folder
   * itself (testlib's own layout: {@code checkers/wcmp.cpp} and {@code testlib.h} one level up);
   * null for a folder at the root or just below it ({@code /tmp}), whose parent is everyone's.
   */
  static Path includedParent(Path sourceDir) {
    Path parent = sourceDir.getParent();
    return parent == null || parent.getParent() == null ? null : parent;
  }

  /** The headers of {@code folders}, as one digest part of the cache key (empty: none). */
  private static byte[] headers(List<Path> folders) {
    java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
    for (int i = 0; i < folders.size(); i++) {
      byte[] d = Headers.digest(folders.get(i));
      if (i > 0 && d.length > 0) {
        all.write('/');
      }
      all.writeBytes(d);
    }
    return all.toByteArray();
  }

  /**
   * A program given as a folder of files (Kattis validators and submissions): built together,
   * once per content ({@link DirectoryProgram}).
   */
  public Program prepareDirectory(Path dir) throws CompileError, IOException {
    return DirectoryProgram.prepare(dir, runner, cache);
  }

  /** The same with its language and entry point given (each null: found as above). */
  public Program prepareDirectory(Path dir, Language language, String entrypoint) throws CompileError, IOException {
    return DirectoryProgram.prepare(dir, runner, cache, language, entrypoint);
  }

  /** A command line, run through {@code sh -c} in the directory arbitre was started from. */
  public Program commandLine(String commandLine) {
    if (commandLine.isBlank()) {
      throw new UserError("empty command line");
    }
    return new Program(Languages.commandLine(commandLine), Path.of("").toAbsolutePath(), commandLine, commandLine);
  }

  private void build(String name, String entry, byte[] source, List<String> argv, Language lang, List<Path> reads)
      throws CompileError, IOException {
    cache.<CompileError>build(name, tmp -> {
      Files.write(tmp.resolve(entry), source);
      for (var f : lang.supportFiles().entrySet()) {
        Files.writeString(tmp.resolve(f.getKey()), f.getValue());
      }
      if (!argv.isEmpty()) {
        Path out = tmp.resolve(".compile.out");
        Path err = tmp.resolve(".compile.err");
        RunResult r = runner.run(Command.of(tmp, argv).withReads(reads), COMPILE_LIMITS, null, out, err);
        switch (r.outcome()) {
          case EXITED -> {
            if (r.exitCode() != 0) {
              // decoded leniently: a compiler quotes the source's bytes, which need not be UTF-8
              String message = trim(new String(Files.readAllBytes(err), StandardCharsets.UTF_8) + "\n"
                  + new String(Files.readAllBytes(out), StandardCharsets.UTF_8));
              Files.writeString(tmp.resolve(ERROR_FILE), message.isEmpty() ? "exit code " + r.exitCode() : message);
            } else {
              Optional<String> missing = lang.missingAfterBuild(tmp, entry);
              if (missing.isPresent()) {
                Files.writeString(tmp.resolve(ERROR_FILE), missing.get());
              }
            }
          }
          case FAILED_TO_START -> throw new UserError(
              "cannot run " + argv.get(0) + " (" + r.detail() + "); install it, e.g. with scripts/setup");
          default -> throw new CompileError(argv.get(0) + " did not finish: " + r.outcome() + " " + r.detail());
        }
      }
      return true;
    });
  }

  /**
   * The compiler's message with the cached copy's name ({@code main.c:3:5: error...}) replaced by
   * the user's file, so the message points at the file they edit.
   */
  static String nameSource(String message, String entry, Path source) {
    return message.replaceAll("(?m)^(\\./)?" + java.util.regex.Pattern.quote(entry) + "(?=[:(])",
        java.util.regex.Matcher.quoteReplacement(source.toString()));
  }

  /** The compiler's message, stripped and cut to its first lines. */
  static String trim(String message) {
    List<String> lines = message.strip().lines().toList();
    if (lines.size() <= MAX_MESSAGE_LINES) {
      return String.join("\n", lines);
    }
    return String.join("\n", lines.subList(0, MAX_MESSAGE_LINES))
        + "\n... (" + (lines.size() - MAX_MESSAGE_LINES) + " more lines)";
  }

  static String hash(String language, List<String> argv, String entry, byte[] source) {
    return hash(language, argv, entry, source, new byte[0]);
  }

  /** The cache key; {@code headers}: the digest of the headers beside the source (empty: none read). */
  static String hash(String language, List<String> argv, String entry, byte[] source, byte[] headers) {
    String head = language + "\0" + String.join("\0", argv) + "\0" + entry + "\0";
    return headers.length == 0 ? Sha256.hex(head.getBytes(StandardCharsets.UTF_8), source)
        : Sha256.hex(head.getBytes(StandardCharsets.UTF_8), source, "\0headers\0".getBytes(StandardCharsets.UTF_8), headers);
  }

  private static String shellQuote(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }
}
