package org.arbitre.tournament;

import java.util.ArrayList;
import java.util.List;
import org.arbitre.UserError;

/**
 * The games of a tournament, in a fixed order. Each round holds the format's pairings (see
 * {@link Format}); each pairing is played as {@code 1} colour-swapped pair of games per round:
 * game {@code 2i} with the pairing's bot {@code a} as player 1, game {@code 2i+1} with {@code b}.
 * Game ids count rounds first, so raising the number of rounds keeps every existing id and key.
 *
 * <p>Openings: round {@code r} plays opening {@code r mod openings.size()} in every pairing, both
 * games of each pair; so the openings cycle in file order, once per round. (cutechess takes the
 * next opening for each pair instead; with two bots, rounds and pairs are the same thing, and with
 * more bots a round's pairings all meet the same positions, which keeps the ratings comparable.)
 */
public final class Schedule {
  private final int bots;
  private final Format format;
  private final int rounds;
  private final List<Opening> openings;
  private final List<ScheduledGame> games;

  /**
   * @param bots how many bots (at least 2)
   * @param format round robin or gauntlet
   * @param rounds colour-swapped pairs per pairing (at least 1)
   * @param openings the openings to cycle through; empty for none (every game from the empty board)
   */
  public Schedule(int bots, Format format, int rounds, List<Opening> openings) {
    if (bots < 2) {
      throw new UserError("a tournament needs at least 2 bots, got " + bots);
    }
    if (rounds < 1) {
      throw new UserError("--rounds must be at least 1, got " + rounds);
    }
    this.bots = bots;
    this.format = format;
    this.rounds = rounds;
    this.openings = List.copyOf(openings);
    int perRound = format.pairings(bots);
    List<ScheduledGame> list = new ArrayList<>(rounds * perRound * 2);
    for (int r = 0; r < rounds; r++) {
      int op = this.openings.isEmpty() ? -1 : r % this.openings.size();
      Opening opening = op < 0 ? Opening.NONE : this.openings.get(op);
      for (int p = 0; p < perRound; p++) {
        Format.Pairing pairing = format.pair(bots, p);
        int a = pairing.a();
        int b = pairing.b();
        String stem = "r" + (r + 1) + "-" + a + "v" + b + (op < 0 ? "" : "-o" + (op + 1));
        list.add(new ScheduledGame(list.size(), stem + "-g1", r, p, a, b, a, b, op, opening));
        list.add(new ScheduledGame(list.size(), stem + "-g2", r, p, a, b, b, a, op, opening));
      }
    }
    this.games = List.copyOf(list);
  }

  /** A round robin without openings. */
  public Schedule(int bots, int rounds) {
    this(bots, Format.ROUND_ROBIN, rounds, List.of());
  }

  public int bots() {
    return bots;
  }

  public Format format() {
    return format;
  }

  public int rounds() {
    return rounds;
  }

  public List<Opening> openings() {
    return openings;
  }

  /** Every game, in id order ({@code games().get(id).id() == id}). */
  public List<ScheduledGame> games() {
    return games;
  }

  public int size() {
    return games.size();
  }

  /** The game with this id. */
  public ScheduledGame game(int id) {
    return games.get(id);
  }

  /** How many colour-swapped pairs: {@code size() / 2}. */
  public int pairs() {
    return games.size() / 2;
  }

  /**
   * The {@code i}-th of {@code n} slices ({@code 1 <= i <= n}), in id order: the pairs whose index
   * is {@code i - 1} modulo {@code n}, both games of each pair (the pentanomial statistics need
   * both). The slices are disjoint and together are the whole schedule; each gets every n-th pair,
   * so each holds a similar mix of pairings and rounds. A slice is empty when n exceeds the pairs.
   */
  public List<ScheduledGame> shard(int i, int n) {
    if (n < 1 || i < 1 || i > n) {
      throw new UserError("shard " + i + "/" + n + ": write I/N with 1 <= I <= N");
    }
    List<ScheduledGame> slice = new ArrayList<>();
    for (int pair = i - 1; pair < pairs(); pair += n) {
      slice.add(games.get(2 * pair));
      slice.add(games.get(2 * pair + 1));
    }
    return List.copyOf(slice);
  }
}
