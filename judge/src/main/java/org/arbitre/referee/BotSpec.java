package org.arbitre.referee;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.arbitre.Sha256;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.JavaLanguage;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Program;

/**
 * A player as named on the command line: a source file or an executable (compiled once through
 * {@code lang/}), a source file in a language named before it ({@code pypy3:bot.py}), a quoted
 * command line, {@code pbrain:} and one of those (a Gomocup brain), one of
 * the {@linkplain #BUILT_IN built-in bots} ({@code random}, {@code greedy}) or {@code human}. A
 * program bot runs in its own folder {@code <home>/<key>/}, which holds its {@code data/}
 * (created on first use, kept between matches) and the stderr file of each game; the key is the
 * bot's name plus a hash of its absolute path or command line, so the same bot finds its data
 * again from match to match.
 */
public sealed interface BotSpec {

  /** The prefix of a Gomocup brain: {@code pbrain:PATH} or {@code pbrain:'COMMAND LINE'}. */
  String PBRAIN = "pbrain:";

  /**
   * The built-in bots, named by these words: {@code random} plays a random legal move,
   * {@code greedy} looks one move ahead (the baseline a good student writes in an evening). Their
   * sources are those of {@code problems/<game>-<name>/Main.java}, copied into the jar at build
   * time ({@code org/arbitre/referee/bots/<game>-<name>/Main.java}), so they play from any folder.
   */
  List<String> BUILT_IN = List.of("random", "greedy");

  /** The bot as the user named it. */
  String name();

  record Human() implements BotSpec {
    @Override
    public String name() {
      return "human";
    }
  }

  /**
   * A program with its own arguments, run in {@code dir} (its working directory); {@code pbrain}:
   * it speaks the Gomocup brain protocol, translated by the referee ({@link PbrainProtocol}).
   */
  record ProgramBot(String name, Program program, List<String> args, Path dir, boolean pbrain) implements BotSpec {
    public ProgramBot(String name, Program program, List<String> args, Path dir) {
      this(name, program, args, dir, false);
    }

    public ProgramBot withDir(Path d) {
      return new ProgramBot(name, program, args, d, pbrain);
    }
  }

  /**
   * Resolves {@code arg}: {@code human}, a {@linkplain #BUILT_IN built-in bot}, a file, or a command
   * line (with a space). {@code home} holds the bots' folders. {@code root} (the checkout) is not
   * read: the built-in bots come from the jar.
   *
   * @throws UserError for a missing file, a source that does not compile, an unknown language
   */
  static BotSpec resolve(String arg, Game game, Compiler compiler, Path root, Path home)
      throws IOException {
    return resolve(arg, game, compiler, root, home, java.util.Optional.empty());
  }

  /**
   * The same, a bot file run as {@code language} when one is given ({@code --language} of
   * {@code match} and {@code tournament}) whatever its ending; a bot's own {@code ID:FILE} prefix
   * wins over it. Command lines and the built-in bots keep their own.
   *
   * @throws UserError as above, and for an unknown language or a language given to a command line
   */
  static BotSpec resolve(String arg, Game game, Compiler compiler, Path root, Path home,
      java.util.Optional<Language> language) throws IOException {
    if (arg.equals("human")) {
      return new Human();
    }
    if (arg.startsWith(PBRAIN)) {
      if (!game.name().equals("mnk") || game.k() != 5) {
        throw new UserError("a Gomocup brain plays five in a row: use it in mnk with --k 5 (" + arg + ")");
      }
      BotSpec inner = resolve(arg.substring(PBRAIN.length()), game, compiler, root, home, language);
      if (!(inner instanceof ProgramBot p)) {
        throw new UserError("pbrain: needs a program: " + arg);
      }
      return new ProgramBot(arg, p.program(), p.args(), p.dir(), true);
    }
    if (BUILT_IN.contains(arg)) {
      return builtIn(arg, game, compiler, home);
    }
    java.util.Optional<Language> prefixed = languagePrefix(arg);
    if (prefixed.isPresent()) {
      String file = withoutLanguage(arg);
      if (!Files.isRegularFile(Path.of(file))) {
        throw new UserError("no such bot file: " + file + " (" + arg.substring(0, arg.indexOf(':'))
            + ": names the language of a bot file)");
      }
      org.arbitre.Inputs.readableFile(Path.of(file), "bot file");
      return fileBot(arg, file, compiler, home, prefixed);
    }
    if (!arg.strip().contains(" ") || Files.exists(Path.of(arg), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      if (!Files.exists(Path.of(arg), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        throw new UserError("no such bot file: " + arg
            + " (a bot is a source file, an executable, a quoted command line, random, greedy or human)");
      }
      org.arbitre.Inputs.readableFile(Path.of(arg), "bot file");
    }
    if (Files.isRegularFile(Path.of(arg))) {
      return fileBot(arg, arg, compiler, home, language);
    }
    if (!arg.strip().contains(" ")) {
      throw new UserError("no such bot file: " + arg
          + " (a bot is a source file, an executable, a quoted command line, random, greedy or human)");
    }
    java.util.Optional<String> missing = compiler.path()
        .flatMap(path -> org.arbitre.lang.CommandLineLanguage.missingProgram(arg, path));
    if (missing.isPresent()) {
      throw new UserError("bot command not found: " + missing.get() + " (in '" + arg.strip()
          + "'): install it, or fix the command line");
    }
    return new ProgramBot(arg, build(compiler, arg, arg, java.util.Optional.empty()), List.of(),
        home.resolve("cmd-" + hash(arg.strip())));
  }

  /** A bot file ({@code arg} as the user gave it), in {@code language} if one is named, else by its ending. */
  private static ProgramBot fileBot(String arg, String file, Compiler compiler, Path home,
      java.util.Optional<Language> language) throws IOException {
    String id = Path.of(file).toAbsolutePath().normalize().toString();
    return new ProgramBot(arg, build(compiler, arg, file, language), List.of(),
        home.resolve(stem(Path.of(file)) + "-" + hash(id)));
  }

  private static Program build(Compiler compiler, String arg, String spec, java.util.Optional<Language> language)
      throws IOException {
    try {
      return compiler.prepare(Compiler.resolve(spec, java.util.Optional.empty(), language));
    } catch (CompileError e) {
      throw e.asUserError("bot " + arg);
    }
  }

  /**
   * The language a bot's {@code ID:} prefix names ({@code pypy3:bot.py}, {@code ocaml:bot}),
   * when {@code arg} is not itself a file; an unknown id before a file is a usage error.
   */
  private static java.util.Optional<Language> languagePrefix(String arg) {
    int colon = arg.indexOf(':');
    if (colon <= 0 || Files.exists(Path.of(arg), java.nio.file.LinkOption.NOFOLLOW_LINKS)
        || !arg.substring(0, colon).matches("[A-Za-z0-9+#]+")) {
      return java.util.Optional.empty();
    }
    String id = arg.substring(0, colon);
    java.util.Optional<Language> lang = Languages.byId(id).filter(l -> l != Languages.COMMAND_LINE);
    if (lang.isEmpty() && Files.exists(Path.of(arg.substring(colon + 1)))) {
      throw new UserError("unknown language " + id + " in " + arg + " (known: " + Languages.knownIds() + ")");
    }
    return lang;
  }

  /** The bot as given without its language prefix: {@code pypy3:bot.py} → {@code bot.py}. */
  static String withoutLanguage(String arg) {
    return languagePrefix(arg).isPresent() ? arg.substring(arg.indexOf(':') + 1) : arg;
  }

  /**
   * The built-in bot {@code name} of {@code game}: its source read from the jar and built (once per
   * content, as any source); it runs in {@code <home>/<name>-<game>/} with the board as its arguments.
   */
  private static ProgramBot builtIn(String name, Game game, Compiler compiler, Path home) throws IOException {
    String resource = "bots/" + game.name() + "-" + name + "/Main.java";
    byte[] source;
    try (InputStream in = BotSpec.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new UserError("the built-in " + name + " bot of " + game.name() + " is missing from the jar ("
            + BotSpec.class.getPackageName().replace('.', '/') + "/" + resource + "): rebuild it");
      }
      source = in.readAllBytes();
    }
    List<String> args = game.name().equals("push")
        ? List.of(Integer.toString(game.width()), Integer.toString(game.k()))
        : List.of(Integer.toString(game.width()), Integer.toString(game.height()),
            Integer.toString(game.k()));
    Program program;
    try {
      program = compiler.prepare(source, new JavaLanguage());
    } catch (CompileError e) {
      throw e.asUserError("bot " + name);
    }
    return new ProgramBot(name, program, args, home.resolve(name + "-" + game.name()));
  }

  /** "problems/mnk-bot/Main.java" → "mnk-bot-Main"; "bots/alpha.py" → "bots-alpha". */
  private static String stem(Path file) {
    Path abs = file.toAbsolutePath().normalize();
    String name = abs.getFileName().toString().replaceFirst("\\.[^.]*$", "");
    Path parent = abs.getParent();
    String dir = parent == null || parent.getFileName() == null ? "" : parent.getFileName() + "-";
    return (dir + name).replaceAll("[^A-Za-z0-9._-]", "_").toLowerCase(Locale.ROOT);
  }

  /** The first 8 hex digits of the SHA-256 of {@code s}: the folder key of a bot. */
  private static String hash(String s) {
    return Sha256.hex(s).substring(0, 8);
  }
}
