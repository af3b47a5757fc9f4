package org.arbitre.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbitre.UserError;

/**
 * What {@code results.jsonl} holds, read back: the games that count, in file order, and warnings
 * for the caller to print.
 *
 * <ul>
 *   <li>A last line without its newline, or a last line that is not a valid result, is a write cut
 *       short by a crash: ignored, with a warning (that game will be played again).
 *   <li>Any other line that is not a valid result is an error ({@link UserError} naming the file
 *       and the line): the file was damaged or edited, and guessing would count games wrongly.
 *   <li>The same game id twice: the first line counts, the later ones are ignored, with a warning.
 *   <li>Blank lines are skipped.
 * </ul>
 *
 * @param validBytes the length of the file up to the end of its last good line (-1 for merged
 *     results)
 */
public record ResultsFile(List<GameResult> results, List<String> warnings, long validBytes) {

  public ResultsFile {
    results = List.copyOf(results);
    warnings = List.copyOf(warnings);
  }

  static ResultsFile read(Path file) throws IOException {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      return new ResultsFile(List.of(), List.of(), 0);
    }
    List<GameResult> results = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    Map<Integer, Integer> lineOfId = new HashMap<>();
    long valid = 0;
    int start = 0;
    int lineNo = 0;
    while (start < bytes.length) {
      lineNo++;
      int end = start;
      while (end < bytes.length && bytes[end] != '\n') {
        end++;
      }
      boolean complete = end < bytes.length;
      boolean last = !complete || end + 1 == bytes.length;
      String text = new String(bytes, start, end - start, StandardCharsets.UTF_8);
      int next = complete ? end + 1 : end;
      if (text.isBlank()) {
        if (complete) {
          valid = next;
        }
        start = next;
        continue;
      }
      GameResult r = null;
      String problem = null;
      if (!complete) {
        problem = "it has no newline";
      } else {
        try {
          r = ResultsStore.json().readValue(text, GameResult.class);
        } catch (JsonProcessingException e) {
          problem = "not a game result: " + oneLine(e);
        }
      }
      if (r == null) {
        if (!last) {
          throw new UserError(file + " line " + lineNo + " is damaged (" + problem + "): repair"
              + " or remove that line; the lines before and after it are fine");
        }
        warnings.add(file + " line " + lineNo + ": a half-written last line (" + problem
            + "), left by a crash during a write: ignored, that game will be played again");
        break;
      }
      valid = next;
      Integer first = lineOfId.putIfAbsent(r.id(), lineNo);
      if (first != null) {
        warnings.add(file + " line " + lineNo + ": game " + r.id() + " again (first on line "
            + first + "): the first one counts");
      } else {
        results.add(r);
      }
      start = next;
    }
    return new ResultsFile(results, warnings, valid);
  }

  private static String oneLine(JsonProcessingException e) {
    String m = e.getOriginalMessage();
    if (e.getCause() instanceof IllegalArgumentException iae) {
      m = iae.getMessage();
    }
    m = m == null ? e.getClass().getSimpleName() : m.replaceAll("\\s+", " ");
    return m.length() <= 120 ? m : m.substring(0, 120) + "...";
  }

  /**
   * The results of several folders of one schedule (the shards of a run), as one: in the order
   * given; a game id present in more than one counts once (the first), with a warning, as within
   * one file. The warnings of each file are kept.
   */
  public static ResultsFile merge(List<ResultsFile> files) {
    List<GameResult> results = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    Map<Integer, Integer> fileOfId = new HashMap<>();
    for (int f = 0; f < files.size(); f++) {
      warnings.addAll(files.get(f).warnings());
      for (GameResult r : files.get(f).results()) {
        Integer first = fileOfId.putIfAbsent(r.id(), f);
        if (first == null) {
          results.add(r);
        } else {
          warnings.add("game " + r.id() + " is in results " + (first + 1) + " and " + (f + 1)
              + ": the first one counts");
        }
      }
    }
    return new ResultsFile(results, warnings, -1);
  }

  /** The ids of the games done. */
  public Set<Integer> done() {
    Set<Integer> ids = new LinkedHashSet<>();
    results.forEach(r -> ids.add(r.id()));
    return ids;
  }

  /**
   * The games of {@code games} (a schedule or a shard) that have no result yet, in order.
   *
   * @throws UserError when a result's key is not the key of the game with its id in
   *     {@code schedule}: the folder holds another schedule's games
   */
  public List<ScheduledGame> remaining(Schedule schedule, List<ScheduledGame> games) {
    for (GameResult r : results) {
      if (r.id() < 0 || r.id() >= schedule.size() || !schedule.game(r.id()).key().equals(r.key())) {
        String expected = r.id() >= 0 && r.id() < schedule.size()
            ? "'" + schedule.game(r.id()).key() + "'" : "no such game";
        throw new UserError("results: game " + r.id() + " is '" + r.key() + "', the schedule's is "
            + expected + ": this folder holds another tournament's games");
      }
    }
    Set<Integer> done = done();
    return games.stream().filter(g -> !done.contains(g.id())).toList();
  }
}
