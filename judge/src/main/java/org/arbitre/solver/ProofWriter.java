package org.arbitre.solver;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Status;
import org.arbitre.solver.check.ProofFormat;

/**
 * Writes the proof of a solved position (the empty board, or the one after the moves the header
 * names) in the format of
 * {@link org.arbitre.solver.check.ProofFormat}, by walking the solved tree with the run's
 * searches (their tables answer most questions at once): at a node of the prover, the first move
 * that ends the game well, reaches a node already written, makes a double threat (m,n,k), or
 * (m,n,k, no-win) leaves a pairing, else the first the search proves; at a node of the opponent,
 * one move per symmetry class, every class but those the checker refutes itself (format 2: the
 * move ends the game well, or the prover then wins at once or by a double threat). A defender
 * holding a pairing ends the line with it. Positions already written are
 * references, so the proof is a DAG, not a tree.
 */
public final class ProofWriter {
  /** What was written. */
  public record Stats(long nodes, long pairings, long bytes) {}

  private final SearchRun run;
  private final SearchBoard board;
  private final MnkBoard mnk;
  private final Writer out;
  private final Progress progress;
  private final Map<Key, Long> written = new HashMap<>();
  private final StringBuilder line = new StringBuilder();
  private final int[] scratch;
  private long nodes;
  private long pairings;
  private int attacker;
  private boolean winGoal;
  private AttackerSearch search;

  private ProofWriter(SearchRun run, Writer out, Progress progress) {
    this.run = run;
    this.progress = progress;
    this.board = run.board();
    this.mnk = board instanceof MnkBoard m ? m : null;
    this.out = out;
    this.scratch = new int[board.maxMoves()];
  }

  /**
   * Writes the proof; {@code progress} hears of the nodes written every 4,096 and may stop the
   * writing ({@link Progress.Stopped}: nothing is left, not even the temporary file).
   */
  static Stats write(SearchRun run, Value value, Path file, Progress progress) throws IOException {
    return write(run, "value=" + value.text(), file, progress, w -> {
      switch (value) {
        case FIRST_PLAYER_WIN -> w.part(1, true);
        case SECOND_PLAYER_WIN -> w.part(2, true);
        case DRAW -> {
          w.part(1, false);
          if (run.game() instanceof Mnk && run.history().length == 0) {
            w.out.write("prove 2 no-win strategy-stealing\n");
          } else {
            w.part(2, false);
          }
        }
        default -> throw new IllegalStateException(value.toString());
      }
    });
  }

  /** The proof of one claim: {@code attacker} wins ({@code win}) or does not. */
  static Stats write(SearchRun run, int attacker, boolean win, Path file, Progress progress) throws IOException {
    return write(run, "claim=" + attacker + ":" + (win ? "win" : "no-win"), file, progress,
        w -> w.part(attacker, win));
  }

  private interface Parts {
    void write(ProofWriter w) throws IOException;
  }

  /** The header (with {@code what}: the value or the claim), the parts, the end line. */
  private static Stats write(SearchRun run, String what, Path file, Progress progress, Parts parts)
      throws IOException {
    Game g = run.game();
    ProofWriter w = ProofFormat.create(file, text -> {
      ProofWriter writer = new ProofWriter(run, text, progress);
      StringBuilder moves = new StringBuilder();
      for (int id : run.history()) {
        moves.append(moves.length() == 0 ? " moves=" : ",").append(id);
      }
      text.write(ProofFormat.MAGIC + " " + ProofFormat.VERSION + " game=" + g.name() + " board="
          + g.width() + "x" + g.height() + " k=" + g.k() + moves + " " + what + "\n");
      parts.write(writer);
      text.write("end nodes=" + writer.nodes + " pairings=" + writer.pairings + "\n");
      return writer;
    });
    return new Stats(w.nodes, w.pairings, Files.size(file));
  }

  private void part(int attacker, boolean win) throws IOException {
    this.attacker = attacker;
    this.winGoal = win;
    this.search = run.search(attacker, Progress.NONE);
    written.clear();
    out.write("prove " + attacker + " " + (win ? "win" : "no-win") + "\n");
    child(); // the start may be over already (after --moves): the checker judges it by the rules
  }

  private int prover() {
    return winGoal ? attacker : 3 - attacker;
  }

  /** A position not over and not written yet: its line, then its children. */
  private void node() throws IOException {
    written.put(key(), nodes++);
    if ((nodes & 0xFFF) == 0 && progress.tick(nodes)) {
      throw new Progress.Stopped(nodes);
    }
    line.setLength(0);
    if (!winGoal && mnk != null) {
      int[] pairs = mnk.pairing(prover(), MnkBoard.PAIRING_BUDGET);
      if (pairs != null) {
        pairings++;
        line.append('D');
        for (int c : pairs) {
          line.append(' ').append(c);
        }
        emit();
        return;
      }
    }
    int[] moves = new int[board.maxMoves()];
    int n = board.moves(moves);
    if (board.toMove() == prover()) {
      int m = choose(moves, n);
      line.append("P ").append(m);
      emit();
      board.play(m);
      child();
      board.undo();
      return;
    }
    List<Integer> classes = new ArrayList<>();
    Set<Key> seen = new HashSet<>();
    for (int i = 0; i < n; i++) {
      board.play(moves[i]);
      if (seen.add(key()) && !lostAtOnce()) {
        classes.add(moves[i]);
      }
      board.undo();
    }
    line.append('O');
    for (int m : classes) {
      line.append(' ').append(m);
    }
    emit();
    for (int m : classes) {
      board.play(m);
      child();
      board.undo();
    }
  }

  /**
   * Whether the opponent's move just played is one the checker answers itself (format 2): it
   * ends the game well, or the prover, to move, wins at once or (m,n,k) by a double threat.
   */
  private boolean lostAtOnce() {
    Status s = board.status();
    if (s.over()) {
      return (s.winnerCode() == attacker) == winGoal;
    }
    if (mnk != null) {
      return mnk.winningMoves(prover(), scratch) > 0 || mnk.doubleThreat(prover()) >= 0;
    }
    int n = board.moves(scratch);
    for (int i = 0; i < n; i++) {
      board.play(scratch[i]);
      Status after = board.status();
      board.undo();
      if (after.over() && (after.winnerCode() == attacker) == winGoal) {
        return true;
      }
    }
    return false;
  }

  private void child() throws IOException {
    Status s = board.status();
    if (s.over()) {
      if ((s.winnerCode() == attacker) != winGoal) {
        throw new IllegalStateException("the proof reaches a wrong end: " + s);
      }
      return;
    }
    Long id = written.get(key());
    if (id != null) {
      line.setLength(0);
      line.append("= ").append(id);
      emit();
    } else {
      node();
    }
  }

  /**
   * The prover's move: one that ends the game well, reaches a written node, leaves a pairing, is
   * already proven in the table, or the search proves.
   */
  private int choose(int[] moves, int n) {
    for (int i = 0; i < n; i++) {
      board.play(moves[i]);
      Status s = board.status();
      board.undo();
      if (s.over() && (s.winnerCode() == attacker) == winGoal) {
        return moves[i];
      }
    }
    for (int i = 0; i < n; i++) {
      board.play(moves[i]);
      boolean known = !board.status().over() && written.containsKey(key());
      board.undo();
      if (known) {
        return moves[i];
      }
    }
    if (mnk != null) { // a double threat: the opponent's moves all lose at once (an empty O line)
      int fork = mnk.doubleThreat(prover());
      if (fork >= 0) {
        return fork;
      }
    }
    if (!winGoal && mnk != null) {
      for (int i = 0; i < n; i++) {
        board.play(moves[i]);
        boolean paired = !board.status().over()
            && mnk.pairing(prover(), MnkBoard.PAIRING_BUDGET) != null;
        board.undo();
        if (paired) {
          return moves[i];
        }
      }
    }
    TranspositionTable table = run.table(attacker);
    long[] k = new long[board.keyLength()];
    for (int i = 0; i < n; i++) { // a child the search already proved (df-pn: the one it chose)
      board.play(moves[i]);
      boolean good = false;
      if (!board.status().over()) {
        board.key(k);
        good = table.get(k) == (winGoal ? 1 : 0);
      }
      board.undo();
      if (good) {
        return moves[i];
      }
    }
    for (int i = 0; i < n; i++) {
      board.play(moves[i]);
      boolean good = !board.status().over() && search.attackerWins() == winGoal;
      board.undo();
      if (good) {
        return moves[i];
      }
    }
    throw new IllegalStateException("no move of the prover holds the value here");
  }

  private void emit() throws IOException {
    line.append('\n');
    out.append(line);
  }

  private Key key() {
    long[] k = new long[board.keyLength()];
    board.key(k);
    return new Key(k);
  }

  private record Key(long[] words) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(words, k.words);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(words);
    }
  }
}
