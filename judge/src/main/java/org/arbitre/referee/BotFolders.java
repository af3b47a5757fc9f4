package org.arbitre.referee;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bot folders this JVM has claimed. A running match claims each bot's folder with a lock on
 * its {@code .lock} file: {@code dir}, else {@code dir-2}, {@code dir-3}... So two matches at
 * once with the same bot (in this JVM or another process), or the same bot on both sides, never
 * share a {@code data/} folder or a stderr file. The system drops the locks when the process
 * ends, even on a crash; {@link #close} drops them before.
 */
public final class BotFolders implements AutoCloseable {
  private final Map<Path, FileChannel> claimed = new ConcurrentHashMap<>();

  /** {@code bot} with a folder no other running match uses. */
  public BotSpec.ProgramBot claim(BotSpec.ProgramBot bot) throws IOException {
    for (int i = 1; ; i++) {
      Path d = i == 1 ? bot.dir() : Path.of(bot.dir() + "-" + i);
      Files.createDirectories(d);
      FileChannel channel = FileChannel.open(d.resolve(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      try {
        FileLock lock = channel.tryLock();
        if (lock != null) {
          claimed.put(d, channel); // kept open: closing it would drop the lock
          return bot.withDir(d);
        }
      } catch (OverlappingFileLockException heldHere) {
        // claimed in this JVM already (the same bot on both sides, or another game running now)
      }
      channel.close();
    }
  }

  /** A spec with its folder claimed when it is a program; a person has no folder. */
  public BotSpec claim(BotSpec bot) throws IOException {
    return bot instanceof BotSpec.ProgramBot p ? claim(p) : bot;
  }

  /** Gives back the folder of a bot claimed here (a tournament's game is over), so another game can use it. */
  public void release(BotSpec bot) {
    if (bot instanceof BotSpec.ProgramBot p) {
      closeQuietly(claimed.remove(p.dir()));
    }
  }

  /** Releases every folder claimed here. */
  @Override
  public void close() {
    claimed.values().forEach(BotFolders::closeQuietly);
    claimed.clear();
  }

  private static void closeQuietly(FileChannel c) {
    if (c != null) {
      try {
        c.close();
      } catch (IOException e) {
        // the lock goes with the process anyway
      }
    }
  }
}
