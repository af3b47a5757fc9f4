package org.arbitre.tournament;

import org.arbitre.Sha256;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A tournament's settings, written to {@code DIR/manifest.json} when it starts: what decides the
 * games, so that resuming with another command line can be refused. Put in it only what changes
 * the games (a bot's file hash, not the path it was typed as; the openings' hash): two command
 * lines with equal manifests play the same schedule.
 *
 * @param version of this layout (1)
 * @param bots in command-line order; the names are the ones {@code results.jsonl} uses
 * @param format {@link Format#id()}
 * @param openingsSha256 the openings file's SHA-256, null without openings
 * @param settings everything else as text, by name: time per move, tolerance, tick, memory limit,
 *     adjudication, max moves... (kept sorted by name)
 */
public record Manifest(
    int version,
    String game,
    int width,
    int height,
    int k,
    List<Bot> bots,
    String format,
    int rounds,
    String openingsSha256,
    Map<String, String> settings) {

  public static final int VERSION = 1;

  /** A bot: its name, what was given ({@code problems/x/Main.java}, a command line), its hash. */
  public record Bot(String name, String spec, String sha256) {}

  public Manifest {
    bots = List.copyOf(bots);
    settings = settings == null ? Map.of() : new TreeMap<>(settings);
  }

  /**
   * The first difference between an existing manifest and a new one, in words ("rounds: 4 in the
   * existing manifest, 6 now"), or empty when they are equal.
   */
  public static Optional<String> firstDifference(Manifest existing, Manifest now) {
    ObjectMapper json = ResultsStore.json();
    return firstDifference("", json.valueToTree(existing), json.valueToTree(now));
  }

  private static Optional<String> firstDifference(String path, JsonNode was, JsonNode is) {
    if (was.equals(is)) {
      return Optional.empty();
    }
    if (was.isObject() && is.isObject()) {
      Set<String> names = new LinkedHashSet<>();
      was.fieldNames().forEachRemaining(names::add);
      is.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        JsonNode a = was.path(name);
        JsonNode b = is.path(name);
        Optional<String> d = firstDifference(path.isEmpty() ? name : path + "." + name, a, b);
        if (d.isPresent()) {
          return d;
        }
      }
    } else if (was.isArray() && is.isArray()) {
      Iterator<JsonNode> a = was.elements();
      Iterator<JsonNode> b = is.elements();
      for (int i = 0; a.hasNext() && b.hasNext(); i++) {
        Optional<String> d = firstDifference(path + "[" + i + "]", a.next(), b.next());
        if (d.isPresent()) {
          return d;
        }
      }
      return Optional.of(path + ": " + was.size() + " entries in the existing manifest, "
          + is.size() + " now");
    }
    return Optional.of(path + ": " + show(was) + " in the existing manifest, " + show(is) + " now");
  }

  private static String show(JsonNode n) {
    return n.isMissingNode() ? "absent" : n.toString();
  }

  /** The SHA-256 of a file's bytes, in lower-case hex (for bots' sources and openings files). */
  public static String sha256(Path file) throws IOException {
    return Sha256.hex(Files.readAllBytes(file));
  }

  /** The bots' names, in order. */
  public List<String> botNames() {
    List<String> names = new ArrayList<>();
    bots.forEach(b -> names.add(b.name()));
    return names;
  }
}
