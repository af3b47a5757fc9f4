package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code test --watch}: judged again when the solution or a case is saved; stops when interrupted. */
@ExtendWith(PrivateCache.class)
class WatchIT {
  @TempDir Path dir;

  @Test
  void judgesAgainOnEverySaveOfTheSolutionOrACase() throws Exception {
    Files.createDirectories(dir.resolve("tests"));
    Files.writeString(dir.resolve("tests/1.in"), "1 2\n");
    Files.writeString(dir.resolve("tests/1.out"), "3\n");
    Path sol = Files.writeString(dir.resolve("sum.py"), "a, b = map(int, input().split())\nprint(a + b)\n");
    StringWriter out = new StringWriter();
    AtomicInteger code = new AtomicInteger(-1);
    Thread t = new Thread(() -> code.set(Arbitre.execute(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
        "test", sol.toString(), "--watch", "-q")));
    t.start();
    try {
      await(out, "watching", 1);
      assertTrue(out.toString().contains("verdict: AC"), out.toString());
      Files.writeString(sol, "a, b = map(int, input().split())\nprint(a * b)\n");
      await(out, "watching", 2);
      assertTrue(out.toString().contains("changed: " + sol.toAbsolutePath()), out.toString());
      assertTrue(out.toString().contains("verdict: WA"), out.toString());
      Files.writeString(dir.resolve("tests/2.in"), "2 2\n");
      Files.writeString(dir.resolve("tests/2.out"), "4\n");
      await(out, "1/2 AC", 1);
    } finally {
      t.interrupt();
      t.join(10_000);
    }
    assertEquals(1, code.get(), "the last judgement's exit code (WA): " + out);
  }

  private static void await(StringWriter out, String text, int times) throws InterruptedException {
    long end = System.nanoTime() + 30_000_000_000L;
    while (System.nanoTime() < end) {
      if (out.toString().split(java.util.regex.Pattern.quote(text), -1).length - 1 >= times) {
        return;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no " + times + " × '" + text + "' in: " + out);
  }
}
