package org.arbitre.solver.check;

import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipException;
import org.arbitre.game.Game;
import org.arbitre.game.GameException;
import org.arbitre.game.Games;
import org.arbitre.game.Mnk;
import org.arbitre.game.Status;

/**
 * Checks a proof file (format {@value ProofFormat#VERSION}, see {@link ProofFormat}) apart from
 * the search that wrote it: it imports nothing of the tool but the rules of
 * {@code org.arbitre.game}, replays every move with them, finds the symmetry classes of the
 * opponent's moves with its own symmetries ({@link Symmetries}), and checks pairings on its own
 * windows ({@link Pairings}). Streams the file: memory is one packed canonical board per node
 * (for the references).
 */
public final class ProofChecker {

  /** The verdict: ok, or one line saying what is wrong and where. */
  public record Report(boolean ok, String line, long nodes, long pairings) {}

  /** The file is not a proof file (bad header, unreadable line, truncated): exit code 2. */
  public static final class Malformed extends RuntimeException {
    Malformed(String message) {
      super(message, null, false, false);
    }
  }

  /** The proof is wrong at some node: the one line of the report. */
  private static final class Wrong extends RuntimeException {
    Wrong(String message) {
      super(message, null, false, false);
    }
  }

  private final BufferedReader in;
  private Game game;
  private String value; // the header's value=, null for a proof of one claim (claim=)
  private String[][] claims; // the parts to prove, {side, "win" | "no-win"}: the value's, or the claim
  private byte[] start;
  private int startToMove = 1;
  private String startText = "";
  private int cells;
  private int[][] symmetries;
  private Pairings pairs;
  private Refutations refutations; // format 2: the opponent's moves an O line may leave out
  private int version;
  private int words;
  private long[] canon = new long[1 << 12]; // [node * words ..]: the node's canonical board
  private int[] nodePart = new int[1 << 12];
  private long nodes;
  private long pairings;
  private int line;
  private String current = "";
  // the part being checked
  private int part;
  private int attacker;
  private boolean winGoal;
  private final List<Integer> path = new ArrayList<>();

  private ProofChecker(BufferedReader in) {
    this.in = in;
  }

  /**
   * Checks the proof in {@code file} (gzip or plain text, told by its first bytes).
   *
   * @throws Malformed when the file is not a well-formed proof file (missing, unreadable, truncated)
   */
  public static Report check(Path file) {
    try (BufferedReader in = ProofFormat.open(file)) {
      return check(in);
    } catch (NoSuchFileException e) {
      throw new Malformed("no proof file " + file);
    } catch (EOFException | ZipException e) {
      throw new Malformed(file + ": the file is truncated or not gzip (" + e.getMessage() + ")");
    } catch (IOException e) {
      throw new Malformed("cannot read " + file + ": " + e.getMessage());
    }
  }

  /** Checks the proof read from {@code text}. */
  public static Report check(Reader text) throws IOException {
    ProofChecker c = new ProofChecker(new BufferedReader(text, 1 << 16));
    return c.run();
  }

  private Report run() throws IOException {
    header();
    try {
      for (String[] claim : claims) {
        checkPart(claim);
      }
      String[] end = tokens(next("the end line"));
      if (end.length != 3 || !end[0].equals("end") || !end[1].equals("nodes=" + nodes)
          || !end[2].equals("pairings=" + pairings)) {
        throw new Malformed("line " + line + ": expected 'end nodes=" + nodes + " pairings="
            + pairings + "', not '" + current + "'");
      }
      String extra = in.readLine();
      if (extra != null) {
        throw new Malformed("line " + (line + 1) + ": text after the end line");
      }
    } catch (Wrong wrong) {
      drainToEnd();
      return new Report(false, "proof wrong: " + what() + ": " + wrong.getMessage(), nodes, pairings);
    }
    return new Report(true, "proof ok: " + what() + " (" + nodes + " nodes, " + pairings + " pairings)",
        nodes, pairings);
  }

  /** "mnk 7x7 k=5 draw", "mnk 8x8 k=5 after 4 4: player 1 does not win". */
  private String what() {
    return game.describe() + (startText.isEmpty() ? " " : startText + ": ") + proven();
  }

  /** "draw", or for a claim "player 1 does not win". */
  private String proven() {
    return value != null ? value : "player " + claims[0][0] + (claims[0][1].equals("win") ? " wins" : " does not win");
  }

  /** After an error in the proof: a file that does not end with its end line is truncated. */
  private void drainToEnd() throws IOException {
    String last = current;
    for (String l = in.readLine(); l != null; l = in.readLine()) {
      line++;
      if (!l.isBlank()) {
        last = l;
      }
    }
    if (!last.startsWith("end ")) {
      throw new Malformed("the file is truncated: it does not end with its end line (" + line
          + " lines)");
    }
  }

  private void header() throws IOException {
    String first = in.readLine();
    line = 1;
    if (first == null || !first.startsWith(ProofFormat.MAGIC + " ")) {
      throw new Malformed("not a proof file: the first line must start with '" + ProofFormat.MAGIC
          + " " + ProofFormat.VERSION + "'");
    }
    Map<String, String> fields = new HashMap<>();
    String[] t = tokens(first);
    if (!t[1].equals("1") && !t[1].equals(String.valueOf(ProofFormat.VERSION))) {
      throw new Malformed("proof format version " + t[1] + " is not supported (1 or "
          + ProofFormat.VERSION + ")");
    }
    version = Integer.parseInt(t[1]);
    for (int i = 2; i < t.length; i++) {
      int eq = t[i].indexOf('=');
      if (eq < 0) {
        throw new Malformed("line 1: expected key=value, not '" + t[i] + "'");
      }
      fields.put(t[i].substring(0, eq), t[i].substring(eq + 1));
    }
    for (String key : List.of("game", "board", "k")) {
      if (!fields.containsKey(key)) {
        throw new Malformed("line 1: the header has no " + key + "=");
      }
    }
    if (fields.containsKey("value") == fields.containsKey("claim")) {
      throw new Malformed("line 1: the header needs value= or claim=, one of them");
    }
    try {
      game = Games.create(fields.get("game"), fields.get("board"), Integer.valueOf(fields.get("k")));
    } catch (GameException | NumberFormatException e) {
      throw new Malformed("line 1: " + e.getMessage());
    }
    value = fields.get("value");
    claims = value != null ? ProofFormat.parts(value) : ProofFormat.claim(fields.get("claim"));
    if (claims == null) {
      throw new Malformed(value != null ? "line 1: unknown value '" + value
          + "' (first-player-win, draw or second-player-win)" : "line 1: unknown claim '"
          + fields.get("claim") + "' (1:win, 1:no-win, 2:win or 2:no-win)");
    }
    cells = game.width() * game.height();
    start(fields.getOrDefault("moves", ""));
    symmetries = Symmetries.of(game.width(), game.height());
    pairs = new Pairings(game.width(), game.height(), game.k());
    refutations = version >= 2 ? new Refutations(game) : null;
    words = (2 * cells + 63) / 64;
  }

  /** Plays the header's moves (move ids, comma-separated) from the empty board with the rules. */
  private void start(String moves) {
    start = new byte[cells];
    StringBuilder text = new StringBuilder();
    String[] ids = moves.isEmpty() ? new String[0] : moves.split(",", -1);
    for (int i = 0; i < ids.length; i++) {
      int id;
      try {
        id = Integer.parseInt(ids[i]);
      } catch (NumberFormatException e) {
        throw new Malformed("line 1: moves= is move ids separated by commas, not '" + moves + "'");
      }
      if (game.status(start).over() || id < 0 || id >= game.moveIds() || !game.legal(start, id)) {
        throw new Malformed("line 1: move " + (i + 1) + " of moves= (" + ids[i] + ") is not legal there");
      }
      game.apply(start, id, (byte) startToMove);
      startToMove = 3 - startToMove;
      text.append(text.length() == 0 ? " after " : " ").append(game.codec().format(game.move(id)));
    }
    startText = text.toString();
  }

  private void checkPart(String[] claim) throws IOException {
    String[] t = tokens(next("a 'prove' line"));
    if (!t[0].equals("prove") || t.length < 3) {
      throw new Malformed("line " + line + ": expected 'prove " + claim[0] + " " + claim[1]
          + "', not '" + current + "'");
    }
    if (!t[1].equals(claim[0]) || !t[2].equals(claim[1])) {
      throw new Wrong("the " + (value != null ? "value " + value : "claim") + " needs 'prove " + claim[0]
          + " " + claim[1] + "' here, not '" + current + "' (line " + line + ")");
    }
    part++;
    attacker = Integer.parseInt(claim[0]);
    winGoal = claim[1].equals("win");
    path.clear();
    if (t.length == 4 && t[3].equals(ProofFormat.STRATEGY_STEALING)) {
      // A rule, not a tree: in the m,n,k game an extra stone never hurts its owner, so if the
      // second player had a winning strategy the first could steal it (play anywhere, then
      // follow it, answering with any cell when it asks for a taken one) and win: contradiction.
      if (!(game instanceof Mnk) || attacker != 2 || winGoal || !startText.isEmpty()) {
        throw new Wrong("strategy stealing only proves that the second player does not win the"
            + " empty m,n,k board (line " + line + ")");
      }
      return;
    }
    if (t.length != 3) {
      throw new Malformed("line " + line + ": unexpected '" + t[3] + "'");
    }
    child(start.clone(), startToMove);
  }

  /**
   * The position reached (not terminal, or terminal and checked here): reads its node line, or a
   * reference to an earlier node of the same part.
   */
  private void child(byte[] board, int toMove) throws IOException {
    Status status = game.status(board);
    if (status.over()) {
      boolean attackerWins = status.winnerCode() == attacker;
      if (attackerWins != winGoal) {
        throw new Wrong(where() + "the game ends " + ending(status) + ", which does not prove"
            + " that the " + claim());
      }
      return;
    }
    String[] t = tokens(next("a node line"));
    switch (t[0]) {
      case "=" -> reference(board, t);
      case "P" -> proverMove(board, toMove, t);
      case "O" -> opponentMoves(board, toMove, t);
      case "D" -> pairing(board, t);
      default -> throw new Malformed("line " + line + ": unknown node '" + t[0] + "' (P, O, D or =)");
    }
  }

  private void reference(byte[] board, String[] t) {
    if (t.length != 2) {
      throw new Malformed("line " + line + ": a reference is '= NODE'");
    }
    long id = number(t[1]);
    if (id >= nodes) {
      throw new Wrong(where() + "node " + id + " is not defined yet (line " + line + ")");
    }
    if (nodePart[(int) id] != part) {
      throw new Wrong(where() + "node " + id + " belongs to another part (line " + line + ")");
    }
    long[] key = canonical(board);
    for (int w = 0; w < words; w++) {
      if (canon[(int) id * words + w] != key[w]) {
        throw new Wrong(where() + "node " + id + " is another position, not this one (line "
            + line + ")");
      }
    }
  }

  private int define(byte[] board) {
    int id = (int) nodes++;
    if (id >= nodePart.length) {
      nodePart = java.util.Arrays.copyOf(nodePart, nodePart.length * 2);
    }
    if ((long) (id + 1) * words > canon.length) {
      canon = java.util.Arrays.copyOf(canon, Math.max(canon.length * 2, (id + 1) * words));
    }
    nodePart[id] = part;
    System.arraycopy(canonical(board), 0, canon, id * words, words);
    return id;
  }

  private void proverMove(byte[] board, int toMove, String[] t) throws IOException {
    if (toMove != prover()) {
      throw new Wrong(where() + "the " + side(toMove) + " is to move, so every move must be answered"
          + " (an O line), not one chosen (line " + line + ")");
    }
    if (t.length != 2) {
      throw new Malformed("line " + line + ": a P line is 'P MOVE'");
    }
    define(board);
    int id = move(board, t[1]);
    byte[] next = board.clone();
    game.apply(next, id, (byte) toMove);
    path.add(id);
    child(next, 3 - toMove);
    path.remove(path.size() - 1);
  }

  private void opponentMoves(byte[] board, int toMove, String[] t) throws IOException {
    if (toMove == prover()) {
      throw new Wrong(where() + "the " + side(toMove) + " is to move and must choose a move (a P line),"
          + " not list the opponent's (line " + line + ")");
    }
    define(board);
    int[] listed = new int[t.length - 1];
    Map<Key, Boolean> covered = new HashMap<>();
    for (int i = 0; i < listed.length; i++) {
      listed[i] = move(board, t[i + 1]);
      byte[] next = board.clone();
      game.apply(next, listed[i], (byte) toMove);
      covered.put(new Key(canonical(next)), true);
    }
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(board, id)) {
        byte[] next = board.clone();
        game.apply(next, id, (byte) toMove);
        Key key = new Key(canonical(next));
        Boolean answered = covered.get(key);
        if (answered == null) {
          answered = refutations != null && refuted(next);
          covered.put(key, answered);
        }
        if (!answered) {
          throw new Wrong(where() + "the " + side(toMove) + "'s move "
              + game.codec().format(game.move(id)) + " is not answered (nor any symmetric"
              + " image of it" + (refutations != null ? ", nor refuted by a win of the "
              + side(prover()) + " at once or by a double threat" : "") + "; line " + line + ")");
        }
      }
    }
    for (int id : listed) {
      byte[] next = board.clone();
      game.apply(next, id, (byte) toMove);
      path.add(id);
      child(next, 3 - toMove);
      path.remove(path.size() - 1);
    }
  }

  /**
   * Format 2: an opponent's move left out of the O line ends the game well by the rules, or the
   * prover, to move after it, wins at once or by a double threat ({@link Refutations}).
   */
  private boolean refuted(byte[] next) {
    Status s = game.status(next);
    if (s.over()) {
      return good(s);
    }
    return refutations.proverWins(next, prover(), this::good);
  }

  /** Whether an end of the game proves the part's claim. */
  private boolean good(Status s) {
    return (s.winnerCode() == attacker) == winGoal;
  }

  /** A pairing of the defender ({@link Pairings#problem}): a closed line of play. */
  private void pairing(byte[] board, String[] t) {
    if (winGoal || !(game instanceof Mnk)) {
      throw new Wrong(where() + "a pairing only proves that the attacker of an m,n,k game does"
          + " not win (line " + line + ")");
    }
    if ((t.length - 1) % 2 != 0) {
      throw new Malformed("line " + line + ": a D line is 'D A B C D ...' (pairs of cells)");
    }
    define(board);
    pairings++;
    int[] cellsOfPairs = new int[t.length - 1];
    for (int i = 0; i < cellsOfPairs.length; i++) {
      cellsOfPairs[i] = cell(t[i + 1]);
    }
    String problem = pairs.problem(board, 3 - attacker, cellsOfPairs);
    if (problem != null) {
      throw new Wrong(where() + "the pairing " + problem + " (line " + line + ")");
    }
  }

  /** The smallest image of the board under the symmetries, two bits a cell. */
  private long[] canonical(byte[] board) {
    long[] best = null;
    long[] img = new long[words];
    for (int[] perm : symmetries) {
      java.util.Arrays.fill(img, 0);
      for (int c = 0; c < cells; c++) {
        int bit = 2 * perm[c];
        img[bit >> 6] |= (long) board[c] << (bit & 63);
      }
      if (best == null || java.util.Arrays.compare(img, best) < 0) {
        best = img.clone();
      }
    }
    return best;
  }

  private int move(byte[] board, String token) {
    long id = number(token);
    if (id >= game.moveIds() || !game.legal(board, (int) id)) {
      throw new Wrong(where() + "the move " + token + " is not legal here (line " + line + ")");
    }
    return (int) id;
  }

  private int cell(String token) {
    long c = number(token);
    if (c >= cells) {
      throw new Wrong(where() + "no cell " + token + " (line " + line + ")");
    }
    return (int) c;
  }

  private long number(String token) {
    try {
      long v = Long.parseLong(token);
      if (v < 0) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new Malformed("line " + line + ": '" + token + "' is not a number");
    }
  }

  private String next(String what) throws IOException {
    String l = in.readLine();
    line++;
    if (l == null) {
      throw new Malformed("the file is truncated: it ends at line " + line + " where " + what
          + " was expected");
    }
    current = l;
    return l;
  }

  private static String[] tokens(String l) {
    String s = l.strip();
    return s.isEmpty() ? new String[] {""} : s.split(" +");
  }

  private int prover() {
    return winGoal ? attacker : 3 - attacker;
  }

  private String claim() {
    return side(attacker) + (winGoal ? " wins" : " does not win");
  }

  private static String side(int stone) {
    return stone == 1 ? "first player" : "second player";
  }

  private static String ending(Status s) {
    return switch (s) {
      case ONE_WINS -> "with a win for the first player";
      case TWO_WINS -> "with a win for the second player";
      case DOUBLE_VICTORY -> "in a double victory";
      default -> "in a draw (a full board)";
    };
  }

  /** "after 4 4, 3 3: " or "at the empty board: ", in the part's claim. */
  private String where() {
    StringBuilder b = new StringBuilder("(proving that the ").append(claim()).append(") ");
    if (path.isEmpty()) {
      return b.append("at the empty board: ").toString();
    }
    b.append("after ");
    for (int i = 0; i < path.size(); i++) {
      b.append(i == 0 ? "" : ", ").append(game.codec().format(game.move(path.get(i))));
    }
    return b.append(": ").toString();
  }

  private record Key(long[] words) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && java.util.Arrays.equals(words, k.words);
    }

    @Override
    public int hashCode() {
      return java.util.Arrays.hashCode(words);
    }
  }
}
