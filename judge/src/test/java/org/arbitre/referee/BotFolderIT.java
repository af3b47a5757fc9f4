package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot's folder (its data/ and stderr files) belongs to one running match: the same bot on both
 * sides, or in a second match started meanwhile (another process), gets the next free folder.
 */
class BotFolderIT {

  @TempDir Path home;
  private final BotFolders folders = new BotFolders();

  @AfterEach
  void release() {
    folders.close();
  }

  private BotSpec.ProgramBot bot(String key) {
    return new BotSpec.ProgramBot("bot", null, List.of(), home.resolve(key));
  }

  @Test
  void theSameBotTwiceInOneProcessGetsTwoFolders() throws Exception {
    assertEquals(home.resolve("a"), folders.claim(bot("a")).dir());
    assertEquals(home.resolve("a-2"), folders.claim(bot("a")).dir());
    assertEquals(home.resolve("a-3"), folders.claim(bot("a")).dir());
    assertEquals(home.resolve("b"), folders.claim(bot("b")).dir());
  }

  @Test
  void aFolderHeldByAnotherRunningMatchIsNotShared() throws Exception {
    Path dir = home.resolve("c");
    Files.createDirectories(dir);
    Path holder = home.resolve("Holder.java"); // another process holding the folder's lock
    Files.writeString(holder, """
        import java.nio.channels.FileChannel;
        import java.nio.file.*;
        public class Holder {
          public static void main(String[] a) throws Exception {
            FileChannel c = FileChannel.open(Path.of(a[0]), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
            c.lock();
            System.out.println("locked");
            System.out.flush();
            System.in.read();
          }
        }
        """);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, holder.toString(), dir.resolve(".lock").toString())
        .redirectErrorStream(true).start();
    try {
      BufferedReader out = new BufferedReader(
          new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
      assertEquals("locked", out.readLine());
      assertEquals(home.resolve("c-2"), folders.claim(bot("c")).dir());
    } finally {
      p.destroyForcibly();
      assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    }
    // once that match has ended, its folder is free again: but this JVM still holds c-2
    assertEquals(home.resolve("c"), folders.claim(bot("c")).dir());
  }
}
