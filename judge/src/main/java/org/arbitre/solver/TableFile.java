package org.arbitre.solver;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import org.arbitre.game.Game;

/**
 * The proven positions of a {@link SearchRun}, saved so that a stopped run resumes: gzip of a
 * text header line {@code arbitre-table 2 game=mnk board=7x7 k=5 key=MnkBoard/2/9f3a0c1d} (the key
 * names the board class, its key length and a {@link #fingerprint} of its layout: keys are only
 * meaningful to the same layout), then for
 * attacker 1 and 2 the number of entries (a long) and each entry: the key's longs, then one byte
 * (bit 7: a win, bits 0-6: the log2 of the subtree's size, for the table's replacement). Format 2
 * adds, for attacker 1 and 2, df-pn's table of numbers ({@link ProofNumberTable}: 0 entries for
 * the alpha-beta): the number of entries, then each one's key, proof number, disproof number and
 * work (three ints), so that a stopped df-pn run resumes its unproven tree, not only what it had
 * proven. Format 1 files (proven positions only) are still read.
 */
final class TableFile {
  static final String MAGIC = "arbitre-table 2";
  /** The first format: the proven positions only. */
  static final String MAGIC_1 = "arbitre-table 1";

  /** What a save wrote or a load read: proven positions, and df-pn entries of numbers. */
  record Counts(long proven, long numbers) {}

  private TableFile() {}

  private static String header(SearchRun run) {
    Game g = run.game();
    return MAGIC + " game=" + g.name() + " board=" + g.width() + "x" + g.height() + " k=" + g.k()
        + " key=" + run.board().getClass().getSimpleName() + "/" + run.board().keyLength() + "/"
        + Long.toHexString(fingerprint(run.emptyBoard()) & 0xFFFFFFFFL); // the layout, not the start: --moves shares a table
  }

  /**
   * A hash of the keys along a fixed line of play (the smallest legal move id, 12 plies at
   * most): a change in the key layout changes it, so an old table is refused, not misread.
   */
  static long fingerprint(SearchBoard b) {
    long[] key = new long[b.keyLength()];
    int[] moves = new int[b.maxMoves()];
    long h = 17;
    for (int ply = 0; ply < 12 && !b.status().over(); ply++) {
      int n = b.moves(moves);
      int min = Integer.MAX_VALUE;
      for (int i = 0; i < n; i++) {
        min = Math.min(min, moves[i]);
      }
      b.play(min);
      b.key(key);
      for (long w : key) {
        h = (h ^ w) * 0x9E3779B97F4A7C15L;
        h ^= h >>> 31;
      }
    }
    return h;
  }

  static Counts save(SearchRun run, Path file) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    long total = 0;
    long numbers = 0;
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(
        new FastGzip(Files.newOutputStream(tmp)), 1 << 16))) {
      out.write((header(run) + "\n").getBytes(StandardCharsets.UTF_8));
      for (int attacker = 1; attacker <= 2; attacker++) {
        TranspositionTable t = run.table(attacker);
        long[] count = {0};
        t.forEach((keys, offset, win, work) -> count[0]++);
        out.writeLong(count[0]);
        total += count[0];
        t.forEach((keys, offset, win, work) -> {
          try {
            for (int i = 0; i < t.keyLength(); i++) {
              out.writeLong(keys[offset + i]);
            }
            out.writeByte((win ? 0x80 : 0) | work);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
      }
      for (int attacker = 1; attacker <= 2; attacker++) {
        numbers += saveNumbers(run.numbersMade(attacker), out); // none for a search not begun
      }
    } catch (UncheckedIOException e) {
      Files.deleteIfExists(tmp);
      throw e.getCause();
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(tmp);
      throw e;
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return new Counts(total, numbers);
  }

  /** A table of numbers (or none: 0 entries); returns how many entries it wrote. */
  private static long saveNumbers(ProofNumberTable t, DataOutputStream out) throws IOException {
    if (t == null) {
      out.writeLong(0);
      return 0;
    }
    long count = t.size();
    out.writeLong(count);
    t.forEach((keys, offset, pn, dn, work) -> {
      try {
        for (int i = 0; i < t.keyLength(); i++) {
          out.writeLong(keys[offset + i]);
        }
        out.writeInt(pn);
        out.writeInt(dn);
        out.writeInt(work);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    return count;
  }

  /** gzip at its fastest level: a df-pn table of numbers is hundreds of MB before compression. */
  private static final class FastGzip extends GZIPOutputStream {
    FastGzip(java.io.OutputStream out) throws IOException {
      super(out, 1 << 16);
      def.setLevel(java.util.zip.Deflater.BEST_SPEED);
    }
  }

  /**
   * Loads {@code file} into the run's tables; 0 when there is no such file (a first run).
   *
   * @throws IllegalArgumentException for a file of another game or layout, or not a table file
   */
  static Counts load(SearchRun run, Path file) throws IOException {
    if (!Files.exists(file)) {
      return new Counts(0, 0);
    }
    String expected = header(run);
    try (InputStream raw = new BufferedInputStream(Files.newInputStream(file));
        DataInputStream in = new DataInputStream(new BufferedInputStream(new GZIPInputStream(raw), 1 << 16))) {
      StringBuilder first = new StringBuilder();
      for (int b = in.read(); b != '\n'; b = in.read()) {
        if (b < 0 || first.length() > 200) {
          throw new IllegalArgumentException(file + " is not a table file of arbitre solve");
        }
        first.append((char) b);
      }
      boolean format1 = first.toString().startsWith(MAGIC_1 + " ");
      if (!first.toString().startsWith(MAGIC + " ") && !format1) {
        throw new IllegalArgumentException(file + " is not a table file of arbitre solve");
      }
      if (format1) { // the same header otherwise
        first.replace(0, MAGIC_1.length(), MAGIC);
      }
      if (!describe(first.toString()).equals(describe(expected))) {
        throw new IllegalArgumentException("the table " + file + " is for "
            + describe(first.toString()) + ", not " + describe(expected));
      }
      if (!first.toString().equals(expected)) {
        throw new IllegalArgumentException("the table " + file + " was saved by another version"
            + " of the search (" + keys(first.toString()) + ", now " + keys(expected) + ")");
      }
      long total = 0;
      for (int attacker = 1; attacker <= 2; attacker++) {
        TranspositionTable t = run.table(attacker);
        long count = in.readLong();
        long[] key = new long[t.keyLength()];
        for (long e = 0; e < count; e++) {
          for (int i = 0; i < key.length; i++) {
            key[i] = in.readLong();
          }
          int b = in.readUnsignedByte();
          t.restore(key, (b & 0x80) != 0, b & 0x7f);
        }
        total += count;
      }
      long numbers = 0;
      for (int attacker = 1; !format1 && attacker <= 2; attacker++) {
        long count = in.readLong();
        ProofNumberTable t = count > 0 ? run.numbersSearched(attacker) : null;
        if (t == null && count > 0) { // of no use to this run: the alpha-beta, or the other's win
          in.skipNBytes(count * (8L * run.board().keyLength() + 12)); // key, pn, dn, work
          continue;
        }
        long[] key = new long[run.board().keyLength()];
        for (long e = 0; e < count; e++) {
          for (int i = 0; i < key.length; i++) {
            key[i] = in.readLong();
          }
          int pn = in.readInt();
          int dn = in.readInt();
          t.put(key, pn, dn, in.readInt());
        }
        numbers += count;
      }
      return new Counts(total, numbers);
    } catch (ZipException | EOFException e) {
      throw new IllegalArgumentException("the table " + file + " is truncated or not a table file");
    }
  }

  private static String keys(String header) {
    return header.substring(header.indexOf(" key=") + 1);
  }

  /** "mnk 7x7 k=5" from a header line. */
  private static String describe(String header) {
    String[] t = header.split(" ");
    StringBuilder b = new StringBuilder();
    for (String f : t) {
      if (f.startsWith("game=")) {
        b.append(f.substring(5));
      } else if (f.startsWith("board=")) {
        b.append(' ').append(f.substring(6));
      } else if (f.startsWith("k=")) {
        b.append(" k=").append(f.substring(2));
      }
    }
    return b.toString();
  }
}
