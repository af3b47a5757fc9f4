package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.arbitre.Inputs;
import org.arbitre.UserError;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * A Polygon (Codeforces) problem package, as Polygon downloads it and problem setters keep it:
 * {@code problem.xml} and the files it names. What {@code judge} takes of it:
 * <ul>
 *   <li>the testset {@code tests} of {@code <judging>}: {@code time-limit} (ms), {@code
 *       memory-limit} (bytes), its {@code <test>} elements (or {@code test-count}), the cases at
 *       {@code input-path-pattern} / {@code answer-path-pattern} (printf patterns, {@code
 *       tests/%02d} and {@code tests/%02d.a}), named by their number ({@code 01});
 *   <li>{@code <assets>}: the checker's source (testlib, with {@code files/testlib.h} beside it),
 *       the interactor's (then the checker reads the interactor's output, as Polygon runs it), the
 *       first validator's, and the solutions by tag ({@code main} is the one judged by default).
 * </ul>
 * A package whose generated tests are not there yet (some downloads hold only the manual ones,
 * with a {@code doall.sh} that makes the rest) has to run its {@code doall.sh} first; a missing
 * test says so. A problem that reads and writes files ({@code input-file} of {@code <judging>})
 * is refused: the judge gives stdin and reads stdout.
 *
 * @param solutions each solution's path by tag ({@code main}, {@code accepted}, {@code wrong-answer}...), in the file's order
 */
public record PolygonPackage(Path dir, String name, Duration time, long memoryBytes, List<TestCase> cases,
    Path checker, Path interactor, Path validator, Map<String, List<Path>> solutions) {

  public static final String FILE = "problem.xml";

  /**
   * A folder with {@code problem.xml} and no {@code problem.yaml} (that one makes it a problem of
   * this toolkit or a Kattis package, whatever else it holds).
   */
  public static boolean isPackage(Path dir) {
    return Files.isRegularFile(dir.resolve(FILE)) && !Files.exists(dir.resolve(ProblemDescriptor.FILE));
  }

  public static PolygonPackage load(Path dir) throws IOException {
    Path xml = Inputs.readableFile(dir.resolve(FILE), "Polygon package file");
    Element root = parse(xml).getDocumentElement();
    if (!root.getTagName().equals("problem")) {
      throw new UserError(xml + ": not a Polygon problem.xml (its root is <" + root.getTagName() + ">, expected <problem>)");
    }
    Element judging = child(root, "judging");
    if (judging == null) {
      throw new UserError(xml + ": no <judging> element (the package's tests and limits)");
    }
    for (String attr : List.of("input-file", "output-file")) {
      if (!judging.getAttribute(attr).isBlank()) {
        throw new UserError(xml + ": the problem " + (attr.startsWith("input") ? "reads " : "writes ")
            + judging.getAttribute(attr) + " (" + attr + " of <judging>); the judge gives stdin and reads stdout only");
      }
    }
    Element testset = null;
    for (Element t : children(judging, "testset")) {
      if (t.getAttribute("name").equals("tests") || testset == null) {
        testset = t;
      }
    }
    if (testset == null) {
      throw new UserError(xml + ": no <testset> in <judging>");
    }
    Duration time = Duration.ofMillis(positive(xml, testset, "time-limit"));
    long memory = positive(xml, testset, "memory-limit");
    Element tests = child(testset, "tests");
    long count = tests != null && !children(tests, "test").isEmpty() ? children(tests, "test").size()
        : number(xml, testset, "test-count");
    String inPattern = text(xml, testset, "input-path-pattern");
    String ansPattern = text(xml, testset, "answer-path-pattern");
    List<TestCase> cases = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      Path in = dir.resolve(format(xml, inPattern, i));
      Path ans = dir.resolve(format(xml, ansPattern, i));
      for (Path p : List.of(in, ans)) {
        if (!Files.exists(p)) {
          throw new UserError(dir + ": no test " + dir.relativize(p) + " (" + count + " tests in " + FILE
              + "; a package downloaded without its generated tests makes them with its doall.sh: run it first)");
        }
        Inputs.readableFile(p, "test file");
      }
      cases.add(new TestCase(in.getFileName().toString(), in.toAbsolutePath().normalize(), ans.toAbsolutePath().normalize()));
    }
    if (cases.isEmpty()) {
      throw new UserError(xml + ": the testset has no tests");
    }
    Element assets = child(root, "assets");
    Path checker = source(dir, assets == null ? null : child(assets, "checker"));
    Path interactor = source(dir, assets == null ? null : child(assets, "interactor"));
    Element validators = assets == null ? null : child(assets, "validators");
    Path validator = validators == null ? null : source(dir, child(validators, "validator"));
    Map<String, List<Path>> solutions = new LinkedHashMap<>();
    Element sols = assets == null ? null : child(assets, "solutions");
    if (sols != null) {
      for (Element s : children(sols, "solution")) {
        Path p = source(dir, s);
        if (p != null) {
          solutions.computeIfAbsent(s.getAttribute("tag"), t -> new ArrayList<>()).add(p);
        }
      }
    }
    String shortName = root.getAttribute("short-name");
    String name = !shortName.isBlank() ? shortName : dir.toAbsolutePath().normalize().getFileName().toString();
    return new PolygonPackage(dir, name, time, memory, List.copyOf(cases), checker, interactor, validator,
        java.util.Collections.unmodifiableMap(solutions)); // in the file's order
  }

  /** The problem to judge: the package's with what the command line overrides. */
  public Problem problem(Problem.Overrides o) throws IOException {
    Duration t = o.timeLimit() != null ? org.arbitre.Units.duration(o.timeLimit()) : time;
    long memory = o.memoryLimit() != null ? org.arbitre.Units.bytes(o.memoryLimit()) : memoryBytes;
    List<TestCase> tests = o.tests() != null ? TestCases.load(o.tests()) : cases;
    String solution = o.solution();
    if (solution == null) {
      Path main = solutions.getOrDefault("main", solutions.getOrDefault("accepted", List.of())).stream()
          .filter(Files::isRegularFile).findFirst()
          .orElseThrow(() -> new UserError(dir + ": no solution tagged main (or accepted) in " + FILE
              + " (give one with --solution FILE)"));
      solution = main.toString();
    }
    String inter = interactor == null ? null : "testlib:" + interactor.toAbsolutePath();
    return o.checker() != null
        ? new Problem(name, dir, tests, t, memory, o.checker(), Path.of(""), solution, inter, validatorSpec())
        : new Problem(name, dir, tests, t, memory, checkerSpec(), dir, solution, inter, validatorSpec());
  }

  /** The checker as {@link Checkers} reads it: its testlib program, else the token checker. */
  public String checkerSpec() {
    return checker == null ? "tokens" : "testlib:" + checker.toAbsolutePath();
  }

  /** The validator as {@link InputValidator#of} reads it (an absolute path), or null. */
  public String validatorSpec() {
    return validator == null ? null : validator.toAbsolutePath().toString();
  }

  /** The {@code <source path=...>} of an asset, relative to the package; null when absent. */
  private static Path source(Path dir, Element asset) {
    Element s = asset == null ? null : child(asset, "source");
    if (s == null || s.getAttribute("path").isBlank()) {
      return null;
    }
    Path p = dir.resolve(s.getAttribute("path"));
    Inputs.readableFile(p, "package source");
    return p;
  }

  static Document parse(Path xml) throws IOException {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true); // no entities from elsewhere
      f.setExpandEntityReferences(false);
      DocumentBuilder b = f.newDocumentBuilder();
      b.setErrorHandler(null); // errors are thrown, not printed
      return b.parse(xml.toFile());
    } catch (SAXParseException e) {
      throw new UserError(xml + ":" + e.getLineNumber() + ": " + e.getMessage());
    } catch (SAXException e) {
      throw new UserError(xml + ": " + e.getMessage());
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException(e);
    }
  }

  static String format(Path xml, String pattern, int i) {
    try {
      return String.format(pattern, i);
    } catch (IllegalFormatException e) {
      throw new UserError(xml + ": the path pattern '" + pattern + "' is not a printf pattern of the test's number");
    }
  }

  private static String text(Path xml, Element parent, String tag) {
    Element e = child(parent, tag);
    if (e == null || e.getTextContent().isBlank()) {
      throw new UserError(xml + ": no <" + tag + "> in <" + parent.getTagName() + ">");
    }
    return e.getTextContent().strip();
  }

  private static long positive(Path xml, Element parent, String tag) {
    long n = number(xml, parent, tag);
    if (n == 0) {
      throw new UserError(xml + ": <" + tag + "> is 0; a limit must be positive");
    }
    return n;
  }

  private static long number(Path xml, Element parent, String tag) {
    String t = text(xml, parent, tag);
    try {
      long n = Long.parseLong(t);
      if (n < 0) {
        throw new NumberFormatException();
      }
      return n;
    } catch (NumberFormatException e) {
      throw new UserError(xml + ": <" + tag + "> is '" + t + "', not a whole number");
    }
  }

  static Element child(Element parent, String tag) {
    List<Element> all = children(parent, tag);
    return all.isEmpty() ? null : all.get(0);
  }

  static List<Element> children(Element parent, String tag) {
    List<Element> out = new ArrayList<>();
    NodeList nodes = parent.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      Node n = nodes.item(i);
      if (n instanceof Element e && e.getTagName().equals(tag)) {
        out.add(e);
      }
    }
    return out;
  }
}
