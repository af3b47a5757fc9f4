package org.arbitre.solver;

/**
 * The proof and disproof numbers of the positions the proof-number search is working on (and of
 * those it proved, which also go to the {@link TranspositionTable} of proven results), keyed by
 * the exact canonical board key like that table: a hit is never a hash collision. Buckets of four
 * slots; when all four are taken, the one whose subtree took the least work is replaced.
 */
final class ProofNumberTable {
  /** {@link #get}'s answer for a position not in the table. */
  static final long ABSENT = -1;
  private static final int WAYS = 4;

  private final int keyLength;
  private final long[] keys;
  private final long[] numbers; // pn << 32 | dn; ABSENT: empty slot
  private final int[] work;
  private final int mask;
  private long added; // puts into an empty slot
  private long replaced; // puts that threw out another position's numbers

  /** A table of 2^bits entries of {@code keyLength} longs each (8 × keyLength + 12 bytes). */
  ProofNumberTable(int bits, int keyLength) {
    int size = 1 << Math.max(bits, 2);
    this.keyLength = keyLength;
    keys = new long[size * keyLength];
    numbers = new long[size];
    java.util.Arrays.fill(numbers, ABSENT);
    work = new int[size];
    mask = (size - 1) & ~(WAYS - 1);
  }

  /** The bytes of one entry: the key, the numbers, the work. */
  static long entryBytes(int keyLength) {
    return 8L * keyLength + 12;
  }

  /** Packs a pair of numbers (each at most {@link ProofNumberSearch#INF}). */
  static long pack(int pn, int dn) {
    return (long) pn << 32 | dn;
  }

  static int pn(long packed) {
    return (int) (packed >>> 32);
  }

  static int dn(long packed) {
    return (int) packed;
  }

  /** The packed numbers of {@code key}, or {@link #ABSENT}. */
  long get(long[] key) {
    int base = bucket(key);
    for (int i = base; i < base + WAYS; i++) {
      if (numbers[i] != ABSENT && same(i, key)) {
        return numbers[i];
      }
    }
    return ABSENT;
  }

  /** Stores the numbers of {@code key}; {@code nodes}: the work its subtree took so far. */
  void put(long[] key, int pn, int dn, long nodes) {
    int base = bucket(key);
    int target = -1;
    int weakest = base;
    for (int i = base; i < base + WAYS; i++) {
      if (numbers[i] == ABSENT) {
        if (target < 0) {
          target = i;
        }
      } else if (same(i, key)) {
        target = i;
        break;
      } else if (work[i] < work[weakest] || numbers[weakest] == ABSENT) {
        weakest = i;
      }
    }
    if (target < 0) {
      target = weakest;
      replaced++;
    } else if (numbers[target] == ABSENT) {
      added++;
    }
    System.arraycopy(key, 0, keys, target * keyLength, keyLength);
    numbers[target] = pack(pn, dn);
    work[target] = (int) Math.min(Integer.MAX_VALUE, nodes);
  }

  /** The work stored with {@code key}, 0 when absent. */
  long work(long[] key) {
    int base = bucket(key);
    for (int i = base; i < base + WAYS; i++) {
      if (numbers[i] != ABSENT && same(i, key)) {
        return work[i];
      }
    }
    return 0;
  }

  /** What {@link #forEach} hands over: one stored entry. */
  interface Entry {
    /** {@code keys[offset .. offset + keyLength)} is the key; work as {@link #put} got it. */
    void visit(long[] keys, int offset, int pn, int dn, int work);
  }

  /** Hands every stored entry to {@code entry} (for the table file). */
  void forEach(Entry entry) {
    for (int i = 0; i < numbers.length; i++) {
      if (numbers[i] != ABSENT) {
        entry.visit(keys, i * keyLength, pn(numbers[i]), dn(numbers[i]), work[i]);
      }
    }
  }

  /** Stored entries (a scan of the table). */
  long size() {
    long n = 0;
    for (long x : numbers) {
      n += x != ABSENT ? 1 : 0;
    }
    return n;
  }

  /** Puts into an empty slot since the table was made (loading a table file counts too). */
  long added() {
    return added;
  }

  /** Puts that replaced another position's numbers since the table was made. */
  long replaced() {
    return replaced;
  }

  int keyLength() {
    return keyLength;
  }

  private boolean same(int slot, long[] key) {
    return ExactKeys.same(keys, slot, keyLength, key);
  }

  private int bucket(long[] key) {
    return ExactKeys.index(key, keyLength, mask);
  }
}
