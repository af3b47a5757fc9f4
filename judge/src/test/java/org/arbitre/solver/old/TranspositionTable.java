package org.arbitre.solver.old;

import java.util.Arrays;

/**
 * Proven results of the boolean search, keyed by the exact canonical board key: open addressing
 * over two neighbouring slots; when both are taken the one whose subtree was smaller is replaced.
 */
final class TranspositionTable {
  static final int UNKNOWN = -1;
  private static final long EMPTY = -1L; // no board has both colours on every cell

  private final long[] keys;
  private final byte[] results;
  private final byte[] work;
  private final int mask;

  /** A table of 2^bits entries (17 bytes each). */
  TranspositionTable(int bits) {
    int size = 1 << bits;
    keys = new long[size];
    results = new byte[size];
    work = new byte[size];
    mask = size - 1;
    Arrays.fill(keys, EMPTY);
  }

  /** 1 proven win, 0 proven non-win, or UNKNOWN. */
  int get(long key) {
    int i = slot(key);
    if (keys[i] == key) {
      return results[i];
    }
    int j = i ^ 1;
    return keys[j] == key ? results[j] : UNKNOWN;
  }

  /** Stores a result; {@code nodes} is the size of the subtree that proved it. */
  void put(long key, boolean win, long nodes) {
    byte w = (byte) (64 - Long.numberOfLeadingZeros(nodes));
    int i = slot(key);
    int j = i ^ 1;
    int target;
    if (keys[i] == key || keys[i] == EMPTY) {
      target = i;
    } else if (keys[j] == key || keys[j] == EMPTY) {
      target = j;
    } else {
      target = work[i] <= work[j] ? i : j;
    }
    keys[target] = key;
    results[target] = (byte) (win ? 1 : 0);
    work[target] = w;
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 40) & mask;
  }
}
