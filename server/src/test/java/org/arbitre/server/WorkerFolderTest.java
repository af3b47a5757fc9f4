package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.referee.BotFolders;
import org.arbitre.referee.BotSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a worker does to a bot's folder before a match: empty it but for data/, and keep the claim. */
class WorkerFolderTest {
  @TempDir Path home;

  @Test
  void scrubbingKeepsTheClaimSoASecondMatchGetsAFolderOfItsOwn() throws Exception {
    try (BotFolders folders = new BotFolders()) {
      BotSpec.ProgramBot bot = new BotSpec.ProgramBot("alice/bot", null, List.of(), home.resolve("bot-1"));
      BotSpec.ProgramBot first = folders.claim(bot);
      Files.createDirectories(first.dir().resolve("data"));
      Files.writeString(first.dir().resolve("data/book.txt"), "kept");
      Files.writeString(first.dir().resolve("stderr-7.txt"), "old");
      Files.createDirectories(first.dir().resolve("junk/deep"));
      Files.createSymbolicLink(first.dir().resolve("stderr-8.txt"), Path.of("/etc/passwd"));

      Worker.scrub(first.dir());

      assertTrue(Files.exists(first.dir().resolve(".lock")), "the claim's lock file stays");
      assertEquals("kept", Files.readString(first.dir().resolve("data/book.txt")));
      assertFalse(Files.exists(first.dir().resolve("stderr-7.txt")));
      assertFalse(Files.exists(first.dir().resolve("junk")));
      assertFalse(Files.exists(first.dir().resolve("stderr-8.txt"), java.nio.file.LinkOption.NOFOLLOW_LINKS));
      BotSpec.ProgramBot second = folders.claim(bot);
      assertEquals(home.resolve("bot-1-2"), second.dir(), "the folder is still claimed by the first match");
    }
  }
}
