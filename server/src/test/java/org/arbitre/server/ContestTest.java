package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContestTest {
  @TempDir Path dir;

  @Test
  void aMissingFileIsWrittenWithTheSeedsDefaults() throws Exception {
    Contest c = Contest.load(dir);
    assertTrue(Files.exists(dir.resolve(Contest.FILE)));
    assertEquals("20x20", c.offer("mnk").board());
    assertEquals(6, c.offer("mnk").k());
    assertEquals("15x15", c.offer("push").board());
    assertEquals(5, c.offer("push").k());
    assertEquals(1000, c.timePerMove().toMillis());
    assertEquals(16L << 20, c.memoryBytes());
    assertEquals(64L << 20, c.dataQuotaBytes());
    assertEquals(10, c.browserGames());
  }

  private String error(String yaml) throws Exception {
    Files.writeString(dir.resolve(Contest.FILE), yaml);
    return assertThrows(UserError.class, () -> Contest.load(dir)).getMessage();
  }

  @Test
  void mistakesNameTheFileAndWhat() throws Exception {
    assertTrue(error("games:\n  mnk: {game: mnk, board: 20x20, k: 6}\ncolour: blue\n").contains("colour"));
    assertTrue(error("games:\n  mnk: {game: chess, board: 8x8, k: 3}\n").contains("game mnk"));
    assertTrue(error("games: {}\n").contains("at least one game"));
    assertTrue(error("games:\n  mnk: {game: mnk, board: 9x9, k: 5}\nlanguages: [cobol]\n").contains("cobol"));
    assertTrue(error("games:\n  mnk: {game: mnk, board: 9x9, k: 5}\ntime: soon\n").contains(Contest.FILE));
    assertTrue(error("games: [\n").contains(Contest.FILE));
    assertTrue(error("games:\n  mnk: {game: mnk, board: 9x9, k: 5}\nbrowser-games: -1\n")
        .endsWith("browser-games must be 0 or more"));
  }

  @Test
  void everyLanguageOfTheToolByIdOrAliasAndAnUnknownOneIsOneLine() throws Exception {
    Files.writeString(dir.resolve(Contest.FILE),
        "games:\n  mnk: {game: mnk, board: 9x9, k: 5}\nlanguages: [pascal, OCaml, python3, c++, pypy3, haskell]\n");
    assertEquals(java.util.List.of("pascal", "ocaml", "python", "cpp", "pypy3", "haskell"), Contest.load(dir).languages());
    String e = error("games:\n  mnk: {game: mnk, board: 9x9, k: 5}\nlanguages: [java, cobol]\n");
    assertEquals(dir.resolve(Contest.FILE) + ": unknown language 'cobol' (known: java, c, cpp, python, pascal, ocaml,"
        + " rust, go, javascript, ruby, php, bash, lua, kotlin, csharp, pypy3, haskell)", e);
    assertTrue(error("games:\n  mnk: {game: mnk, board: 9x9, k: 5}\nlanguages: [cmd]\n").contains("unknown language 'cmd'"));
  }

  @Test
  void theDefaultLanguagesStayTheFour() throws Exception {
    assertEquals(java.util.List.of("java", "c", "cpp", "python"), Contest.load(dir).languages());
    assertEquals(".java,.c,.cpp,.cc,.cxx,.c++,.C,.py,.py3", Contest.load(dir).accept());
  }
}
