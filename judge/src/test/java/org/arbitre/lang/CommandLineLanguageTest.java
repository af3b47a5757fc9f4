package org.arbitre.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLineLanguageTest {
  private final CommandLineLanguage lang = new CommandLineLanguage();

  @Test
  void aSingleCommandReplacesTheShell() {
    assertTrue(CommandLineLanguage.simple("./bot --fast"));
    assertTrue(CommandLineLanguage.simple("pypy3 'my bot.py' < /dev/null"));
    assertEquals(List.of("sh", "-c", "exec ./bot --fast"),
        lang.runArgv(Path.of("."), "./bot --fast", null));
    assertEquals(List.of("sh", "-c", "exec ./bot \"$@\"", "sh", "8", "3"),
        lang.runArgv(Path.of("."), "./bot", null, List.of("8", "3")));
  }

  @Test
  void shellConstructsRunAsWritten() {
    for (String s : List.of("a | b", "cd x && ./bot", "a; b", "FOO=1 ./bot", "(./bot)",
        "while true; do :; done", "exec ./bot", "{ ./bot; }", "echo `date`")) {
      assertFalse(CommandLineLanguage.simple(s), s);
      assertEquals(List.of("sh", "-c", s), lang.runArgv(Path.of("."), s, null));
    }
  }
}
