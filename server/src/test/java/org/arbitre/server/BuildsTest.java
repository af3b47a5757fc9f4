package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A compiler's message names the member's file as the member named it, never the server's folders. */
class BuildsTest {
  private static final Path DIR = Path.of("/srv/contest/work/src/3f2a9c0d11e2b7a4-0a1b2c3d");

  @Test
  void javacAndGccLinesNameTheFileAlone() {
    assertEquals("Main.java:39: error: ';' expected\n1 error", Builds.ownNames(
        "/srv/contest/work/src/3f2a9c0d11e2b7a4-0a1b2c3d/Main.java:39: error: ';' expected\n1 error", "Main.java", DIR));
    assertEquals("bot.cpp: In function 'int main()':\nbot.cpp:3:5: error: 'x' was not declared", Builds.ownNames(
        "/home/arbitre/.cache/arbitre/build/77aa/bot.cpp: In function 'int main()':\n"
            + "/home/arbitre/.cache/arbitre/build/77aa/bot.cpp:3:5: error: 'x' was not declared", "bot.cpp", DIR));
  }

  @Test
  void pythonsTracebackAndOtherPathsOfTheFolder() {
    assertEquals("  File \"main.py\", line 3\nSyntaxError: invalid syntax", Builds.ownNames(
        "  File \"/srv/contest/work/src/3f2a9c0d11e2b7a4-0a1b2c3d/main.py\", line 3\nSyntaxError: invalid syntax",
        "main.py", DIR));
    assertEquals("cannot write Main.class", Builds.ownNames(
        "cannot write /srv/contest/work/src/3f2a9c0d11e2b7a4-0a1b2c3d/Main.class", "Main.java", DIR));
  }
}
