package org.arbitre.solver.check;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The proof file, version 2 (the checker also reads version 1): text lines (gzip when the writer's file name ends in .gz; the
 * checker tells by the first bytes). Moves and cells are move ids of {@code org.arbitre.game}:
 * the row-major cell {@code (y-1) * width + x-1} for m,n,k, {@code edge * n + line-1} for push
 * (edges in the order H, B, G, D).
 *
 * <pre>
 * arbitre-proof 2 game=mnk board=7x7 k=5 value=draw
 * prove 1 no-win                       a part: what it proves, from the empty board (or the start)
 * O 24 17 16                           the opponent's moves, one per symmetry class (at least)
 * P 25                                 the prover's move
 * D 3 4 10 11 ...                      a pairing: the prover (the defender) holds these pairs
 * = 12                                 the same position (up to symmetry) as node 12 of the part
 * prove 2 no-win strategy-stealing     a part proven by a rule, no tree
 * end nodes=N pairings=M
 * </pre>
 *
 * A part {@code prove S win} says that player S forces a win; its prover is S. A part
 * {@code prove S no-win} says that S does not force a win; its prover is the other player. The
 * parts of a value: first-player-win {@code prove 1 win}; second-player-win {@code prove 2 win};
 * draw {@code prove 1 no-win} then {@code prove 2 no-win}, the latter possibly
 * {@code strategy-stealing} on an m,n,k board (an extra stone never hurts in the m,n,k game, so
 * the second player cannot have a winning strategy: the first would steal it).
 *
 * <p>The header may name a start position, {@code moves=24,17} (move ids, player 1's first,
 * played from the empty board), and may prove one claim instead of a value:
 * {@code claim=1:no-win} (one part, {@code prove 1 no-win}; also {@code 1:win}, {@code 2:win},
 * {@code 2:no-win}). Strategy stealing is only for the empty board.
 *
 * <p>A part is its root node (the start: the empty board, player 1 to move, unless the header
 * names moves), then the nodes in depth-first
 * order: after a node line come its children in order of its moves, each either a node (with its
 * own children), a reference line, or nothing when the move ends the game (the checker reads the
 * end from the rules: a win of S for {@code win}, anything else for {@code no-win}). Nodes (P, O
 * and D lines) are numbered from 0 through the file; a reference names an earlier node of the
 * same part. A node's moves are in the orientation of the path that reached it first.
 * A P line is at a node where the prover is to move; an O line where the opponent is, covering
 * every legal move up to the board's symmetries; a D line (m,n,k, {@code no-win} only) ends the
 * line of play at any node. The end line repeats the counts, so a truncated file is told apart.
 *
 * <p>Version 2 adds one rule, which version 1 does not have: an O line may leave out a move (and
 * its symmetric images) that ends the game well, or after which the prover wins at once or, in
 * the m,n,k game, makes a double threat (two different cells that each complete a line of the
 * prover's, while the opponent has none): the checker finds that win itself
 * ({@link Refutations}). So an O line may be empty: every move of the opponent loses at once.
 */
public final class ProofFormat {
  public static final String MAGIC = "arbitre-proof";
  public static final int VERSION = 2;
  public static final String STRATEGY_STEALING = "strategy-stealing";

  private ProofFormat() {}

  /** A proof file for reading, gzip or plain text (told by its first two bytes). */
  public static BufferedReader open(Path file) throws IOException {
    InputStream raw = new BufferedInputStream(Files.newInputStream(file));
    try {
      raw.mark(2);
      boolean gzip = raw.read() == 0x1f && raw.read() == 0x8b;
      raw.reset();
      InputStream body = gzip ? new GZIPInputStream(raw, 1 << 16) : raw;
      return new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8), 1 << 16);
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /** What writes a proof's text and returns what it counted. */
  public interface Body<T> {
    T write(Writer text) throws IOException;
  }

  /**
   * Writes a proof file whole or not at all: the text goes to {@code FILE.tmp} (gzip when the
   * name ends in .gz), which replaces {@code file} only once complete; on an error it is deleted.
   * Returns what {@code body} returned.
   */
  public static <T> T create(Path file, Body<T> body) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    T result;
    try (OutputStream raw = Files.newOutputStream(tmp);
        OutputStream out = file.getFileName().toString().endsWith(".gz")
            ? new GZIPOutputStream(raw, 1 << 16) : raw;
        Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16)) {
      result = body.write(text);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(tmp);
      throw e;
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return result;
  }

  /** The one part of a claim ({@code 1:win}, {@code 2:no-win}...), as {side, claim}; null for an unknown one. */
  static String[][] claim(String claim) {
    return switch (claim) {
      case "1:win", "1:no-win", "2:win", "2:no-win" ->
          new String[][] {{claim.substring(0, 1), claim.substring(2)}};
      default -> null;
    };
  }

  /** The parts a value needs, as {side, claim}; null for an unknown value. */
  static String[][] parts(String value) {
    return switch (value) {
      case "first-player-win" -> new String[][] {{"1", "win"}};
      case "second-player-win" -> new String[][] {{"2", "win"}};
      case "draw" -> new String[][] {{"1", "no-win"}, {"2", "no-win"}};
      default -> null;
    };
  }
}
