package org.arbitre.judge;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbitre.UserError;

/**
 * The legacy format's grading of a scoring problem (its "Graders"): every folder of {@code data/}
 * is a group graded by the default grader with the {@code grader_flags}, {@code on_reject},
 * {@code accept_score}, {@code reject_score} and {@code range} of its closest {@code testdata.yaml}
 * ({@link Scoring} says how); the submission's verdict and score are the root's.
 */
final class LegacyGrader {
  private record Settings(boolean breakOnReject, List<String> flags, double accept, double reject, double low, double high) {}

  private final Map<String, Settings> groups = new HashMap<>();
  private final boolean maximize;

  private LegacyGrader(boolean maximize) {
    this.maximize = maximize;
  }

  static LegacyGrader load(KattisPackage pkg) throws IOException {
    Path data = pkg.dir().resolve("data");
    String objective = KattisPackage.read(pkg.dir().resolve("problem.yaml")).path("grading").path("objective").asText("max");
    if (!objective.equals("max") && !objective.equals("min")) {
      throw new UserError(pkg.dir().resolve("problem.yaml") + ": grading.objective is min or max, not '" + objective + "'");
    }
    LegacyGrader g = new LegacyGrader(objective.equals("max"));
    for (String group : tree(pkg.cases().stream().map(TestCase::name).toList()).keySet()) {
      g.groups.put(group, settings(data, group));
    }
    return g;
  }

  /** Every group (folder of data/, "" for data itself) → its items (cases and sub-groups) in name order. */
  private static Map<String, List<String>> tree(Collection<String> cases) {
    Map<String, List<String>> tree = new TreeMap<>();
    tree.put("", new ArrayList<>());
    for (String name : cases) {
      String item = name;
      while (true) {
        int slash = item.lastIndexOf('/');
        String parent = slash < 0 ? "" : item.substring(0, slash);
        List<String> items = tree.computeIfAbsent(parent, k -> new ArrayList<>());
        if (!items.contains(item)) {
          items.add(item);
        }
        if (parent.isEmpty()) {
          break;
        }
        item = parent;
      }
    }
    tree.values().forEach(l -> l.sort(null));
    return tree;
  }

  /** The settings of a group: its own testdata.yaml, else the closest one above it. */
  private static Settings settings(Path data, String group) throws IOException {
    JsonNode y = com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    Path file = null;
    for (Path d = group.isEmpty() ? data : data.resolve(group); d != null && d.startsWith(data); d = d.getParent()) {
      if (Files.isRegularFile(d.resolve("testdata.yaml"))) {
        file = d.resolve("testdata.yaml");
        y = KattisPackage.read(file);
        break;
      }
    }
    String onReject = y.path("on_reject").asText("break").strip();
    if (!onReject.equals("break") && !onReject.equals("continue")) {
      throw new UserError(file + ": on_reject is break or continue, not '" + onReject + "'");
    }
    if (y.path("grading").asText("default").strip().equals("custom")) {
      throw new UserError(file + ": grading: custom (a grader program) is not supported here");
    }
    List<String> flags = KattisPackage.words(y.path("grader_flags"));
    for (String f : flags) {
      if (!List.of("worst_error", "first_error", "always_accept", "sum", "avg", "min", "max", "ignore_sample",
          "accept_if_any_accepted").contains(f)) {
        throw new UserError(file + ": unknown grader flag '" + f + "' (worst_error, first_error, always_accept, sum, avg,"
            + " min, max, ignore_sample, accept_if_any_accepted)");
      }
    }
    double accept = number(y, "accept_score", 1, file);
    double reject = number(y, "reject_score", 0, file);
    double low = Double.NEGATIVE_INFINITY;
    double high = Double.POSITIVE_INFINITY;
    if (y.has("range")) {
      String[] r = y.get("range").asText().strip().split("\\s+");
      try {
        if (r.length != 2) {
          throw new NumberFormatException();
        }
        low = Double.parseDouble(r[0].replace("inf", "Infinity"));
        high = Double.parseDouble(r[1].replace("inf", "Infinity"));
      } catch (NumberFormatException e) {
        throw new UserError(file + ": range is two numbers (inf and -inf allowed), not '" + y.get("range").asText() + "'");
      }
      if (low > high) {
        throw new UserError(file + ": range " + y.get("range").asText() + " is empty");
      }
    }
    return new Settings(onReject.equals("break"), flags, accept, reject, low, high);
  }

  private static double number(JsonNode y, String key, double dflt, Path file) {
    if (!y.has(key)) {
      return dflt;
    }
    if (!y.get(key).isNumber()) {
      throw new UserError(file + ": " + key + " must be a number, not '" + y.get(key).asText() + "'");
    }
    return y.get(key).asDouble();
  }

  private record Graded(String verdict, double score) {}

  /** The verdict and score of the root ({@code data}) and of every group, from the cases' verdicts and feedback. */
  Scoring.Outcome score(Map<String, String> verdict, Map<String, FeedbackValidator.Feedback> feedback) {
    Map<String, List<String>> tree = tree(verdict.keySet());
    List<Scoring.Group> out = new ArrayList<>();
    Graded root = grade("", tree, verdict, feedback, out);
    Settings top = groups.getOrDefault("", new Settings(true, List.of(), 1, 0, Double.NEGATIVE_INFINITY,
        Double.POSITIVE_INFINITY));
    String error = null;
    if (root.verdict().equals("AC") && (root.score() < top.low() - Scoring.eps(top.low()) || root.score() > top.high() + Scoring.eps(top.high()))) {
      error = "the score " + Scoring.format(root.score()) + " is outside the range " + Scoring.format(top.low()) + " " + Scoring.format(top.high());
    }
    return new Scoring.Outcome(root.score(), null, List.copyOf(out), root.verdict(), error);
  }

  private Graded grade(String group, Map<String, List<String>> tree, Map<String, String> verdict,
      Map<String, FeedbackValidator.Feedback> feedback, List<Scoring.Group> out) {
    Settings s = groups.getOrDefault(group, new Settings(true, List.of(), 1, 0, Double.NEGATIVE_INFINITY,
        Double.POSITIVE_INFINITY));
    List<String> items = new ArrayList<>();
    List<Graded> subs = new ArrayList<>();
    for (String item : tree.getOrDefault(group, List.of())) {
      Graded g;
      if (tree.containsKey(item)) {
        g = grade(item, tree, verdict, feedback, out);
        g = new Graded(g.verdict(), g.verdict().equals("AC") ? g.score() : 0); // a rejected group's grade is ignored
      } else {
        String v = verdict.get(item);
        FeedbackValidator.Feedback f = feedback.getOrDefault(item, FeedbackValidator.Feedback.NONE);
        Settings cs = groups.getOrDefault(parent(item), s);
        double score = !v.equals("AC") ? cs.reject() : f.score() != null ? f.score()
            : f.multiplier() != null ? f.multiplier() * cs.accept() : cs.accept();
        g = new Graded(v, score);
      }
      items.add(item);
      subs.add(g);
      if (!g.verdict().equals("AC") && s.breakOnReject()) {
        break;
      }
    }
    List<String> flags = s.flags();
    if (group.isEmpty() && flags.contains("ignore_sample")) {
      int i = items.indexOf("sample");
      if (i >= 0) {
        items.remove(i);
        subs.remove(i);
      }
    }
    String verdictMode = "worst_error";
    String scoreMode = "sum";
    for (String f : flags) {
      if (List.of("worst_error", "first_error", "always_accept").contains(f)) {
        verdictMode = f;
      } else if (List.of("sum", "avg", "min", "max").contains(f)) {
        scoreMode = f;
      }
    }
    List<String> vs = subs.stream().map(Graded::verdict).toList();
    String v;
    if (verdictMode.equals("always_accept") || vs.stream().allMatch("AC"::equals)
        || flags.contains("accept_if_any_accepted") && vs.contains("AC")) {
      v = "AC";
    } else if (verdictMode.equals("first_error")) {
      v = vs.stream().filter(x -> !x.equals("AC")).findFirst().orElse("AC");
    } else {
      v = List.of("IE", "RTE", "TLE", "WA").stream().filter(vs::contains).findFirst()
          .orElse(vs.stream().filter(x -> !x.equals("AC")).findFirst().orElse("AC"));
    }
    java.util.DoubleSummaryStatistics st = subs.stream().mapToDouble(Graded::score).summaryStatistics();
    double score = subs.isEmpty() ? 0 : switch (scoreMode) {
      case "avg" -> st.getAverage();
      case "min" -> st.getMin();
      case "max" -> st.getMax();
      default -> st.getSum();
    };
    out.add(new Scoring.Group(group.isEmpty() ? "data" : group, score, null, v));
    return new Graded(v, score);
  }

  private static String parent(String item) {
    int slash = item.lastIndexOf('/');
    return slash < 0 ? "" : item.substring(0, slash);
  }

  /** Whether {@code score} is the best end of the root's {@code range}; null when that end is infinite. */
  Boolean best(double score) {
    Settings top = groups.get("");
    if (top == null) {
      return null;
    }
    double end = maximize ? top.high() : top.low();
    return Double.isInfinite(end) ? null : Math.abs(score - end) <= Scoring.eps(end);
  }

}
