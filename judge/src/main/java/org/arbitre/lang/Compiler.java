package org.arbitre.lang;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * Turns what a user names (a source file, an executable, a command line) into a {@link Program}.
 * Compiles once per content: the build folder is {@code <cache>/<sha-256 of language, compile
 * flags, entry name and source>}; a compile error is kept there too, so it is not recompiled
 * either. Builds happen in a temporary folder renamed into place, so concurrent runs are safe.
 */
public final class Compiler {
  static final String ERROR_FILE = "compile-error.txt";
  private static final Limits COMPILE_LIMITS = Limits.generous(Duration.ofSeconds(60));
  private static final int MAX_MESSAGE_LINES = 40;

  private final ProcessRunner runner;
  private final Path cacheDir;

  public Compiler(ProcessRunner runner, Path cacheDir) {
    this.runner = runner;
    this.cacheDir = cacheDir;
  }

  /**
   * A source file of a known language (by its ending), an executable file (run as is), or a
   * command line with spaces (run through {@code sh -c} in the current directory).
   */
  public Program prepare(String spec) throws CompileError, IOException {
    Path path = Path.of(spec);
    if (Files.isRegularFile(path)) {
      if (Languages.forFile(path).isEmpty() && Files.isExecutable(path)) {
        return commandLine(shellQuote(path.toAbsolutePath().toString()));
      }
      return prepare(path);
    }
    if (spec.isBlank() || !spec.strip().contains(" ")) {
      throw new UserError("no such file: " + spec);
    }
    return commandLine(spec);
  }

  /** A source file, its language chosen by its name's ending. */
  public Program prepare(Path source) throws CompileError, IOException {
    Language lang = Languages.forFile(source).orElseThrow(() -> new UserError(
        "unknown language for " + source + " (known: " + Languages.knownExtensions()
            + "; or give a command line)"));
    return prepare(source, lang);
  }

  /** A source file in the given language (e.g. a {@link JavaLanguage} with {@code --release 8}). */
  public Program prepare(Path source, Language lang) throws CompileError, IOException {
    if (!Files.isRegularFile(source)) {
      throw new UserError("no such file: " + source);
    }
    byte[] bytes = Files.readAllBytes(source);
    String entry = lang.entryName(new String(bytes, StandardCharsets.UTF_8));
    List<String> argv = lang.compileArgv(entry);
    Path dir = cacheDir.resolve(hash(lang.id(), argv, entry, bytes));
    if (!Files.isDirectory(dir)) {
      build(dir, entry, bytes, argv);
    }
    Path error = dir.resolve(ERROR_FILE);
    if (Files.exists(error)) {
      throw new CompileError(nameSource(Files.readString(error), entry, source));
    }
    return new Program(lang, dir, entry, source.toString());
  }

  /** A command line, run through {@code sh -c} in the directory arbitre was started from. */
  public Program commandLine(String commandLine) {
    if (commandLine.isBlank()) {
      throw new UserError("empty command line");
    }
    return new Program(Languages.COMMAND_LINE, Path.of("").toAbsolutePath(), commandLine, commandLine);
  }

  private void build(Path dir, String entry, byte[] source, List<String> argv)
      throws CompileError, IOException {
    Files.createDirectories(cacheDir);
    Path tmp = Files.createTempDirectory(cacheDir, dir.getFileName() + ".tmp");
    try {
      Files.write(tmp.resolve(entry), source);
      if (!argv.isEmpty()) {
        Path out = tmp.resolve(".compile.out");
        Path err = tmp.resolve(".compile.err");
        RunResult r = runner.run(Command.of(tmp, argv), COMPILE_LIMITS, null, out, err);
        switch (r.outcome()) {
          case EXITED -> {
            if (r.exitCode() != 0) {
              String message = trim(Files.readString(err) + "\n" + Files.readString(out));
              Files.writeString(tmp.resolve(ERROR_FILE), message.isEmpty() ? "exit code " + r.exitCode() : message);
            }
          }
          case FAILED_TO_START -> throw new UserError(
              "cannot run " + argv.get(0) + " (" + r.detail() + "); install it, e.g. with scripts/setup");
          default -> throw new CompileError(argv.get(0) + " did not finish: " + r.outcome() + " " + r.detail());
        }
      }
      try {
        Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
      } catch (FileSystemException e) {
        if (!Files.isDirectory(dir)) {
          throw e;
        } // else another run built the same program meanwhile (rename gave ENOTEMPTY): use theirs
      }
    } finally {
      if (Files.exists(tmp)) {
        PathUtils.deleteDirectory(tmp);
      }
    }
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
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      String head = language + "\0" + String.join("\0", argv) + "\0" + entry + "\0";
      sha.update(head.getBytes(StandardCharsets.UTF_8));
      sha.update(source);
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String shellQuote(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }
}
