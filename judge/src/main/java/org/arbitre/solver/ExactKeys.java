package org.arbitre.solver;

/**
 * The exact keys of the solver's tables ({@link TranspositionTable}, {@link ProofNumberTable}):
 * {@code keyLength} longs a position ({@link SearchBoard#key}), stored one after the other in one
 * array and compared whole, so a hit is never a hash collision; and where a key goes.
 */
final class ExactKeys {
  private ExactKeys() {}

  /** Whether the key stored at {@code slot} of {@code keys} is {@code key}. */
  static boolean same(long[] keys, int slot, int keyLength, long[] key) {
    int base = slot * keyLength;
    for (int i = 0; i < keyLength; i++) {
      if (keys[base + i] != key[i]) {
        return false;
      }
    }
    return true;
  }

  /** A hash of {@code key}'s {@code keyLength} longs, kept to the bits of {@code mask}. */
  static int index(long[] key, int keyLength, int mask) {
    long h = 0;
    for (int i = 0; i < keyLength; i++) {
      h = (h ^ key[i]) * 0x9E3779B97F4A7C15L;
      h ^= h >>> 29;
    }
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h >>> 32) & mask;
  }
}
