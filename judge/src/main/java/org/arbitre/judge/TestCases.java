package org.arbitre.judge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.PathMatcher;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.arbitre.Inputs;
import org.arbitre.UserError;

/**
 * Finds the cases of a folder and of its subfolders ({@code sample/}, {@code secret/}, groups), in
 * natural order (2 before 10): a case is {@code NAME.in} with {@code NAME.out} or {@code NAME.ans}
 * beside it, named by its path relative to the folder ({@code secret/3}).
 */
public final class TestCases {
  private TestCases() {}

  public static List<TestCase> load(Path dir) throws IOException {
    return load(dir, true);
  }

  /** The cases of {@code dir}, and of its subfolders when {@code nested}. */
  public static List<TestCase> load(Path dir, boolean nested) throws IOException {
    return load(dir, nested, true);
  }

  /** The cases of {@code dir} and its subfolders, where a case may lack its answer (null): an interactive problem's. */
  public static List<TestCase> withOptionalAnswers(Path dir) throws IOException {
    return load(dir, true, false);
  }

  private static List<TestCase> load(Path dir, boolean nested, boolean answersRequired) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new UserError("no tests folder " + dir);
    }
    List<TestCase> cases = new ArrayList<>();
    List<Path> inputs;
    try (Stream<Path> files = Files.walk(dir, nested ? Integer.MAX_VALUE : 1, FileVisitOption.FOLLOW_LINKS)) {
      inputs = files.filter(p -> p.getFileName().toString().endsWith(".in")).toList();
    } catch (UncheckedIOException e) {
      throw new UserError("cannot read the tests folder " + dir + ": " + e.getCause().getMessage());
    }
    for (Path in : inputs) {
      Path folder = in.getParent();
      String file = in.getFileName().toString();
      String base = file.substring(0, file.length() - 3);
      Path out = folder.resolve(base + ".out");
      Path ans = folder.resolve(base + ".ans");
      Path answer = Files.isRegularFile(out) ? out : ans;
      String name = dir.relativize(folder.resolve(base)).toString().replace('\\', '/');
      if (!answersRequired && !Files.exists(answer)) {
        Inputs.readableFile(in, "test input");
        cases.add(new TestCase(name, plain(in), null));
        continue;
      }
      if (!Files.exists(answer)) {
        throw new UserError("test case " + in + " has no answer: add " + base + ".out (or " + base + ".ans)");
      }
      Inputs.readableFile(in, "test input");
      Inputs.readableFile(answer, "test answer");
      cases.add(new TestCase(name, plain(in), plain(answer)));
    }
    if (cases.isEmpty()) {
      throw new UserError("no test cases in " + dir + " (expected NAME.in + NAME.out files)");
    }
    cases.sort(Comparator.comparing(TestCase::name, TestCases::natural));
    return cases;
  }

  /**
   * The path with no {@code ..} in it: a sandboxed program (a checker given the case's files)
   * sees only the folders it is given, so a path through another one ({@code problem/../tests})
   * would not exist for it.
   */
  private static Path plain(Path p) {
    return p.toAbsolutePath().normalize();
  }

  /**
   * The cases whose folder has both {@code NAME.out} and {@code NAME.ans}, as warning lines: the
   * {@code .out} is the one used.
   */
  public static List<String> warnings(List<TestCase> cases) {
    List<String> lines = new ArrayList<>();
    for (TestCase c : cases) {
      if (c.answer() == null) {
        continue;
      }
      String file = c.answer().getFileName().toString();
      if (file.endsWith(".out")
          && Files.exists(c.answer().resolveSibling(file.substring(0, file.length() - 4) + ".ans"))) {
        lines.add("case " + c.name() + " has both .out and .ans: using " + c.answer());
      }
    }
    return lines;
  }

  /**
   * The cases whose name matches {@code pattern}: a name ({@code 3}, {@code secret/3}) or a glob
   * ({@code secret/*}, {@code ex?}); a pattern without {@code /} also matches the last part of a
   * nested name. None matching is a user error naming a few of the cases.
   */
  public static List<TestCase> select(List<TestCase> cases, String pattern) {
    PathMatcher glob = FileSystems.getDefault().getPathMatcher("glob:" + pattern);
    List<TestCase> chosen = cases.stream().filter(c -> {
      Path name = Path.of(c.name());
      return glob.matches(name) || (!pattern.contains("/") && glob.matches(name.getFileName()));
    }).toList();
    if (chosen.isEmpty()) {
      List<String> names = cases.stream().map(TestCase::name).limit(6).toList();
      throw new UserError("no case matches --case '" + pattern + "' (cases: " + String.join(", ", names)
          + (cases.size() > names.size() ? ", ..." : "") + ")");
    }
    return chosen;
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
