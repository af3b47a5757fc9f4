package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.arbitre.Inputs;
import org.arbitre.UserError;

/** Finds the cases of a folder, in natural order (2 before 10). */
public final class TestCases {
  private TestCases() {}

  public static List<TestCase> load(Path dir) throws IOException {
    return load(dir, true);
  }

  /** As {@link #load(Path)}; without {@code answersRequired} a case may lack its answer (null). */
  public static List<TestCase> load(Path dir, boolean answersRequired) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new UserError("no tests folder " + dir);
    }
    List<TestCase> cases = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path in : files.filter(p -> p.getFileName().toString().endsWith(".in")).toList()) {
        String file = in.getFileName().toString();
        String name = file.substring(0, file.length() - 3);
        Path out = dir.resolve(name + ".out");
        Path ans = dir.resolve(name + ".ans");
        Path answer = Files.isRegularFile(out) ? out : ans;
        if (!answersRequired && !Files.exists(answer)) {
          Inputs.readableFile(in, "test input");
          cases.add(new TestCase(name, in, null));
          continue;
        }
        if (!Files.exists(answer)) {
          throw new UserError("test case " + in + " has no answer: add " + name + ".out (or " + name + ".ans)");
        }
        Inputs.readableFile(in, "test input");
        Inputs.readableFile(answer, "test answer");
        cases.add(new TestCase(name, in, answer));
      }
    }
    if (cases.isEmpty()) {
      throw new UserError("no test cases in " + dir + " (expected NAME.in + NAME.out files)");
    }
    cases.sort(Comparator.comparing(TestCase::name, TestCases::natural));
    return cases;
  }

  /** Compares names with their digit runs as numbers: a2 < a10, 9 < 10; ties broken as text. */
  static int natural(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      char ca = a.charAt(i);
      char cb = b.charAt(j);
      if (Character.isDigit(ca) && Character.isDigit(cb)) {
        int si = i;
        int sj = j;
        while (i < a.length() && Character.isDigit(a.charAt(i))) {
          i++;
        }
        while (j < b.length() && Character.isDigit(b.charAt(j))) {
          j++;
        }
        String na = a.substring(si, i).replaceFirst("^0+(?=.)", "");
        String nb = b.substring(sj, j).replaceFirst("^0+(?=.)", "");
        int c = na.length() != nb.length() ? Integer.compare(na.length(), nb.length()) : na.compareTo(nb);
        if (c != 0) {
          return c;
        }
      } else {
        if (ca != cb) {
          return Character.compare(ca, cb);
        }
        i++;
        j++;
      }
    }
    int c = Integer.compare(a.length() - i, b.length() - j);
    return c != 0 ? c : a.compareTo(b);
  }
}
