package org.arbitre.lang;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arbitre.Sha256;
import org.arbitre.UserError;
import org.arbitre.process.BuildCache;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * A program given as a folder of several files, as the Kattis package format allows for
 * validators and submissions, built once per content into the cache:
 * <ul>
 *   <li>with a {@code build} and/or {@code run} script: {@code sh build} in a copy of the folder,
 *       then {@code run} is the program;
 *   <li>C or C++ sources: compiled together into one program, the folder on the include path
 *       ({@code -I.}: a validator with its own header beside it);
 *   <li>Python: {@code __main__.py}, else {@code main.py}, else the only {@code .py} file, run with
 *       the others beside it;
 *   <li>Java: every {@code .java} file compiled together; the class run is {@code Main}, else the
 *       only file's, else the only one with a {@code main} method;
 *   <li>Go, Kotlin, C#: every source compiled together (Kotlin runs the file with {@code fun main});
 *   <li>OCaml: every {@code .ml} file, in the order of their dependencies ({@code ocamldep -sort});
 *   <li>Rust, Pascal, Haskell: the main file ({@code main.rs}; the one that starts with
 *       {@code program}; {@code Main.hs}), which finds the others (modules, units) beside it;
 *   <li>the other scripts (JavaScript, Ruby, PHP, Bash, Lua): {@code main.*}, else the only file, run
 *       with the others beside it.
 * </ul>
 * Where these rules pick no main file, the Kattis format's do: a source named {@code main} in any
 * case ({@code Main.py}), else the first source by name.
 * The folder's language is that of its files (C++, C, Python and Java first); an
 * {@code entrypoint} names the main file instead.
 */
final class DirectoryProgram {
  private static final Limits BUILD_LIMITS = Limits.generous(Duration.ofSeconds(120));

  private DirectoryProgram() {}

  static Program prepare(Path dir, ProcessRunner runner, BuildCache cache) throws CompileError, IOException {
    return prepare(dir, runner, cache, null, null);
  }

  /**
   * The same with what a Kattis {@code submissions.yaml} may say of it: its {@code language}
   * (null: from its sources) and its {@code entrypoint} (null: the rules above), a file of the
   * folder or, for Java, a class whose file it is.
   */
  static Program prepare(Path dir, ProcessRunner runner, BuildCache cache, Language language, String entrypoint)
      throws CompileError, IOException {
    List<Path> files = files(dir);
    List<String> names = files.stream().map(f -> dir.relativize(f).toString()).toList();
    boolean scripts = names.contains("build") || names.contains("run");
    Language lang = scripts ? Languages.COMMAND_LINE : language != null ? language : language(dir, names);
    String entry = scripts ? "run" : entrypoint != null ? named(dir, entrypoint, names) : entry(dir, lang, names);
    List<String> argv = scripts ? (names.contains("build") ? List.of("sh", "build") : List.of())
        : compileArgv(lang, entry, names);
    String name = "dir-" + hash(lang.id(), argv, files, names);
    cache.<CompileError>build(name, tmp -> {
      for (int i = 0; i < files.size(); i++) {
        Path to = tmp.resolve(names.get(i));
        Files.createDirectories(to.getParent());
        Files.copy(files.get(i), to);
      }
      if (!scripts) {
        for (var f : lang.supportFiles().entrySet()) {
          Files.writeString(tmp.resolve(f.getKey()), f.getValue());
        }
      }
      if (!argv.isEmpty()) {
        Path out = tmp.resolve(".compile.out");
        Path err = tmp.resolve(".compile.err");
        RunResult r = runner.run(Command.of(tmp, argv), BUILD_LIMITS, null, out, err);
        if (!r.exitedCleanly()) {
          String message = new String(Files.readAllBytes(err), StandardCharsets.UTF_8).strip() + "\n"
              + new String(Files.readAllBytes(out), StandardCharsets.UTF_8).strip();
          Files.writeString(tmp.resolve(Compiler.ERROR_FILE),
              Compiler.trim(message.isBlank() ? argv.get(0) + ": " + r.outcome() + " " + r.detail() : message));
        }
      }
      return true;
    });
    Path built = cache.dir().resolve(name);
    if (Files.exists(built.resolve(Compiler.ERROR_FILE))) {
      throw new CompileError(Files.readString(built.resolve(Compiler.ERROR_FILE)));
    }
    if (scripts) {
      Path run = built.resolve("run");
      if (!Files.isRegularFile(run)) {
        throw new CompileError(dir + ": no run file after build");
      }
      run.toFile().setExecutable(true);
      return new Program(Languages.COMMAND_LINE, Path.of("").toAbsolutePath(),
          "'" + run.toAbsolutePath().toString().replace("'", "'\\''") + "'", dir.toString());
    }
    return new Program(lang, built, entry, dir.toString());
  }

  private static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      List<Path> files = s.filter(Files::isRegularFile)
          .filter(p -> !dir.relativize(p).toString().startsWith(".") && !p.getFileName().toString().startsWith("."))
          .sorted().toList();
      if (files.isEmpty()) {
        throw new UserError("no files in the program folder " + dir);
      }
      return files;
    }
  }

  /** Languages whose compiler takes every source of the folder at once. */
  private static final List<String> ALL_SOURCES = List.of("c", "cpp", "java", "go", "kotlin", "csharp");

  private static Language language(Path dir, List<String> names) {
    List<Language> order = new ArrayList<>(List.of("cpp", "c", "python", "java").stream()
        .map(id -> Languages.byId(id).orElseThrow()).toList());
    Languages.ALL.stream().filter(l -> !order.contains(l) && l != Languages.COMMAND_LINE).forEach(order::add);
    for (Language l : order) {
      if (names.stream().anyMatch(n -> l.extensions().stream().anyMatch(n::endsWith))) {
        return l;
      }
    }
    throw new UserError("no sources of a known language (" + Languages.knownExtensions()
        + ") nor build/run scripts in the program folder " + dir);
  }

  private static List<String> sources(Language lang, List<String> names) {
    return names.stream().filter(n -> lang.extensions().stream().anyMatch(n::endsWith)).toList();
  }

  private static String named(Path dir, String entrypoint, List<String> names) throws CompileError {
    for (String n : List.of(entrypoint, entrypoint.replace('.', '/') + ".java")) {
      if (names.contains(n)) {
        return n;
      }
    }
    throw new CompileError("the entry point " + entrypoint + " is not a file of " + dir);
  }

  private static String entry(Path dir, Language lang, List<String> names) {
    List<String> sources = sources(lang, names);
    String id = lang.id();
    List<String> mains = switch (id) {
      case "python", "pypy3" -> List.of("__main__.py", "main.py");
      case "java" -> List.of("Main.java");
      case "rust" -> List.of("main.rs", "src/main.rs");
      case "haskell" -> List.of("Main.hs", "main.hs");
      default -> lang.extensions().stream().map(e -> "main" + e).toList();
    };
    for (String main : mains) {
      if (names.contains(main)) {
        return main;
      }
    }
    // the Kattis format's rule: a source named main in any case (Main.py, MAIN.js)
    List<String> anyCase = sources.stream()
        .filter(n -> n.indexOf('/') < 0 && n.toLowerCase(java.util.Locale.ROOT).startsWith("main.")).toList();
    if (anyCase.size() == 1) {
      return anyCase.get(0);
    }
    if (ALL_SOURCES.contains(id) && !id.equals("java") && !id.equals("kotlin") || id.equals("ocaml")) {
      return sources.get(0); // every source is compiled; the entry only names the build
    }
    if (sources.size() == 1) {
      return sources.get(0);
    }
    // the one file that holds the program's start: Java's main method, Kotlin's fun main, Pascal's program
    String start = switch (id) {
      case "java" -> "static\\s+void\\s+main\\s*\\(";
      case "kotlin" -> "(?m)^\\s*fun\\s+main\\s*\\(";
      case "pascal" -> "(?im)^\\s*program\\s+\\w+";
      default -> null;
    };
    if (start != null) {
      java.util.regex.Pattern p = java.util.regex.Pattern.compile(start);
      List<String> found = sources.stream().filter(n -> p.matcher(read(dir.resolve(n))).find()).toList();
      if (found.size() == 1) {
        return found.get(0);
      }
    }
    // else, as the Kattis format says, the first source by name
    return sources.get(0);
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The language's compile command for its entry: over every source of the folder where the
   * compiler takes them all (C and C++: -I.), OCaml's in their dependencies' order, else the entry's.
   */
  private static List<String> compileArgv(Language lang, String entry, List<String> names) {
    List<String> single = lang.compileArgv(entry);
    if (lang.id().equals("ocaml")) {
      // ocamlopt links the modules in the order given: ocamldep sorts them, in the build folder
      List<String> argv = new ArrayList<>(single.subList(0, single.indexOf(entry)));
      argv.add("$(ocamldep -sort " + String.join(" ", sources(lang, names).stream().map(DirectoryProgram::quote).toList()) + ")");
      return List.of("sh", "-c", String.join(" ", argv));
    }
    if (!ALL_SOURCES.contains(lang.id())) {
      return single;
    }
    List<String> argv = new ArrayList<>();
    for (String a : single) {
      if (a.equals(entry)) {
        argv.add(entry);
        sources(lang, names).stream().filter(s -> !s.equals(entry)).forEach(argv::add);
      } else {
        argv.add(a);
      }
    }
    if (lang.id().equals("c") || lang.id().equals("cpp")) {
      argv.add(1, "-I.");
    }
    return argv;
  }

  private static String quote(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }

  private static String hash(String lang, List<String> argv, List<Path> files, List<String> names) {
    try {
      StringBuilder head = new StringBuilder(lang).append('\0').append(String.join("\0", argv)).append('\0');
      List<byte[]> parts = new ArrayList<>();
      parts.add(null);
      for (int i = 0; i < files.size(); i++) {
        head.append(names.get(i)).append('\0').append(Files.size(files.get(i))).append('\0');
        parts.add(Files.readAllBytes(files.get(i)));
      }
      parts.set(0, head.toString().getBytes(StandardCharsets.UTF_8));
      return Sha256.hex(parts.toArray(new byte[0][]));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
