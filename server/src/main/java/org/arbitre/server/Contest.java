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
    int workers) {

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
      # Languages a bot may be written in (java, c, cpp, python).
      languages: [java, c, cpp, python]
      quotas:
        data: 64m        # a bot's data/ folder, all files together
        upload: 256k     # one uploaded source or data file
        bots: 10         # bots per member
      # Matches played at once on this machine (two is what two cores hold without skewing clocks).
      workers: 2
      """;

  /** The YAML as written, before the values are checked. */
  record Raw(
      String name,
      Map<String, Offer> games,
      String time,
      String memory,
      List<String> languages,
      Quotas quotas,
      Integer workers) {}

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
    List<String> languages = raw.languages() == null ? List.of("java", "c", "cpp", "python") : raw.languages();
    for (String l : languages) {
      if (l.equals("cmd") || Languages.byId(l).isEmpty()) {
        throw new UserError(file + ": unknown language '" + l + "' (java, c, cpp, python)");
      }
    }
    Quotas q = raw.quotas() == null ? new Quotas(null, null, null) : raw.quotas();
    int workers = raw.workers() == null ? 2 : raw.workers();
    if (workers < 0) {
      throw new UserError(file + ": workers must be 0 or more");
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
          bots, workers);
    } catch (UserError e) {
      throw new UserError(file + ": " + e.getMessage());
    }
  }

  /** The offer named {@code game}, or a 404-worthy error. */
  public Offer offer(String game) {
    Offer o = games.get(game);
    if (o == null) {
      throw new NotFound("no game " + game);
    }
    return o;
  }

  /** "1000 ms per move, 16 MiB" */
  public String limits() {
    return timePerMove.toMillis() + " ms per move, " + Units.kib(memoryBytes / 1024);
  }
}
