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

  @Test
  void aMissingFirstProgramIsFoundBeforeRunning() throws Exception {
    String path = System.getenv("PATH");
    assertEquals(java.util.Optional.of("pypy9"), CommandLineLanguage.missingProgram("pypy9 sol.py", path));
    assertEquals(java.util.Optional.of("/nowhere/bot"), CommandLineLanguage.missingProgram("/nowhere/bot -x", path));
    for (String fine : List.of("sh -c 'exit 0'", "cat", "cd /tmp && ./bot", "FOO=1 ./bot", "\"$BOT\" x",
        "./relative-runs-in-the-bot-folder", "exec cat", "echo hi")) {
      assertEquals(java.util.Optional.empty(), CommandLineLanguage.missingProgram(fine, path), fine);
    }
    assertEquals(java.util.Optional.of("cat"), CommandLineLanguage.missingProgram("cat", ""));
  }

  @Test
  void theShellsNotFoundIsAMissingProgram() {
    for (String err : List.of("sh: 1: exec: pypy3: not found\n", "sh: line 1: pypy3: command not found\n",
        "sh: 1: ./a.out: No such file or directory\n")) {
      Failure f = lang.failure(text(err)).orElseThrow();
      assertTrue(f.programNotFound(), err);
      assertEquals(err.strip(), f.message());
    }
    assertFalse(lang.failure(text("Traceback (most recent call last):\nZeroDivisionError: division by zero\n"))
        .orElseThrow().programNotFound());
  }

  private static RunOutput text(String stderr) {
    return new RunOutput() {
      @Override
      public String stderrHeadAndTail() {
        return stderr;
      }

      @Override
      public String stderrTail() {
        return stderr;
      }

      @Override
      public String stdoutTail() {
        return "";
      }
    };
  }
}
