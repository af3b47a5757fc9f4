package org.arbitre.lang;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbitre.UserError;

/**
 * Every language Arbitre knows; a new language is one class, one entry in {@link #ALL} and one
 * in {@link #TOOLCHAINS} (the Debian package {@code scripts/languages} installs for it). Ids and
 * endings follow the Kattis problem package format's table of languages.
 */
public final class Languages {
  public static final CommandLineLanguage COMMAND_LINE = new CommandLineLanguage();

  public static final List<Language> ALL = List.of(new JavaLanguage(), new CLanguage(), new CppLanguage(),
      new PythonLanguage(), new PascalLanguage(), new OcamlLanguage(), new RustLanguage(), new GoLanguage(),
      new JavaScriptLanguage(), new RubyLanguage(), new PhpLanguage(), new BashLanguage(), new LuaLanguage(),
      new KotlinLanguage(), new CsharpLanguage(), new PypyLanguage(), new HaskellLanguage(), COMMAND_LINE);

  /** Each language's toolchain, by id: its first program, the Debian package of it, its version argv. */
  public static final Map<String, Toolchain> TOOLCHAINS = toolchains();

  /**
   * Languages of the Kattis table that are not offered here, by id, with why (docs/languages.md):
   * their ids and endings are told apart from names nobody knows.
   */
  private static final Map<String, String> NOT_OFFERED = Map.of(
      "python2", "Python 2 is not offered: Debian 12 packages neither Python 2 nor PyPy 2 (a Python 3 program is"
          + " a .py or .py3 file)",
      "scala", "Scala is not offered: Debian has no Scala 3, only Scala 2.11 (2017)");

  /** The endings of the languages not offered (the Kattis table's). */
  private static final Map<String, String> NOT_OFFERED_ENDINGS =
      Map.of(".py2", "python2", ".scala", "scala", ".sc", "scala");

  /** Other names of a language: the Kattis table's {@code python3}, and common short ones. */
  private static final Map<String, String> ALIASES = Map.of("python3", "python", "pypy", "pypy3", "c++", "cpp",
      "js", "javascript", "node", "javascript", "cs", "csharp", "c#", "csharp", "sh", "bash", "rs", "rust");

  /** The interpreters a {@code #!} line may name, and their language. */
  private static final Map<String, String> INTERPRETERS = Map.ofEntries(Map.entry("python3", "python"),
      Map.entry("python", "python"), Map.entry("pypy3", "pypy3"), Map.entry("pypy", "pypy3"),
      Map.entry("ruby", "ruby"), Map.entry("php", "php"), Map.entry("bash", "bash"), Map.entry("sh", "bash"),
      Map.entry("node", "javascript"), Map.entry("nodejs", "javascript"), Map.entry("lua5.4", "lua"),
      Map.entry("lua", "lua"));

  private Languages() {}

  private static Map<String, Toolchain> toolchains() {
    Map<String, Toolchain> t = new LinkedHashMap<>();
    t.put("java", new Toolchain("javac", "default-jdk-headless", List.of("javac", "-version")));
    t.put("c", new Toolchain("gcc", "gcc", List.of("gcc", "-dumpfullversion")));
    t.put("cpp", new Toolchain("g++", "g++", List.of("g++", "-dumpfullversion")));
    t.put("python", new Toolchain("python3", "python3", List.of("python3", "--version")));
    t.put("pascal", new Toolchain("fpc", "fp-compiler", List.of("fpc", "-iV")));
    t.put("ocaml", new Toolchain("ocamlfind", "ocaml-findlib", List.of("ocamlfind", "ocamlopt", "-version")));
    t.put("rust", new Toolchain("rustc", "rustc", List.of("rustc", "--version")));
    t.put("go", new Toolchain("go", "golang-go", List.of("go", "version")));
    t.put("javascript", new Toolchain("node", "nodejs", List.of("node", "--version")));
    t.put("ruby", new Toolchain("ruby", "ruby", List.of("ruby", "--version")));
    t.put("php", new Toolchain("php", "php-cli", List.of("php", "--version")));
    t.put("bash", new Toolchain("bash", "bash", List.of("bash", "--version")));
    t.put("lua", new Toolchain("lua5.4", "lua5.4", List.of("lua5.4", "-v")));
    t.put("kotlin", new Toolchain("kotlinc", "kotlin", // its JVM as for a compile
        JvmLanguage.compilerArgv("kotlinc", "-version")));
    t.put("csharp", new Toolchain("mcs", "mono-mcs", List.of("mcs", "--version")));
    t.put("pypy3", new Toolchain("pypy3", "pypy3", List.of("pypy3", "--version")));
    t.put("haskell", new Toolchain("ghc", "ghc", List.of("ghc", "--numeric-version")));
    return java.util.Collections.unmodifiableMap(t);
  }

  /**
   * The language of a source file, by its name's ending; a {@code .py} file whose first line
   * names PyPy ({@code #!/usr/bin/env pypy3}) is PyPy's.
   */
  public static Optional<Language> forFile(Path file) {
    String name = file.getFileName().toString();
    for (Language lang : ALL) {
      for (String ext : lang.extensions()) {
        if (name.endsWith(ext) && name.length() > ext.length()) {
          if (lang instanceof PythonLanguage && firstLine(file).contains("pypy")) {
            return byId("pypy3");
          }
          return Optional.of(lang);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The message for a language id nobody here knows: a Kattis language that is not offered says
   * why ({@code python2}, {@code scala}); any other name lists the known ids.
   */
  public static String unknownId(String id) {
    String why = NOT_OFFERED.get(id.toLowerCase(java.util.Locale.ROOT));
    return "unknown language " + id + " (" + (why != null ? why : "known: " + knownIds()) + ")";
  }

  /**
   * The message for a file of no known language: one whose ending is a Kattis language not
   * offered says why ({@code .py2}, {@code .scala}); any other lists the known endings.
   */
  public static String unknownFile(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    String why = NOT_OFFERED_ENDINGS.entrySet().stream()
        .filter(e -> name.endsWith(e.getKey()) && name.length() > e.getKey().length())
        .map(e -> NOT_OFFERED.get(e.getValue())).findFirst()
        .orElse("known: " + knownExtensions() + "; or give a command line");
    return "unknown language for " + file + " (" + why + ")";
  }

  /**
   * The language a file's {@code #!} line names ({@code #!/usr/bin/env python3},
   * {@code #!/bin/bash}), for a script with no known ending.
   */
  public static Optional<Language> forShebang(Path file) {
    String line = firstLine(file);
    if (!line.startsWith("#!")) {
      return Optional.empty();
    }
    String[] words = line.substring(2).strip().split("\\s+");
    String program = words[0].substring(words[0].lastIndexOf('/') + 1);
    if (program.equals("env")) {
      program = java.util.Arrays.stream(words).skip(1).filter(w -> !w.startsWith("-") && !w.contains("="))
          .findFirst().orElse("");
    }
    return Optional.ofNullable(INTERPRETERS.get(program)).flatMap(Languages::byId);
  }

  private static String firstLine(Path file) {
    try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      String line = r.readLine();
      return line == null ? "" : line;
    } catch (IOException | SecurityException e) {
      return ""; // not there (yet), unreadable: a missing file is reported by who reads it
    }
  }

  /** A language by its id or another of its names ({@code python3}, {@code js}), any case. */
  public static Optional<Language> byId(String id) {
    String lower = id.toLowerCase(java.util.Locale.ROOT);
    String canonical = ALIASES.getOrDefault(lower, lower);
    return ALL.stream().filter(l -> l.id().equals(canonical)).findFirst();
  }

  /** The toolchain of a language (none for a command line). */
  public static Optional<Toolchain> toolchain(Language lang) {
    return Optional.ofNullable(TOOLCHAINS.get(lang.id()));
  }

  /**
   * Refuses, in one line naming the Debian package to install, a language whose toolchain is not
   * on {@code path} (the {@code PATH} variable), before anything is built or run.
   */
  public static void checkInstalled(Language lang, String path) {
    toolchain(lang).filter(t -> !t.installed(path)).ifPresent(t -> {
      throw new UserError(lang.id() + " needs " + t.program() + ", which is not installed here: install the Debian"
          + " package " + t.debianPackage() + " (scripts/languages " + lang.id() + ")");
    });
  }

  /**
   * The language of a command line: a single {@code java} or {@code kotlin} command runs with
   * Java's memory policy (its heap limited by {@code -Xmx}, {@link JvmCommandLine}), any other
   * as given ({@link #COMMAND_LINE}).
   */
  public static Language commandLine(String commandLine) {
    return JvmCommandLine.launcher(commandLine).isPresent() ? JvmCommandLine.INSTANCE : COMMAND_LINE;
  }

  /** The ids a user may name ({@code --language}, a contest's languages), for messages: {@code java, c, cpp...}. */
  public static String knownIds() {
    return String.join(", ", ALL.stream().filter(l -> l != COMMAND_LINE).map(Language::id).toList());
  }

  /** The extensions known, for messages: {@code .java .c .cpp ...}. */
  public static String knownExtensions() {
    StringBuilder sb = new StringBuilder();
    for (Language lang : ALL) {
      for (String ext : lang.extensions()) {
        sb.append(sb.length() > 0 ? " " : "").append(ext);
      }
    }
    return sb.toString();
  }
}
