package org.arbitre.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import org.arbitre.UserError;

/**
 * A tournament's folder on disk: {@code results.jsonl}, one JSON line per finished game, only ever
 * appended, and {@code manifest.json}, its settings.
 *
 * <p>Crash safety. {@link #append} writes a whole line, newline included, with one write on a file
 * opened for appending, then forces it to disk before returning: a game is counted once its line
 * is complete on disk. A crash during the write can leave at most a half line at the end; reading
 * ignores it with a warning (see {@link ResultsFile}), and the first append of a store cuts it off
 * before writing, so it never ends up in the middle. The manifest is written to a temporary file,
 * forced, then renamed over the old one: it is either the old or the new, never half of one.
 *
 * <p>One writer per folder: {@link #lock} takes an exclusive lock for the whole run, so a second
 * tournament started on the same folder is refused instead of mixing its lines in. Appends from
 * several threads of one run are serialised here.
 */
public final class ResultsStore {
  public static final String RESULTS = "results.jsonl";
  public static final String MANIFEST = "manifest.json";
  private static final String LOCK = ".lock";

  private static final ObjectMapper JSON = new ObjectMapper()
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private final Path dir;
  private boolean tailChecked;

  public ResultsStore(Path dir) {
    this.dir = dir;
  }

  /** The JSON mapper of the store's files (one line per value, map keys sorted). */
  static ObjectMapper json() {
    return JSON;
  }

  public Path dir() {
    return dir;
  }

  public Path resultsFile() {
    return dir.resolve(RESULTS);
  }

  public Path manifestFile() {
    return dir.resolve(MANIFEST);
  }

  /** Reads {@code results.jsonl} without changing it; a missing file is no results. */
  public ResultsFile read() throws IOException {
    return ResultsFile.read(resultsFile());
  }

  /**
   * Appends one finished game and returns once its line is on disk. The first call of a store
   * first removes a half-written last line left by a crash (the one {@link #read} warned about).
   */
  public synchronized void append(GameResult result) throws IOException {
    byte[] line = (JSON.writeValueAsString(result) + "\n").getBytes(StandardCharsets.UTF_8);
    Files.createDirectories(dir);
    if (!tailChecked) {
      cutBrokenTail();
      tailChecked = true;
    }
    try (FileChannel ch = FileChannel.open(resultsFile(), StandardOpenOption.CREATE,
        StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
      ByteBuffer buffer = ByteBuffer.wrap(line);
      while (buffer.hasRemaining()) {
        ch.write(buffer);
      }
      ch.force(true);
    }
  }

  private void cutBrokenTail() throws IOException {
    ResultsFile file = read();
    long size = Files.exists(resultsFile()) ? Files.size(resultsFile()) : 0;
    if (size > file.validBytes()) {
      try (FileChannel ch = FileChannel.open(resultsFile(), StandardOpenOption.WRITE)) {
        ch.truncate(file.validBytes());
        ch.force(true);
      }
    }
  }

  /** The manifest of this folder, empty when there is none yet. */
  public Optional<Manifest> readManifest() throws IOException {
    try {
      return Optional.of(JSON.readValue(Files.readString(manifestFile()), Manifest.class));
    } catch (NoSuchFileException e) {
      return Optional.empty();
    } catch (JsonProcessingException e) {
      throw new UserError(manifestFile() + " is not a manifest: " + e.getOriginalMessage());
    }
  }

  /** Writes the manifest atomically: a temporary file, forced to disk, renamed over the old one. */
  public void writeManifest(Manifest manifest) throws IOException {
    Files.createDirectories(dir);
    Path tmp = dir.resolve(MANIFEST + ".tmp");
    byte[] bytes = JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(manifest);
    try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE,
        StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
      ByteBuffer buffer = ByteBuffer.wrap(bytes);
      while (buffer.hasRemaining()) {
        ch.write(buffer);
      }
      ch.force(true);
    }
    try {
      Files.move(tmp, manifestFile(), StandardCopyOption.ATOMIC_MOVE,
          StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, manifestFile(), StandardCopyOption.REPLACE_EXISTING);
    }
    forceDirectory();
  }

  /** Makes the rename itself durable where the platform allows it (Linux does). */
  private void forceDirectory() {
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException | UnsupportedOperationException ignored) {
      // Some systems cannot open a directory; the rename is still atomic, only maybe not synced.
    }
  }

  /**
   * Takes the folder for this run: an exclusive lock on {@code DIR/.lock}, released when the
   * returned handle is closed or the process ends (even by kill -9).
   *
   * @throws UserError when another process (or this one) holds it
   */
  public AutoCloseable lock() throws IOException {
    Files.createDirectories(dir);
    FileChannel ch = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE,
        StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = ch.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    }
    if (lock == null) {
      ch.close();
      throw new UserError("another tournament is running on " + dir + " (it holds " + LOCK + ")");
    }
    FileLock held = lock;
    return () -> {
      held.release();
      ch.close();
    };
  }
}
