package org.arbitre.server;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.Units;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;

/**
 * A contest's settings, {@code CONTEST_DIR/contest.yaml}: the games offered (each a name members
 * see, the rules and board), the limits every match runs under, the languages allowed and the
 * quotas. Written with the defaults when the folder has none.
 */
public record Contest(
    String name,
    Map<String, Offer> games,
    Duration timePerMove,
    long memoryBytes,
    List<String> languages,
    long dataQuotaBytes,
    long uploadBytes,
    int botsPerMember,
    int workers,
    int browserGames) {

  public static final String FILE = "contest.yaml";

  /** A game as offered: {@code mnk} 20 × 20, k = 6. */
  public record Offer(String game, String board, int k) {
    public Game rules() {
      return Games.create(game, board, k);
    }
  }

  static final String DEFAULT_YAML = """
      # The contest's settings (arbitre serve reads them at start).
      name: Arbitre contest
      # The games members enter bots for: a name, the rules (mnk or push), the board and k.
      games:
        mnk: {game: mnk, board: 20x20, k: 6}
        push: {game: push, board: 15x15, k: 5}
      # Every match: time per move and memory per bot (SPEC: 1 s, 16 MB).
      time: 1s
      memory: 16m
      # Languages a bot may be written in: any id of 'arbitre languages' (pascal, rust, pypy3...).
      languages: [java, c, cpp, python]
      quotas:
        data: 64m        # a bot's data/ folder, all files together
        upload: 256k     # one uploaded source or data file
        bots: 10         # bots per member
      # Matches played at once on this machine (two is what two cores hold without skewing clocks).
      workers: 2
      # Games members play against a bot in the browser at once. They have lanes of their own, so
      # they never make matches wait: such a game mostly waits for its member; the bot's moves
      # share the cores with the matches. 0: no playing in the browser.
      browser-games: 10
      """;

  /** The YAML as written, before the values are checked. */
  record Raw(
      String name,
      Map<String, Offer> games,
      String time,
      String memory,
      List<String> languages,
      Quotas quotas,
      Integer workers,
      @com.fasterxml.jackson.annotation.JsonProperty("browser-games") Integer browserGames) {}

  record Quotas(String data, String upload, Integer bots) {}

  /** Reads {@code dir/contest.yaml}, writing the default one first when there is none. */
  public static Contest load(Path dir) throws IOException {
    Path file = dir.resolve(FILE);
    if (!Files.exists(file)) {
      Files.createDirectories(dir);
      Files.writeString(file, DEFAULT_YAML);
    }
    ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    Raw raw;
    try {
      raw = yaml.readValue(file.toFile(), Raw.class);
    } catch (JsonMappingException e) {
      String where = e.getLocation() == null ? "" : ":" + e.getLocation().getLineNr();
      throw new UserError(file + where + ": " + e.getOriginalMessage().lines().findFirst().orElse(""));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new UserError(file + ": not valid YAML: " + e.getOriginalMessage());
    }
    if (raw == null) {
      throw new UserError(file + ": empty");
    }
    return of(raw, file);
  }

  private static Contest of(Raw raw, Path file) {
    if (raw.games() == null || raw.games().isEmpty()) {
      throw new UserError(file + ": 'games' must offer at least one game");
    }
    Map<String, Offer> games = new LinkedHashMap<>();
    for (Map.Entry<String, Offer> e : raw.games().entrySet()) {
      if (!e.getKey().matches("[a-z0-9][a-z0-9-]{0,30}")) {
        throw new UserError(file + ": game name '" + e.getKey() + "': use lower-case letters, digits and '-'");
      }
      Offer o = e.getValue();
      try {
        o.rules();
      } catch (IllegalArgumentException | NullPointerException ex) {
        throw new UserError(file + ": game " + e.getKey() + ": " + ex.getMessage());
      }
      games.put(e.getKey(), o);
    }
    List<String> languages = new java.util.ArrayList<>();
    for (String l : raw.languages() == null ? List.of("java", "c", "cpp", "python") : raw.languages()) {
      Language lang = Languages.byId(l == null ? "" : l).filter(x -> x != Languages.COMMAND_LINE).orElseThrow(() ->
          new UserError(file + ": unknown language '" + l + "' (known: " + Languages.knownIds() + ")"));
      if (!languages.contains(lang.id())) {
        languages.add(lang.id()); // by its id: python3 is python
      }
    }
    Quotas q = raw.quotas() == null ? new Quotas(null, null, null) : raw.quotas();
    int workers = raw.workers() == null ? 2 : raw.workers();
    if (workers < 0) {
      throw new UserError(file + ": workers must be 0 or more");
    }
    int browserGames = raw.browserGames() == null ? 10 : raw.browserGames();
    if (browserGames < 0) {
      throw new UserError(file + ": browser-games must be 0 or more");
    }
    int bots = q.bots() == null ? 10 : q.bots();
    if (bots < 1) {
      throw new UserError(file + ": quotas.bots must be positive");
    }
    try {
      return new Contest(raw.name() == null ? "Arbitre contest" : raw.name(), games,
          Units.duration(raw.time() == null ? "1s" : raw.time()),
          Units.bytes(raw.memory() == null ? "16m" : raw.memory()),
          List.copyOf(languages),
          Units.bytes(q.data() == null ? "64m" : q.data()),
          Units.bytes(q.upload() == null ? "256k" : q.upload()),
          bots, workers, browserGames);
    } catch (UserError e) {
      throw new UserError(file + ": " + e.getMessage());
    }
  }

  /** The offer named {@code game}, or a 404-worthy error. */
  public Offer offer(String game) {
    Offer o = games.get(game);
    if (o == null) {
      throw NotFound.of("contest.noGame", game);
    }
    return o;
  }

  /** A language as the upload form shows it: its name and the endings its files take here. */
  public record Allowed(String id, String name, List<String> endings) {
    /** ".cpp .cc .cxx .c++" */
    public String endingsText() {
      return String.join(" ", endings);
    }
  }

  /** Each language's name for people, by id: the compiler or runtime where it is not the usual one. */
  private static final Map<String, String> NAMES = Map.ofEntries(Map.entry("java", "Java"), Map.entry("c", "C"),
      Map.entry("cpp", "C++"), Map.entry("python", "Python 3"), Map.entry("pascal", "Pascal (Free Pascal)"),
      Map.entry("ocaml", "OCaml"), Map.entry("rust", "Rust"), Map.entry("go", "Go"),
      Map.entry("javascript", "JavaScript (Node.js)"), Map.entry("ruby", "Ruby"), Map.entry("php", "PHP"),
      Map.entry("bash", "Bash"), Map.entry("lua", "Lua"), Map.entry("kotlin", "Kotlin"),
      Map.entry("csharp", "C# (Mono)"), Map.entry("pypy3", "Python 3 (PyPy)"), Map.entry("haskell", "Haskell"));

  /** The languages allowed, in contest.yaml's order, as the upload form lists them. */
  public List<Allowed> allowed() {
    return languages.stream().map(id -> {
      Language lang = Languages.byId(id).orElseThrow();
      List<String> endings = lang.extensions().isEmpty() ? List.of(".py") : lang.extensions(); // PyPy: a .py
      return new Allowed(id, NAMES.getOrDefault(id, id), endings);
    }).toList();
  }

  /** The endings of every allowed language, for the upload form's {@code accept}: ".java,.c,.cpp,.cc" */
  public String accept() {
    return String.join(",", allowed().stream().flatMap(a -> a.endings().stream()).distinct().toList());
  }

  /** "1000 ms per move, 16 MiB" */
  public String limits() {
    return timePerMove.toMillis() + " ms per move, " + Units.kib(memoryBytes / 1024);
  }
}
