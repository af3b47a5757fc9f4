package org.arbitre.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.Sha256;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Program;

/**
 * A bot's source as a program: written under {@code work/src/<sha256>/} with its own name and
 * built through the judge's language layer (in the sandbox, cached by content), so the server's
 * compile check at upload and every worker's build are the same build.
 */
final class Builds {
  private final Compiler compiler;
  private final Path sources;
  private final Contest contest;

  Builds(Compiler compiler, Path work, Contest contest) {
    this.compiler = compiler;
    this.sources = work.resolve("src");
    this.contest = contest;
  }

  /** A file name members may upload: plain, with the ending of a language this contest allows. */
  String checkFileName(String fileName) {
    if (fileName == null || !fileName.matches("[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}")) {
      throw BadRequest.of("builds.fileName").on("source");
    }
    language(fileName, null);
    return fileName;
  }

  /**
   * The language of an uploaded file, by its ending, among those this contest allows: a
   * {@code .py} is PyPy's in a contest that allows {@code pypy3} and not {@code python}; where
   * both are allowed its first line decides ({@code #!/usr/bin/env pypy3}), as on the command line.
   * {@code file}: the file as written (null: only the name is known yet).
   */
  private Language language(String fileName, Path file) {
    Language byEnding = Languages.forFile(file != null ? file : Path.of(fileName))
        .filter(l -> l != Languages.COMMAND_LINE)
        .orElseThrow(() -> BadRequest.of("builds.unknownLanguage", fileName, allowedText()).on("source"));
    boolean python = byEnding.id().equals("python") || byEnding.id().equals("pypy3");
    List<String> allowed = (python ? List.of("python", "pypy3") : List.of(byEnding.id())).stream()
        .filter(contest.languages()::contains).toList();
    if (allowed.isEmpty()) {
      throw BadRequest.of("builds.notAllowed", byEnding.id(), allowedText()).on("source");
    }
    return allowed.size() == 1 ? Languages.byId(allowed.get(0)).orElseThrow() : byEnding;
  }

  /** "Java (.java), Pascal (Free Pascal) (.pas .pp)" */
  private String allowedText() {
    return String.join(", ", contest.allowed().stream().map(a -> a.name() + " (" + a.endingsText() + ")").toList());
  }

  /** Builds {@code source}: the program, or the compiler's message. */
  Program build(String fileName, byte[] source) throws CompileError, IOException {
    checkFileName(fileName);
    Path dir = sources.resolve(Sha256.hex(source).substring(0, 16) + "-" + Sha256.hex(fileName).substring(0, 8));
    Path file = dir.resolve(fileName);
    if (!Files.isRegularFile(file)) {
      Files.createDirectories(dir);
      Path tmp = Files.createTempFile(dir, ".upload", ".tmp");
      Files.write(tmp, source);
      Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }
    try {
      return compiler.prepare(file, language(fileName, file));
    } catch (CompileError e) {
      throw new CompileError(ownNames(e.getMessage(), fileName, dir));
    }
  }

  /**
   * A compiler's message with the file's own name where it named the server's copy
   * ({@code /srv/contest/work/src/3f2a.../Main.java:3: error} becomes {@code Main.java:3: error},
   * whatever folder the build ran in) and no other path of the server's folders.
   */
  static String ownNames(String message, String fileName, Path dir) {
    String out = message.replaceAll("/[^\\s:'\"()<>]*/(" + java.util.regex.Pattern.quote(fileName) + ")", "$1");
    return out.replace(dir.toAbsolutePath() + "/", "").replace(dir.toAbsolutePath().toString(), ".");
  }
}
