package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.List;
import java.util.Optional;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;

/** The pure parts of Kattis packages: the default validator, expectations, globs, time limits. */
class KattisTest {
  private static CheckResult compare(List<String> flags, String out, String ans) {
    return KattisDefaultValidator.compare(KattisDefaultValidator.Options.of(flags), out, ans);
  }

  @Test
  void theDefaultValidator() {
    assertEquals(Verdict.AC, compare(List.of(), "Yes  \n3\n", "yes 3").verdict()); // case and space insensitive
    assertEquals(Verdict.WA, compare(List.of("case_sensitive"), "Yes 3", "yes 3").verdict());
    assertEquals(Verdict.WA, compare(List.of("space_change_sensitive"), "yes  3\n", "yes 3\n").verdict());
    assertEquals(Verdict.AC, compare(List.of("space_change_sensitive"), "yes 3\n", "yes 3\n").verdict());
    assertEquals(Verdict.AC, compare(List.of("float_tolerance", "1e-6"), "2.3333334", "2.333333333").verdict());
    assertEquals(Verdict.WA, compare(List.of("float_tolerance", "1e-6"), "2.3334", "2.333333333").verdict());
    assertEquals(Verdict.AC, compare(List.of("float_relative_tolerance", "0.01"), "1005", "1000").verdict());
    assertEquals(Verdict.WA, compare(List.of("float_absolute_tolerance", "0.01"), "1005", "1000").verdict());
    assertEquals(Verdict.WA, compare(List.of(), "1 2", "1 2 3").verdict());
    assertThrows(UserError.class, () -> compare(List.of("float_tolerance"), "1", "1"));
    assertThrows(UserError.class, () -> compare(List.of("fuzzy"), "1", "1"));
  }

  @Test
  void folderDefaultsAndSubmissionsYaml() throws Exception {
    var yaml = new ObjectMapper(new YAMLFactory()).readTree(
        "time_limit_exceeded:\n  permitted: [AC, WA, TLE]\nwrong_answer/{a,b}.py:\n  required: [WA]\n");
    KattisExpectation tle = KattisExpectation.of("time_limit_exceeded/x.cpp", false, yaml);
    assertNull(tle.broken(List.of("secret/1", "secret/2", "secret/3"), List.of("AC", "WA", "TLE")));
    assertEquals("no case got TLE", tle.broken(List.of("secret/1", "secret/2"), List.of("AC", "WA")));
    assertTrue(tle.upperBound());
    assertFalse(tle.lowerBound());
    KattisExpectation acc = KattisExpectation.of("accepted/sol.py", false, yaml);
    assertTrue(acc.lowerBound());
    assertEquals("case secret/2 got WA, permitted [AC]", acc.broken(List.of("secret/1", "secret/2"), List.of("AC", "WA")));
    assertEquals(1, KattisExpectation.of("wrong_answer/b.py", false, yaml).required().size()); // the glob repeats the default
    assertEquals(1, KattisExpectation.of("wrong_answer/c.py", false, yaml).required().size());
    assertNull(KattisExpectation.of("other/c.py", false, yaml));
    KattisExpectation legacy = KattisExpectation.of("run_time_error/c.py", true, null);
    assertNull(legacy.broken(List.of("secret/1", "secret/2", "secret/3"), List.of("AC", "RTE", "WA")));
    assertEquals("got WA, expected RTE", legacy.broken(List.of("secret/1", "secret/2"), List.of("WA", "RTE")));
  }

  @Test
  void requirementsPerTestGroupAndUseForTimeLimit() throws Exception {
    var yaml = new ObjectMapper(new YAMLFactory()).readTree("""
        time_limit_exceeded/slow.py:
          secret/small:
            permitted: [AC]
          secret/large:
            required: [TLE]
        wrong_answer/*:
          use_for_time_limit: false
          sample:
            permitted: [AC]
        accepted/heuristic.py:
          use_for_time_limit: upper
        """);
    List<String> names = List.of("sample/1", "secret/small/1", "secret/small/2", "secret/large/1");
    KattisExpectation slow = KattisExpectation.of("time_limit_exceeded/slow.py", false, yaml);
    assertNull(slow.broken(names, List.of("AC", "AC", "AC", "TLE")));
    assertEquals("case secret/small/2 got TLE, permitted [AC] in secret/small",
        slow.broken(names, List.of("AC", "AC", "TLE", "TLE")));
    assertEquals("no case in secret/large got TLE", slow.broken(names, List.of("TLE", "AC", "AC", "AC")));
    assertTrue(slow.upperBound());
    assertEquals("only AC/TLE, only AC in secret/small, some TLE, some TLE in secret/large", slow.label());
    KattisExpectation wa = KattisExpectation.of("wrong_answer/w.py", false, yaml);
    assertEquals("case sample/1 got WA, permitted [AC] in sample", wa.broken(names, List.of("WA", "AC", "AC", "AC")));
    assertNull(wa.broken(names, List.of("AC", "WA", "AC", "AC")));
    assertFalse(wa.lowerBound());
    assertFalse(wa.upperBound());
    KattisExpectation heuristic = KattisExpectation.of("accepted/heuristic.py", false, yaml);
    assertFalse(heuristic.lowerBound()); // its time does not set the limit
    assertTrue(heuristic.upperBound());
    assertThrows(UserError.class, () -> KattisExpectation.of("accepted/a.py", false,
        new ObjectMapper(new YAMLFactory()).readTree("accepted:\n  permited: [AC]\n")));
    assertThrows(UserError.class, () -> KattisExpectation.of("accepted/a.py", false,
        new ObjectMapper(new YAMLFactory()).readTree("accepted:\n  use_for_time_limit: sometimes\n")));
  }

  @Test
  void globs() {
    assertTrue(KattisExpectation.matches("accepted", "accepted/a.py"));
    assertTrue(KattisExpectation.matches("accepted/*", "accepted/a.py"));
    assertTrue(KattisExpectation.matches("*/a.{py,cpp}", "wrong_answer/a.cpp"));
    assertFalse(KattisExpectation.matches("accepted/*.py", "accepted/a.cpp"));
    // the schema's brace atoms may hold spaces: around an alternative they are layout
    assertTrue(KattisExpectation.matches("{accepted, wrong_answer}/*", "wrong_answer/b.py"));
    assertTrue(KattisExpectation.matches("wrong_answer/{a , b}.py", "wrong_answer/b.py"));
    assertTrue(KattisExpectation.matches("*", "accepted/a.py"));
    assertTrue(KattisExpectation.matches("*/*", "time_limit_exceeded/slow-1_x.c++"));
    assertTrue(KattisExpectation.matches("accepted/split", "accepted/split")); // a folder submission
    assertFalse(KattisExpectation.matches("*.py", "accepted/a.py")); // * does not cross a /
    assertFalse(KattisExpectation.matches("accepted,wrong_answer", "accepted/a.py")); // a comma outside braces is a name's
    assertTrue(KattisExpectation.matches("secret/*", "secret/group1/03"));
  }

  @Test
  void timeLimits() {
    KattisPackage legacy = pkg(true, Optional.empty(), 5, 2, 1);
    assertEquals(1000, Verify.limitMs(legacy, 40));
    assertEquals(2000, Verify.limitMs(legacy, 201));
    KattisPackage modern = pkg(false, Optional.empty(), 2, 1.5, 0.5);
    assertEquals(1500, Verify.limitMs(modern, 501));
    assertEquals(2500, Verify.limitMs(pkg(false, Optional.of(2.5), 2, 1.5, 1), 10));
  }

  private static KattisPackage pkg(boolean legacy, Optional<Double> tl, double lower, double upper, double res) {
    return new KattisPackage(null, legacy, "p", false, tl, lower, upper, res, 1 << 28, List.of(),
        java.util.Map.of(), java.util.Map.of(), List.of(), null, java.util.Map.of(), null);
  }
}
