package org.arbitre.solver;

/**
 * Proven results of the boolean search, keyed by the exact canonical board key (one or more
 * longs: see {@link SearchBoard#key}): open addressing over two neighbouring slots; when both are
 * taken the one whose subtree was smaller is replaced. Keys are compared whole, so a hit is never
 * a hash collision.
 */
final class TranspositionTable {
  static final int UNKNOWN = -1;

  private final int keyLength;
  private final long[] keys;
  private final byte[] results; // -1 empty slot, 0 non-win, 1 win
  private final byte[] work;
  private final int mask;

  /** A table of 2^bits entries of {@code keyLength} longs each (8 × keyLength + 2 bytes). */
  TranspositionTable(int bits, int keyLength) {
    int size = 1 << bits;
    this.keyLength = keyLength;
    keys = new long[size * keyLength];
    results = new byte[size];
    java.util.Arrays.fill(results, (byte) -1);
    work = new byte[size];
    mask = size - 1;
  }

  /** The bytes of a table of 2^bits entries of keys of {@code keyLength} longs. */
  static long bytes(int bits, int keyLength) {
    return (8L * keyLength + 2) << bits;
  }

  /** A table of about {@code megabytes} MB for keys of {@code keyLength} longs. */
  static TranspositionTable ofMegabytes(int megabytes, int keyLength) {
    long bytes = (long) megabytes << 20;
    int bits = 63 - Long.numberOfLeadingZeros(Math.max(1024, bytes / (8L * keyLength + 2)));
    return new TranspositionTable(Math.min(bits, 28), keyLength);
  }

  int keyLength() {
    return keyLength;
  }

  /** 1 proven win, 0 proven non-win, or UNKNOWN. */
  int get(long[] key) {
    int i = slot(key);
    if (results[i] >= 0 && same(i, key)) {
      return results[i];
    }
    int j = i ^ 1;
    return results[j] >= 0 && same(j, key) ? results[j] : UNKNOWN;
  }

  /** Stores a result; {@code nodes} is the size of the subtree that proved it. */
  void put(long[] key, boolean win, long nodes) {
    byte w = (byte) (64 - Long.numberOfLeadingZeros(nodes));
    int i = slot(key);
    int j = i ^ 1;
    int target;
    if (results[i] < 0 || same(i, key)) {
      target = i;
    } else if (results[j] < 0 || same(j, key)) {
      target = j;
    } else {
      target = work[i] <= work[j] ? i : j;
    }
    System.arraycopy(key, 0, keys, target * keyLength, keyLength);
    results[target] = (byte) (win ? 1 : 0);
    work[target] = w;
  }

  /** Whether no entry is stored (a scan of the table). */
  boolean isEmpty() {
    for (byte r : results) {
      if (r >= 0) {
        return false;
      }
    }
    return true;
  }

  /** What {@link #forEach} hands over: one stored entry. */
  interface Entry {
    /** {@code keys[offset .. offset + keyLength)} is the key; work is log2 of its subtree + 1. */
    void visit(long[] keys, int offset, boolean win, int work);
  }

  /** Hands every stored entry to {@code entry} (for the table file). */
  void forEach(Entry entry) {
    for (int i = 0; i < results.length; i++) {
      if (results[i] >= 0) {
        entry.visit(keys, i * keyLength, results[i] == 1, work[i]);
      }
    }
  }

  /** Stores an entry read back from a table file, with the work {@link #forEach} gave. */
  void restore(long[] key, boolean win, int work) {
    put(key, win, work == 0 ? 0 : 1L << (work - 1));
  }

  private boolean same(int slot, long[] key) {
    return ExactKeys.same(keys, slot, keyLength, key);
  }

  private int slot(long[] key) {
    return ExactKeys.index(key, keyLength, mask);
  }
}
