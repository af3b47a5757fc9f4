package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cases on threads, with a fake run: order, one slot per running case, fail-fast. */
class ParallelCasesTest {
  @TempDir Path tmp;

  private static List<TestCase> cases(int n) {
    List<TestCase> cases = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      cases.add(new TestCase(String.valueOf(i), Paths.get(i + ".in"), Paths.get(i + ".out")));
    }
    return cases;
  }

  private static CaseResult result(TestCase tc, Verdict v) {
    return new CaseResult(tc.name(), v, 1, 1, 1, null, "");
  }

  private static void nap(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void resultsComeInCaseOrderAndNoSlotIsShared() throws Exception {
    Set<Path> busy = ConcurrentHashMap.newKeySet();
    AtomicInteger most = new AtomicInteger();
    List<String> told = new ArrayList<>();
    List<CaseResult> results = new ParallelCases(3, tmp).run(cases(20), false, r -> told.add(r.name()), (slot, tc) -> {
      assertTrue(busy.add(slot), "slot shared: " + slot);
      most.accumulateAndGet(busy.size(), Math::max);
      nap((Integer.parseInt(tc.name()) * 7) % 5 * 3L); // later cases often finish first
      busy.remove(slot);
      return result(tc, Verdict.AC);
    });
    List<String> expected = cases(20).stream().map(TestCase::name).toList();
    assertEquals(expected, told);
    assertEquals(expected, results.stream().map(CaseResult::name).toList());
    assertTrue(most.get() <= 3);
  }

  @Test
  void failFastEndsAtTheFirstFailureInCaseOrder() throws Exception {
    List<CaseResult> results = new ParallelCases(2, tmp).run(cases(10), true, r -> { }, (slot, tc) -> {
      int n = Integer.parseInt(tc.name());
      if (n == 3) {
        nap(50); // case 4 fails first in time, case 3 first in order
      }
      return result(tc, n == 3 || n == 4 ? Verdict.WA : Verdict.AC);
    });
    assertEquals(List.of("1", "2", "3"), results.stream().map(CaseResult::name).toList());
  }
}
