package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.arbitre.OneCore;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Toolchain;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Programs as students write them, in every language and the common ways of each to read all of
 * standard input (Node's {@code fs.readFileSync(0)}, {@code /dev/stdin} and {@code readline};
 * Python's {@code open(0)} and {@code sys.stdin.buffer}; Go's {@code bufio.Scanner} and
 * {@code Reader}; Pascal in each {@code {$mode}} with {@code sysutils}; OCaml's {@code Scanf},
 * {@code Str} and {@code Unix}; Haskell's {@code interact} and {@code ByteString}; Kotlin's
 * {@code readLine()}, {@code readln()} and {@code bufferedReader()}; a Java class not named
 * {@code Main}...): each of {@code resources/lang/idioms/} reads {@code n} then {@code n}
 * integers and prints their sum, and is AC on the hand-written cases of {@code idioms/tests}
 * within the contest's limits, 1 s and 16 MB. A language not installed is skipped. A program that
 * starts a JVM (Java, Kotlin: 0.2 to 0.4 s of CPU, and a wall time a loaded machine stretches
 * towards the 4 s wall limit) runs alone; the others (under 0.25 s of CPU) run beside another class.
 */
class IdiomsIT {
  private static final Path IDIOMS = Cli.ROOT.resolve("judge/src/test/resources/lang/idioms");

  private static Stream<String> programs(boolean jvm) throws IOException {
    try (Stream<Path> files = Files.list(IDIOMS)) {
      return files.filter(Files::isRegularFile).filter(p -> startsAJvm(p) == jvm)
          .map(p -> p.getFileName().toString()).sorted().toList().stream();
    }
  }

  private static boolean startsAJvm(Path file) {
    String id = Languages.forFile(file).orElseThrow().id();
    return id.equals("java") || id.equals("kotlin");
  }

  static Stream<String> programs() throws IOException {
    return programs(false);
  }

  static Stream<String> jvmPrograms() throws IOException {
    return programs(true);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void anIdiomaticProgramIsAcceptedAtTheContestLimits(String file) {
    accepted(file);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("jvmPrograms")
  @OneCore
  void anIdiomaticJvmProgramIsAcceptedAtTheContestLimits(String file) {
    accepted(file);
  }

  private static void accepted(String file) {
    Language lang = Languages.forFile(IDIOMS.resolve(file)).orElseThrow();
    Toolchain t = Languages.toolchain(lang).orElseThrow();
    assumeTrue(t.installed(System.getenv("PATH")),
        lang.id() + ": " + t.program() + " is not installed (Debian package " + t.debianPackage() + ")");
    Cli.Result r = Cli.run("test", IDIOMS.resolve(file).toString(), IDIOMS.resolve("tests").toString(),
        "--time-limit", "1s", "--memory-limit", "16m", "--json");
    assertEquals("AC", r.json().path("verdict").asText(), file + ": " + r.out() + r.err());
  }
}
