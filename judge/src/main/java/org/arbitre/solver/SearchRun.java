package org.arbitre.solver;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Move;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.arbitre.game.Status;

/**
 * One solve by search: the board, and a table of proven positions for each attacker (player 1
 * wins? player 2 wins?). Kept after the solve for its proof ({@link ProofWriter}) and for the table
 * file that lets a stopped run resume ({@link TableFile}).
 */
public final class SearchRun {
  private final Game game;
  private final byte[] start;
  private final Side toMove;
  private int[] history; // the move ids from the empty board to start (null: not known)
  private final SearchBoard board;
  private final TranspositionTable[] tables = new TranspositionTable[3]; // by attacker stone: made when needed
  private final ProofNumberTable[] numbers = new ProofNumberTable[3]; // df-pn: made when needed
  private final Method method;
  private int tableBits;
  private int numberBits;
  private Side only; // a run of one player's win: df-pn makes that player's table of numbers alone
  private AttackerSearch current; // the solve's search under way, for searchNote
  private long tableNumbers;

  SearchRun(Game game, byte[] start, Side toMove) {
    this(game, start, toMove, Method.SEARCH);
  }

  /** {@code method}: {@link Method#SEARCH} (alpha-beta) or {@link Method#DFPN}. */
  SearchRun(Game game, byte[] start, Side toMove, Method method) {
    if (method != Method.SEARCH && method != Method.DFPN) {
      throw new IllegalArgumentException("a search run is alpha-beta or df-pn, not " + method);
    }
    this.method = method;
    this.game = game;
    this.start = start.clone();
    this.toMove = toMove;
    this.board = board(game, start, toMove.stone());
    int cells = start.length;
    tableBits = Math.min(board.keyLength() > 2 ? 21 : 23, Math.max(12, cells - 2));
    numberBits = defaultNumberBits();
  }

  /** The largest table of numbers df-pn takes (2^27 entries: 3.8 GB with keys of two longs). */
  static final int MAX_NUMBER_BITS = 27;

  /**
   * Gives df-pn's two tables of numbers (one per attacker) the most entries, a power of two, that
   * keep all the run's tables within {@code bytes}, the proven ones included (at least 2^16 a
   * table, at most 2^{@value #MAX_NUMBER_BITS}, and 2^(empty cells + 4) as by default: a
   * small board needs no more); call it before the solve. For the alpha-beta, whose only tables
   * are the two of proven positions, those get the most entries within {@code bytes} instead (at
   * least 2^12 each, at most 2^30 longs of keys: 2^30 entries with keys of one long), less than by
   * default too when {@code bytes} is less. Returns the bytes the tables then take at most.
   */
  public long limitMemory(long bytes) {
    if (method == Method.SEARCH) { // the alpha-beta's tables are its two of proven positions
      long each = Math.max(1, bytes / 2 / TranspositionTable.bytes(0, board.keyLength()));
      int fits = 63 - Long.numberOfLeadingZeros(each);
      int most = 30 - (32 - Integer.numberOfLeadingZeros(board.keyLength() - 1)); // array sizes
      int bits = Math.max(12, Math.min(most, fits));
      if (tables[1] == null && tables[2] == null) {
        tableBits = bits;
      }
      return memory();
    }
    long entry = ProofNumberTable.entryBytes(board.keyLength());
    long left = Math.max(0, bytes - 2 * TranspositionTable.bytes(tableBits, board.keyLength()));
    long each = Math.max(1, left / numberTables() / entry);
    int fits = 63 - Long.numberOfLeadingZeros(each);
    numberBits = Math.max(16, Math.min(Math.min(MAX_NUMBER_BITS, emptyCells() + 4), fits));
    return memory();
  }

  /**
   * Makes the tables the run may need now (they are otherwise made when first needed: a df-pn's
   * second table of numbers when its second search starts), so that a heap too small for them
   * fails here, at once, rather than an hour into the run: both attackers', or after {@link
   * #only} that player's numbers alone.
   *
   * @throws OutOfMemoryError when the JVM's heap cannot hold them
   */
  public void allocate() {
    for (int attacker = 1; attacker <= 2; attacker++) {
      table(attacker);
      numbersSearched(attacker);
    }
  }

  /**
   * This run answers only whether {@code player} wins ({@link #wins}): df-pn then needs one table
   * of numbers, not two, so {@link #limitMemory} gives it all that the proven tables leave and
   * {@link #memory} counts it once. Call it before those.
   */
  public void only(Side player) {
    only = player;
  }

  private int numberTables() {
    return only == null ? 2 : 1;
  }

  /**
   * The bytes of this JVM's heap that large tables can take: its largest space (the old
   * generation, where an array larger than the young one is put: with the serial collector
   * about two thirds of {@code -Xmx} by default, nearly all of it with a small {@code -Xmn}), less
   * an eighth for the search's own working memory.
   */
  public static long heapRoom() {
    long largest = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        largest = Math.max(largest, pool.getUsage().getMax());
      }
    }
    long heap = Runtime.getRuntime().maxMemory();
    long room = largest > 0 ? Math.min(largest, heap) : heap;
    return room - (heap >> 3);
  }

  /**
   * The bytes the run's tables take at most: the two tables of proven positions, and for df-pn
   * its two tables of numbers (one after {@link #only}).
   */
  public long memory() {
    long proven = 2 * TranspositionTable.bytes(tableBits, board.keyLength());
    return method == Method.DFPN
        ? proven + numberTables() * (ProofNumberTable.entryBytes(board.keyLength()) << numberBits)
        : proven;
  }

  /**
   * A search of the empty board of {@code game}.
   *
   * @throws IllegalArgumentException when the board is too large for the search
   */
  public static SearchRun of(Game game) {
    return of(game, Method.SEARCH);
  }

  /**
   * A search of the empty board of {@code game} by {@code method}: {@link Method#SEARCH}
   * (alpha-beta) or {@link Method#DFPN} (proof numbers).
   *
   * @throws IllegalArgumentException when the board is too large for the search
   */
  public static SearchRun of(Game game, Method method) {
    return new SearchRun(game, new byte[game.width() * game.height()], Side.ONE, method);
  }

  /**
   * A search of the position {@code start} (its side to move plays first) by {@code method}.
   *
   * @throws IllegalArgumentException when the board is too large for the search
   */
  public static SearchRun of(Game game, Position start, Method method) {
    return new SearchRun(game, start.cells(), start.toMove(), method);
  }

  /**
   * A search of the position after {@code moves} (legal, player 1's first) by {@code method};
   * its proofs name the moves, so that the checker replays them.
   *
   * @throws IllegalArgumentException when the board is too large for the search
   */
  public static SearchRun after(Game game, List<Move> moves, Method method) {
    Position p = game.start();
    int[] ids = new int[moves.size()];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = game.id(moves.get(i));
      p = game.play(p, moves.get(i));
    }
    SearchRun run = of(game, p, method);
    run.history = ids;
    return run;
  }

  /** The move ids from the empty board to the start position: empty for the empty board, null when not known. */
  int[] history() {
    return history != null ? history : isEmpty(start) && toMove == Side.ONE ? new int[0] : null;
  }

  /** Solves the position, reusing what the tables already hold. */
  public Solution solve(Progress progress) {
    if (game.status(start).over()) {
      return new Solution(Value.of(game.status(start)), null, 1, method);
    }
    int cells = start.length;
    int mover = toMove.stone();
    SearchBoard b = board;
    AttackerSearch moverWins = search(mover, progress);
    current = moverWins;
    boolean won = moverWins.attackerWins();
    AttackerSearch opponentWins = search(3 - mover, progress);
    current = opponentWins;
    opponentWins.offset(moverWins.nodes());
    // Strategy stealing: in the m,n,k game, the second player never wins the empty board.
    boolean lost = !won && !(game instanceof Mnk && isEmpty(start)) && opponentWins.attackerWins();
    int[] moves = new int[b.maxMoves()];
    int n = b.moves(moves);
    int best = lost ? moves[0] : provenMove(moves, n, won ? mover : 3 - mover, won);
    for (int i = 0; i < n && !lost && best < 0; i++) {
      moverWins.offset(opponentWins.nodes());
      opponentWins.offset(moverWins.nodes());
      b.play(moves[i]);
      boolean good = won ? moverWins.attackerWins() : !opponentWins.attackerWins();
      b.undo();
      if (good) {
        best = moves[i];
        break;
      }
    }
    best = best < 0 ? moves[0] : best;
    long nodes = moverWins.nodes() + opponentWins.nodes();
    Value value = won ? Value.winFor(toMove) : lost ? Value.winFor(toMove.other()) : Value.DRAW;
    return new Solution(value, game.move(best), nodes, method);
  }

  /** The answer of {@link #wins}: whether the player forces a win, a winning move (when it is to move), the positions examined. */
  public record Answer(Side player, boolean wins, Move move, long positions) {}

  /**
   * Whether {@code player} forces a win from the position: one search (where {@link #solve} may
   * need two), so "no" does not tell a draw from a loss; with a win and {@code player} to move,
   * a winning move.
   *
   * @throws Progress.Stopped when {@code progress} stopped the search
   */
  public Answer wins(Side player, Progress progress) {
    Status status = game.status(start);
    if (status.over()) {
      return new Answer(player, status.winnerCode() == player.stone(), null, 1);
    }
    int attacker = player.stone();
    AttackerSearch search = search(attacker, progress);
    current = search;
    boolean won = search.attackerWins();
    int best = -1;
    if (won && player == toMove) {
      int[] moves = new int[board.maxMoves()];
      int n = board.moves(moves);
      best = provenMove(moves, n, attacker, true);
      for (int i = 0; i < n && best < 0; i++) {
        board.play(moves[i]);
        boolean good = search.attackerWins();
        board.undo();
        best = good ? moves[i] : -1;
      }
    }
    return new Answer(player, won, best < 0 ? null : game.move(best), search.nodes());
  }

  /**
   * The first of {@code moves} whose position the table of {@code attacker} already holds with
   * the result {@code win} (df-pn leaves the move it proved there, where the alpha-beta would
   * search the moves before it again), or that ends the game so; -1 if none.
   */
  private int provenMove(int[] moves, int n, int attacker, boolean win) {
    long[] key = new long[board.keyLength()];
    for (int i = 0; i < n; i++) {
      board.play(moves[i]);
      boolean good;
      if (board.status().over()) {
        good = (board.status().winnerCode() == attacker) == win;
      } else {
        board.key(key);
        good = table(attacker).get(key) == (win ? 1 : 0);
      }
      board.undo();
      if (good) {
        return moves[i];
      }
    }
    return -1;
  }

  /**
   * What the last search of {@link #solve} had proven when it ended or was stopped, for a df-pn
   * run: "player 1 wins? root pn/dn 12/345, children (...): ..."; empty for the alpha-beta.
   */
  public String searchNote() {
    if (current instanceof ProofNumberSearch p) {
      return "player " + p.attacker() + " wins? " + p.rootSummary();
    }
    return "";
  }

  /**
   * For a progress line of a df-pn run: "player 1 wins? root pn/dn 12/345" (the root's numbers as
   * its children stood when the search last came back to the root); empty for the alpha-beta, or
   * before df-pn first comes back to the root.
   */
  public String progressNote() {
    if (current instanceof ProofNumberSearch p && p.rootNumbers() != null) {
      return "player " + p.attacker() + " wins? root pn/dn " + p.rootNumbers() + "; "
          + p.whereNote();
    }
    return "";
  }

  /** A search for {@code attacker} over this run's board and table, by this run's method. */
  AttackerSearch search(int attacker, Progress progress) {
    if (method == Method.DFPN) {
      return new ProofNumberSearch(board, attacker, table(attacker), numbers(attacker),
          start.length, progress);
    }
    return new Search(board, attacker, table(attacker), start.length, progress);
  }

  /** df-pn's table of numbers for {@code attacker} (made when first asked); null for the alpha-beta. */
  ProofNumberTable numbers(int attacker) {
    if (method != Method.DFPN) {
      return null;
    }
    if (numbers[attacker] == null) {
      numbers[attacker] = new ProofNumberTable(numberBits, board.keyLength());
    }
    return numbers[attacker];
  }

  /**
   * df-pn's table of numbers for {@code attacker} when this run searches that player's win (made
   * when first asked), else null: the alpha-beta, or the other player's after {@link #only} (a
   * table file's numbers for it are then left out, as the alpha-beta leaves them all out).
   */
  ProofNumberTable numbersSearched(int attacker) {
    return only != null && only.stone() != attacker ? null : numbers(attacker);
  }

  /** df-pn's table of numbers for {@code attacker} if it was made, else null (for the save). */
  ProofNumberTable numbersMade(int attacker) {
    return numbers[attacker];
  }

  /**
   * The size of a df-pn table of numbers, 2^bits entries: larger than the table of proven results
   * (df-pn keeps the numbers of the positions it is working on, and loses work when they are
   * replaced): 2^(empty cells + 4), at least 2^16, at most 2^24 (470 MB with keys of two
   * longs), 2^21 for keys of more than two longs; {@link #limitMemory} sets another size.
   */
  private int defaultNumberBits() {
    return Math.min(board.keyLength() > 2 ? 21 : 24, Math.max(16, emptyCells() + 4));
  }

  private int emptyCells() {
    int empty = 0;
    for (byte c : start) {
      empty += c == 0 ? 1 : 0;
    }
    return empty;
  }

  Method method() {
    return method;
  }

  Game game() {
    return game;
  }

  SearchBoard board() {
    return board;
  }

  /** A board of the game's empty position (its key layout is the run's, whatever the start). */
  SearchBoard emptyBoard() {
    return board(game, new byte[start.length], Side.ONE.stone());
  }

  /** A board of this run's start position, apart from the one the searches use. */
  SearchBoard freshBoard() {
    return board(game, start, toMove.stone());
  }

  /** The table of proven positions for {@code attacker} (made when first asked). */
  TranspositionTable table(int attacker) {
    if (tables[attacker] == null) {
      tables[attacker] = new TranspositionTable(tableBits, board.keyLength());
    }
    return tables[attacker];
  }

  /**
   * Writes the proof of {@code value} (this run's, from the empty board) to {@code file}, gzip
   * when its name ends in .gz: written to a temporary file, then renamed.
   */
  public ProofWriter.Stats writeProof(Value value, Path file) throws IOException {
    return writeProof(value, file, Progress.NONE);
  }

  /** As {@link #writeProof(Value, Path)}; {@code progress} may stop it ({@link Progress.Stopped}). */
  public ProofWriter.Stats writeProof(Value value, Path file, Progress progress) throws IOException {
    if (history() == null) {
      throw new IllegalStateException("a proof starts from the empty board or names its moves");
    }
    return ProofWriter.write(this, value, file, progress);
  }

  /**
   * Writes the proof of {@code answer} (this run's, from {@link #wins}) to {@code file}: one
   * part, "player S wins" or "player S does not win".
   */
  public ProofWriter.Stats writeProof(Answer answer, Path file, Progress progress) throws IOException {
    if (history() == null) {
      throw new IllegalStateException("a proof starts from the empty board or names its moves");
    }
    return ProofWriter.write(this, answer.player().stone(), answer.wins(), file, progress);
  }

  /**
   * Loads a table file saved by {@link #saveTable}; returns the proven positions read (and keeps
   * how many df-pn numbers it read, {@link #tableNumbers}: a df-pn run resumes its unproven tree
   * from them; the alpha-beta skips them).
   */
  public long loadTable(Path file) throws IOException {
    TableFile.Counts c = TableFile.load(this, file);
    tableNumbers = c.numbers();
    return c.proven();
  }

  /**
   * Saves the proven positions, and df-pn's numbers, to {@code file} (a temporary file, then
   * renamed); returns how many proven positions.
   */
  public long saveTable(Path file) throws IOException {
    TableFile.Counts c = TableFile.save(this, file);
    tableNumbers = c.numbers();
    return c.proven();
  }

  /** The df-pn entries of numbers the last {@link #loadTable} read or {@link #saveTable} wrote. */
  public long tableNumbers() {
    return tableNumbers;
  }

  static boolean isEmpty(byte[] board) {
    for (byte c : board) {
      if (c != 0) {
        return false;
      }
    }
    return true;
  }

  private static SearchBoard board(Game game, byte[] board, int toMove) {
    if (game instanceof Mnk mnk) {
      return new MnkBoard(mnk, board, toMove);
    }
    return new PushBoard((Push) game, board, toMove);
  }
}
