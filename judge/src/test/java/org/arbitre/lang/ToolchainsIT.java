package org.arbitre.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.arbitre.OneCore;
import org.arbitre.RunsAlone;
import org.arbitre.cli.Arbitre;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every language beyond Java, C, C++ and Python, through {@code arbitre test FILE DIR}: the
 * hand-written programs of {@code resources/lang/<id>/} (sum two numbers: AC; their product: WA;
 * a division by zero: RE with the runtime's message; an unknown name or a syntax error: CE with
 * the compiler's first error line; an endless loop: TLE; 256 MB touched under a 64 MB limit: MLE),
 * and a random bot of Pascal and OCaml playing whole games through the referee. A language whose
 * toolchain is not installed is skipped, naming its Debian package. Only the tests whose verdict
 * depends on time run alone (TLE and MLE, where a limit races another; Kotlin's runs, a JVM's
 * start; the bots' clocks): the other AC, WA, RE and CE are decided well within the limits, and
 * run beside another class.
 */
class ToolchainsIT {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  private static final Path RES = ROOT.resolve("judge/src/test/resources/lang");

  /** Per language: what the RE's detail and the CE's message say (the runtime's, the compiler's words). */
  private static final Map<String, List<String>> SAYS = Map.ofEntries(
      Map.entry("pascal", List.of("Runtime error 200", "Identifier not found \"x\"")),
      Map.entry("ocaml", List.of("exception Division_by_zero", "Unbound value x")),
      Map.entry("rust", List.of("attempt to divide by zero", "cannot find value `x`")),
      Map.entry("go", List.of("integer divide by zero", "undefined: x")),
      Map.entry("javascript", List.of("RangeError: division by zero", "SyntaxError")),
      Map.entry("ruby", List.of("divided by 0 (ZeroDivisionError)", "syntax error")),
      Map.entry("php", List.of("DivisionByZeroError: Division by zero", "syntax error")),
      Map.entry("bash", List.of("division by 0", "syntax error")),
      Map.entry("lua", List.of("attempt to", "unexpected symbol")),
      Map.entry("kotlin", List.of("java.lang.ArithmeticException: / by zero", "unresolved reference: x")),
      Map.entry("csharp", List.of("System.DivideByZeroException", "error CS0103")),
      Map.entry("pypy3", List.of("ZeroDivisionError", "SyntaxError")),
      Map.entry("haskell", List.of("divide by zero", "Variable not in scope: x")));

  record Run(int code, String out, String err) {
    JsonNode json() throws Exception {
      return new ObjectMapper().readTree(out);
    }
  }

  private static Run arbitre(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Arbitre.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Run(code, out.toString(), err.toString());
  }

  private static void assumeInstalled(String id) {
    Language lang = Languages.byId(id).orElseThrow();
    Toolchain t = Languages.toolchain(lang).orElseThrow();
    assumeTrue(t.installed(System.getenv("PATH")),
        id + ": " + t.program() + " is not installed (Debian package " + t.debianPackage() + ")");
  }

  /**
   * Kotlin's runs start a JVM: 0.2 to 0.4 s of CPU, and a wall time a loaded machine stretches
   * towards the limit; an endless loop or a program over its memory reaches a limit only when it
   * gets its core. They share the machine with one other such test at most ({@link OneCore}).
   */
  private static boolean needsACore(String id, String kind) {
    return kind.equals("tle") || kind.equals("mle") || (id.equals("kotlin") && !kind.equals("ce"));
  }

  private static Stream<Arguments> programs(boolean core) {
    List<Arguments> all = new ArrayList<>();
    for (String id : SAYS.keySet().stream().sorted().toList()) {
      for (String kind : List.of("ac", "wa", "re", "ce", "tle", "mle")) {
        if (needsACore(id, kind) == core) {
          all.add(Arguments.of(id, kind));
        }
      }
    }
    return all.stream();
  }

  static Stream<Arguments> programs() {
    return programs(false);
  }

  static Stream<Arguments> programsThatNeedACore() {
    return programs(true);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("programs")
  void eachProgramGetsItsVerdict(String id, String kind) throws Exception {
    judge(id, kind);
  }

  /** An endless loop against the CPU limit, 256 MB against 64 MB (a limit is reached first, the right one); Kotlin's runs. */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("programsThatNeedACore")
  @OneCore
  void eachProgramThatNeedsACoreGetsItsVerdict(String id, String kind) throws Exception {
    judge(id, kind);
  }

  private static void judge(String id, String kind) throws Exception {
    assumeInstalled(id);
    Path file;
    try (Stream<Path> files = Files.list(RES.resolve(id))) {
      file = files.filter(f -> f.getFileName().toString().startsWith(kind + ".")).findFirst().orElseThrow();
    }
    assertEquals(id, Languages.forFile(file).orElseThrow().id(), file.toString());
    // an endless loop is TLE at any limit: 300 ms instead of the default second, thirteen times
    List<String> args = new ArrayList<>(List.of("test", file.toString(), RES.resolve("tests").toString(),
        "--memory-limit", "64m", "--json"));
    if (kind.equals("tle")) {
      args.addAll(List.of("--time-limit", "300ms"));
    }
    Run r = arbitre(args.toArray(String[]::new));
    JsonNode j = r.json();
    assertEquals(kind.toUpperCase(), j.path("verdict").asText(), r.out() + r.err());
    assertEquals(id, j.path("language").asText());
    if (kind.equals("re")) {
      String detail = j.path("tests").get(0).path("message").asText();
      assertTrue(detail.contains(SAYS.get(id).get(0)), detail);
    } else if (kind.equals("ce")) {
      String message = j.path("compileError").asText();
      assertTrue(message.contains(SAYS.get(id).get(1)), message);
    }
  }

  /**
   * The memory policy of the runtimes told the limit (docs/languages.md): Go's collector kept
   * under {@code GOMEMLIMIT} makes 480 MB of garbage beside 24 MB of live data within 64 MB (AC;
   * with the resident limit alone it is MLE), Node within the heap it is given; a Node heap that
   * outgrows it is MLE (V8 ends it with an abort, which alone would be an RE).
   */
  @ParameterizedTest(name = "{0} {1}")
  @org.junit.jupiter.params.provider.CsvSource({"go, churn.go, AC", "javascript, churn.js, AC", "javascript, heap.js, MLE",
      "go, mle.go, MLE"})
  @RunsAlone
  void aRuntimeToldTheLimitKeepsWithinIt(String id, String file, String verdict) throws Exception {
    assumeInstalled(id);
    Run r = arbitre("test", RES.resolve(id).resolve(file).toString(), RES.resolve("tests").toString(),
        "--memory-limit", "64m", "--json");
    JsonNode j = r.json();
    assertEquals(verdict, j.path("verdict").asText(), r.out() + r.err());
  }

  static Stream<Arguments> bots() {
    return Stream.of(Arguments.of("pascal", "mnk", "mnk-random/main.pas"), Arguments.of("ocaml", "mnk", "mnk-random/main.ml"),
        Arguments.of("pascal", "push", "push-random/main.pas"), Arguments.of("ocaml", "push", "push-random/main.ml"));
  }

  /** Two games, one as each colour, against the built-in random client: each ends on the board (V or N), no forfeit. */
  @ParameterizedTest(name = "{2}")
  @MethodSource("bots")
  @OneCore
  void aRandomBotPlaysWholeGames(String id, String game, String bot) throws Exception {
    assumeInstalled(id);
    Run r = arbitre("match", game, ROOT.resolve("problems").resolve(bot).toString(), "random", "--games", "2", "--json");
    assertEquals(0, r.code(), r.out() + r.err());
    for (JsonNode g : r.json().path("games")) {
      assertTrue(List.of("V", "N").contains(g.path("reason").asText()), g.toString());
    }
  }

  /** The Pascal and the OCaml client play each other, on a small board, with the referee's opening-free start. */
  @org.junit.jupiter.api.Test
  @OneCore
  void pascalPlaysOcaml() throws Exception {
    assumeInstalled("pascal");
    assumeInstalled("ocaml");
    Run r = arbitre("match", "mnk", ROOT.resolve("problems/mnk-random/main.pas").toString(),
        ROOT.resolve("problems/mnk-random/main.ml").toString(), "--board", "7x6", "--k", "4", "--games", "2", "--json");
    assertEquals(0, r.code(), r.out() + r.err());
    for (JsonNode g : r.json().path("games")) {
      assertTrue(List.of("V", "N").contains(g.path("reason").asText()), g.toString());
    }
  }

  /** A language that is not installed is one line naming its package, exit 2 (a language no machine here has). */
  @org.junit.jupiter.api.Test
  void aMissingToolchainIsOneLineNamingItsPackage() throws Exception {
    Language hs = Languages.byId("haskell").orElseThrow();
    assumeTrue(!Languages.toolchain(hs).orElseThrow().installed(System.getenv("PATH")), "ghc is installed here");
    Path src = Files.createTempDirectory("arbitre-lang").resolve("main.hs");
    Files.writeString(src, "main = interact id\n");
    Run r = arbitre("test", src.toString(), RES.resolve("tests").toString());
    assertEquals(2, r.code(), r.out() + r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertTrue(r.err().contains("ghc") && r.err().contains("Debian package ghc"), r.err());
  }
}
