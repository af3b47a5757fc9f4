package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.arbitre.OneCore;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Toolchain;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Othello problem's solutions in Pascal and OCaml ({@code problems/othello/main.pas},
 * {@code main.ml}), judged through the CLI as a student would: every case of tests/othello is AC
 * within the problem's limits (1 s, 16 MB resident). A language whose toolchain is not installed
 * is skipped, naming its Debian package.
 */
@ExtendWith(PrivateCache.class)
@OneCore
class OthelloLanguagesIT {
  private static final Path PROBLEM = Cli.ROOT.resolve("problems/othello");
  private static final Path TESTS = Cli.ROOT.resolve("tests/othello");

  private static void assumeInstalled(String id) {
    Language lang = Languages.byId(id).orElseThrow();
    Toolchain t = Languages.toolchain(lang).orElseThrow();
    assumeTrue(t.installed(System.getenv("PATH")),
        id + ": " + t.program() + " is not installed (Debian package " + t.debianPackage() + ")");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource({"pascal, main.pas", "ocaml, main.ml"})
  void everyCaseIsAccepted(String id, String file) throws Exception {
    assumeInstalled(id);
    long cases;
    try (Stream<Path> s = Files.list(TESTS)) {
      cases = s.filter(p -> p.getFileName().toString().endsWith(".in")).count();
    }
    Cli.Result r = Cli.run("judge", PROBLEM.toString(), "--solution", PROBLEM.resolve(file).toString(), "--json");
    JsonNode json = r.json();
    assertEquals(id, json.path("language").asText(), r.out() + r.err());
    assertEquals("AC", json.path("verdict").asText(), () -> file + ": " + failures(json) + r.err());
    assertEquals(0, r.code(), r.err());
    assertEquals(cases, json.path("total").asLong(), "every case of tests/othello is judged");
    assertEquals(cases, json.path("tests").size());
    long limitMs = json.path("timeLimitMs").asLong();
    long limitKb = json.path("memoryLimitKb").asLong();
    for (JsonNode t : json.path("tests")) {
      assertEquals("AC", t.path("verdict").asText(), t.toString());
      assertTrue(t.path("cpuMs").asLong() <= limitMs, t.toString());
      assertTrue(t.path("memoryKb").asLong() <= limitKb, t.toString());
    }
  }

  /** The cases that are not AC, one a line: name, verdict, the checker's or the runtime's message. */
  private static String failures(JsonNode json) {
    StringBuilder sb = new StringBuilder(json.path("verdict").asText()).append('\n');
    for (JsonNode t : json.path("tests")) {
      if (!"AC".equals(t.path("verdict").asText())) {
        sb.append(t.path("name").asText()).append(' ').append(t.path("verdict").asText()).append(' ')
            .append(t.path("message").asText()).append('\n');
      }
    }
    return sb.toString() + json.path("compileError").asText();
  }
}
