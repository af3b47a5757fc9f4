package org.arbitre.tournament;

/**
 * How bots are paired, as cutechess's tournament types do with {@code nextPair}: a format only
 * says which pairings one round holds; {@link Schedule} turns them into colour-swapped pairs of
 * games. Bots are indices {@code 0 .. bots-1} in command-line order.
 */
public enum Format {
  /** Every bot against every other: (0,1), (0,2) ... (0,n-1), (1,2) ... (n-2,n-1). */
  ROUND_ROBIN("round-robin"),
  /** The first bot against each of the others: (0,1), (0,2) ... (0,n-1). */
  GAUNTLET("gauntlet");

  /** One pairing: bot {@code a} (player 1 in the first game of each pair) and bot {@code b}. */
  public record Pairing(int a, int b) {}

  private final String id;

  Format(String id) {
    this.id = id;
  }

  /** The name in a manifest or on the command line: {@code round-robin}, {@code gauntlet}. */
  public String id() {
    return id;
  }

  /** How many pairings one round of {@code bots} bots holds. */
  public int pairings(int bots) {
    requireBots(bots);
    return this == ROUND_ROBIN ? bots * (bots - 1) / 2 : bots - 1;
  }

  /** The {@code index}-th pairing of a round ({@code 0 <= index < pairings(bots)}). */
  public Pairing pair(int bots, int index) {
    if (index < 0 || index >= pairings(bots)) {
      throw new IllegalArgumentException("pairing " + index + " of " + pairings(bots));
    }
    if (this == GAUNTLET) {
      return new Pairing(0, index + 1);
    }
    int a = 0;
    int left = index;
    while (left >= bots - 1 - a) {
      left -= bots - 1 - a;
      a++;
    }
    return new Pairing(a, a + 1 + left);
  }

  public static Format ofId(String id) {
    for (Format f : values()) {
      if (f.id.equals(id)) {
        return f;
      }
    }
    throw new IllegalArgumentException("no format '" + id + "'");
  }

  private static void requireBots(int bots) {
    if (bots < 2) {
      throw new IllegalArgumentException("a tournament needs at least 2 bots, got " + bots);
    }
  }
}
