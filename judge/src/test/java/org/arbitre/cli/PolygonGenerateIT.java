package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Polygon package downloaded without its generated tests (judge/src/test/resources/judge/polygon/gen-sum,
 * assembled with the files of polygon/sum by {@link Packages#genSum}): its generators make them from the {@code cmd} of each {@code <test>}, and its main solution the
 * missing answers. The files expected follow from the generators' comments: {@code gen N FIRST}
 * prints N then FIRST..FIRST+N-1; {@code multigen K} writes files 1..K holding 1 and j × 100.
 */
@ExtendWith(PrivateCache.class)
class PolygonGenerateIT {
  @TempDir
  Path tmp;

  private Path copy() throws Exception {
    return Packages.genSum(tmp);
  }

  @Test
  void judgeMakesTheMissingTestsAndAnswers() throws Exception {
    Path p = copy();
    Cli.Result r = Cli.run("judge", p.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.err().contains("generated tests/03 (gen 3 7)"), r.err());
    assertTrue(r.err().contains("generated tests/06 (multigen 2, its file 2)"), r.err());
    assertTrue(r.err().contains("answered tests/02.a (the main solution solutions/sum.py)"), r.err());
    assertFalse(r.err().contains("tests/01.a"), r.err()); // there already
    assertEquals("3\n7 8 9\n", Files.readString(p.resolve("tests/03")));
    assertEquals("24\n", Files.readString(p.resolve("tests/03.a")));
    assertEquals("5\n1 2 3 4 5\n", Files.readString(p.resolve("tests/04")));
    assertEquals("15\n", Files.readString(p.resolve("tests/04.a")));
    assertEquals("1\n100\n", Files.readString(p.resolve("tests/05")));
    assertEquals("1\n200\n", Files.readString(p.resolve("tests/06")));
    assertEquals("200\n", Files.readString(p.resolve("tests/06.a")));
    assertEquals("-5\n", Files.readString(p.resolve("tests/02.a"))); // tests/02 is "1\n-5\n"
    assertTrue(r.out().contains("6/6 AC"), r.out());

    Cli.Result again = Cli.run("judge", p.toString());
    assertEquals(0, again.code(), again.out() + again.err());
    assertFalse(again.err().contains("generated"), again.err()); // made once
  }

  @Test
  void verifyMakesThemToo() throws Exception {
    Path p = copy();
    Cli.Result r = Cli.run("verify", p.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("generated tests/04 (gen 5 1)"), r.out());
    assertTrue(r.out().contains("6 tests"), r.out());
  }

  @Test
  void aCommandThatCannotRunIsOneLine() throws Exception {
    Path p = copy();
    String xml = Files.readString(p.resolve("problem.xml"));
    Files.writeString(p.resolve("problem.xml"), xml.replace("cmd=\"gen 3 7\"", "cmd=\"gen 3\""));
    Cli.Result usage = Cli.run("judge", p.toString());
    assertEquals(2, usage.code(), usage.out() + usage.err());
    assertEquals("arbitre: the generator gen (test 3: gen 3) failed: exit code 1 (usage: gen N FIRST)", usage.err().strip());

    Files.writeString(p.resolve("problem.xml"), xml.replace("cmd=\"gen 3 7\"", "cmd=\"rand 3 7\""));
    Cli.Result unknown = Cli.run("judge", p.toString());
    assertEquals(2, unknown.code(), unknown.out() + unknown.err());
    assertTrue(unknown.err().strip().endsWith("test 3 is made by 'rand', which is not among the <executables> (gen, multigen)"),
        unknown.err());
    assertEquals(1, unknown.err().strip().lines().count(), unknown.err());

    Files.writeString(p.resolve("problem.xml"), xml.replace("cmd=\"gen 3 7\"", "cmd=\"gen 3 7 &gt; $\""));
    Cli.Result script = Cli.run("judge", p.toString());
    assertEquals(2, script.code(), script.out() + script.err());
    assertTrue(script.err().contains("the command 'gen 3 7 > $' is more than a generator and its arguments"), script.err());
  }
}
