package org.arbitre.app;

import java.util.Locale;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.Position;
import org.arbitre.solver.Method;
import org.arbitre.solver.Progress;
import org.arbitre.solver.SearchRun;
import org.arbitre.solver.Solution;
import org.arbitre.solver.Solver;
import org.arbitre.tournament.Opening;

/**
 * The steps of {@code solve} that turn what the user asked into a solver: the method named, the
 * search after an opening with its tables allocated in the heap this JVM has, or the attractor.
 * What the user got wrong (a board too large, tables that do not fit) is a {@link UserError}.
 */
public final class Solving {
  private Solving() {
  }

  /** {@code attractor}, {@code search}, {@code dfpn} or {@code auto}, in any case. */
  public static Method method(String text) {
    try {
      return Method.valueOf(text.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError("unknown method '" + text + "' (attractor, search, dfpn or auto)");
    }
  }

  /** The attractor's solution of {@code position}. */
  public static Solution attractor(Game g, Position position, Method m, Progress progress) {
    try {
      return Solver.solve(g, position, m, progress);
    } catch (IllegalArgumentException tooLarge) {
      throw new UserError(tooLarge.getMessage());
    }
  }

  /** A search of method {@code m} after {@code opening}, its tables not yet allocated. */
  public static SearchRun searchRun(Game g, Opening opening, Method m) {
    try {
      return SearchRun.after(g, opening.moves(), m);
    } catch (IllegalArgumentException tooLarge) {
      throw new UserError(tooLarge.getMessage());
    }
  }

  /**
   * Allocates the search's tables, of {@code memoryBytes} when above 0 ({@code memory} as the
   * user wrote it, else null), else as the board needs; the bytes they take.
   */
  public static long allocate(SearchRun searchRun, long memoryBytes, String memory) {
    long tables = memoryBytes > 0 ? searchRun.limitMemory(memoryBytes) : searchRun.memory();
    long room = SearchRun.heapRoom();
    if (memoryBytes > 0 && tables > room) {
      throw tooLarge(tables, room, memory);
    }
    try {
      searchRun.allocate();
    } catch (OutOfMemoryError e) {
      throw tooLarge(tables, room, memory);
    }
    return tables;
  }

  /** The tables of a run do not fit in the JVM's heap: what to give it instead. */
  private static UserError tooLarge(long tables, long room, String memory) {
    return new UserError((memory == null ? "the search" : "--memory " + memory) + ": the tables"
        + " would take " + mb(tables) + " where this JVM's heap has room for " + mb(Math.max(0, room))
        + "; give the JVM more, e.g. ARBITRE_JAVA_OPTS='-Xmx" + ((tables + (tables >> 3)) / (1L << 30) + 2)
        + "g -Xmn256m' (a small young generation leaves the tables the rest)"
        + (memory == null ? ", or the search less with --memory" : ""));
  }

  /** "1,240 MB". */
  public static String mb(long bytes) {
    return String.format(Locale.ROOT, "%,d MB", bytes >> 20);
  }
}
