package org.arbitre.solver;

import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipException;
import org.arbitre.solver.check.ProofFormat;

/**
 * Joins proofs of one claim after sibling moves into the proof of that claim one move earlier:
 * proofs of "player 1 does not win" after each first move (up to symmetry) become the proof of
 * the empty board's draw (with strategy stealing for player 2, m,n,k); proofs after each reply to
 * a move become the proof after that move. The joined root is an O line listing the last move of
 * every file when the opponent of the claim's prover moves there, or a P line with the one file's
 * move when the prover does; each file's nodes follow, their references shifted. Nothing is
 * trusted: the joined file is checked like any other ({@code solve --check}), which finds a
 * missing reply, a wrong subproof or a reference that went astray.
 */
public final class ProofJoin {
  /** What was written. */
  public record Stats(long nodes, long pairings, long bytes, String proves) {}

  /** An input that cannot be joined (missing, unreadable, not fitting the others): one line, the user's. */
  public static final class Refused extends RuntimeException {
    Refused(String message) {
      super(message, null, false, false);
    }
  }

  private ProofJoin() {}

  /** One input's header. */
  private record Header(Path file, String game, String board, String k, List<String> moves, String claim) {}

  /**
   * Writes the join of {@code inputs} to {@code out} (gzip when its name ends in .gz).
   *
   * @throws Refused when an input is missing, unreadable or not a proof of a claim after a
   *     move, or the inputs do not fit together (another game, another claim, other earlier moves)
   */
  public static Stats join(List<Path> inputs, Path out) throws IOException {
    if (inputs.isEmpty()) {
      throw new Refused("--join needs at least one proof file");
    }
    List<Header> headers = new ArrayList<>();
    for (Path in : inputs) {
      headers.add(header(in));
    }
    Header first = headers.get(0);
    List<String> start = first.moves().subList(0, first.moves().size() - 1);
    for (Header h : headers) {
      List<String> before = h.moves().subList(0, h.moves().size() - 1);
      if (!h.game().equals(first.game()) || !h.board().equals(first.board()) || !h.k().equals(first.k())) {
        throw new Refused(h.file() + " is a proof of " + h.game() + " " + h.board() + " k=" + h.k()
            + ", " + first.file() + " of " + first.game() + " " + first.board() + " k=" + first.k());
      }
      if (!h.claim().equals(first.claim())) {
        throw new Refused(h.file() + " proves claim " + h.claim() + ", " + first.file() + " claim "
            + first.claim() + ": the files to join prove the same claim");
      }
      if (!before.equals(start)) {
        throw new Refused(h.file() + " starts after moves " + String.join(",", h.moves()) + ", "
            + first.file() + " after " + String.join(",", first.moves())
            + ": the files to join differ only in their last move");
      }
    }
    int side = first.claim().charAt(0) - '0';
    boolean win = first.claim().endsWith(":win");
    int prover = win ? side : 3 - side;
    int toMove = start.size() % 2 == 0 ? 1 : 2;
    if (toMove == prover && inputs.size() != 1) {
      throw new Refused("player " + prover + " proves claim " + first.claim() + " and moves after "
          + (start.isEmpty() ? "the empty board" : "moves " + String.join(",", start))
          + ": join one file (its one move), not " + inputs.size());
    }
    boolean emptyBoard = start.isEmpty();
    String what;
    String stealing = null;
    if (emptyBoard && win) {
      what = "value=" + (side == 1 ? "first-player-win" : "second-player-win");
    } else if (emptyBoard && side == 1 && first.game().equals("mnk")) {
      what = "value=draw";
      stealing = "prove 2 no-win " + ProofFormat.STRATEGY_STEALING;
    } else {
      what = "claim=" + first.claim();
    }
    String header = ProofFormat.MAGIC + " " + ProofFormat.VERSION + " game=" + first.game() + " board="
        + first.board() + " k=" + first.k() + (emptyBoard ? "" : " moves=" + String.join(",", start))
        + " " + what + "\n";
    String closing = stealing;
    long[] counts = ProofFormat.create(out, text -> {
      long nodes = 1;
      long pairings = 0;
      text.write(header);
      text.write("prove " + side + " " + (win ? "win" : "no-win") + "\n");
      StringBuilder root = new StringBuilder(toMove == prover ? "P" : "O");
      for (Header h : headers) {
        root.append(' ').append(h.moves().get(h.moves().size() - 1));
      }
      text.write(root + "\n");
      for (Header h : headers) {
        long[] copied = copyBody(h, nodes, text);
        nodes += copied[0];
        pairings += copied[1];
      }
      if (closing != null) {
        text.write(closing + "\n");
      }
      text.write("end nodes=" + nodes + " pairings=" + pairings + "\n");
      return new long[] {nodes, pairings};
    });
    String proves = what.startsWith("value=") ? what.substring(6) : "claim " + first.claim()
        + (emptyBoard ? "" : " after moves " + String.join(",", start));
    return new Stats(counts[0], counts[1], Files.size(out), proves);
  }

  private static Header header(Path file) {
    try (BufferedReader in = ProofFormat.open(file)) {
      String line = in.readLine();
      String[] t = line == null ? new String[0] : line.strip().split(" +");
      if (t.length < 2 || !t[0].equals(ProofFormat.MAGIC)) {
        throw new Refused(file + " is not a proof file (its first line must start with '"
            + ProofFormat.MAGIC + "')");
      }
      Map<String, String> fields = new HashMap<>();
      for (int i = 2; i < t.length; i++) {
        int eq = t[i].indexOf('=');
        if (eq > 0) {
          fields.put(t[i].substring(0, eq), t[i].substring(eq + 1));
        }
      }
      if (!fields.containsKey("claim") || !fields.containsKey("moves")) {
        throw new Refused(file + " is not the proof of a claim after moves (its header has no "
            + (fields.containsKey("claim") ? "moves=" : "claim=")
            + "): join the proofs that solve --moves M --wins P --proof writes");
      }
      for (String key : List.of("game", "board", "k")) {
        if (!fields.containsKey(key)) {
          throw new Refused(file + " is not a proof file: its header has no " + key + "=");
        }
      }
      if (!fields.get("claim").matches("[12]:(win|no-win)") || !fields.get("moves").matches("\\d+(,\\d+)*")) {
        throw new Refused(file + " is not a proof file: its claim= is 1:win, 1:no-win, 2:win or"
            + " 2:no-win and its moves= move ids separated by commas, not '" + fields.get("claim")
            + "' and '" + fields.get("moves") + "'");
      }
      return new Header(file, fields.get("game"), fields.get("board"), fields.get("k"),
          List.of(fields.get("moves").split(",", -1)), fields.get("claim"));
    } catch (NoSuchFileException e) {
      throw new Refused("no proof file " + file);
    } catch (EOFException | ZipException e) {
      throw new Refused(file + ": the file is truncated or not gzip (" + e.getMessage() + ")");
    } catch (IOException e) {
      throw new Refused("cannot read " + file + ": " + e.getMessage());
    }
  }

  /** Copies the nodes of {@code h}'s one part, references shifted by {@code offset}: {nodes, pairings}. */
  private static long[] copyBody(Header h, long offset, Writer text) throws IOException {
    try (BufferedReader in = ProofFormat.open(h.file())) {
      in.readLine();
      String prove = in.readLine();
      if (prove == null || !prove.startsWith("prove ")) {
        throw new Refused(h.file() + ": line 2 is not its 'prove' line");
      }
      long nodes = 0;
      long pairings = 0;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.startsWith("end ")) {
          String expected = "end nodes=" + nodes + " pairings=" + pairings;
          if (!line.strip().equals(expected)) {
            throw new Refused(h.file() + ": its end line says '" + line.strip() + "', its lines '"
                + expected + "'");
          }
          return new long[] {nodes, pairings};
        }
        if (line.startsWith("= ")) {
          long id;
          try {
            id = Long.parseLong(line.substring(2).strip());
          } catch (NumberFormatException e) {
            throw new Refused(h.file() + ": '" + line + "' is not a reference");
          }
          text.write("= " + (id + offset) + "\n");
          continue;
        }
        if (line.startsWith("prove ")) {
          throw new Refused(h.file() + " has more than one part");
        }
        nodes++;
        if (line.startsWith("D")) {
          pairings++;
        }
        text.write(line);
        text.write('\n');
      }
      throw new Refused(h.file() + " is truncated: it does not end with its end line");
    } catch (EOFException | ZipException e) {
      throw new Refused(h.file() + ": the file is truncated or not gzip (" + e.getMessage() + ")");
    }
  }
}
