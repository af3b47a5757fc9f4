package org.arbitre.judge;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.arbitre.UserError;

/**
 * The score of a submission to a scoring problem, from its cases' verdicts and the scores its
 * output validator wrote ({@link FeedbackValidator.Feedback}), as each format says.
 * <ul>
 *   <li>2025-09 (and the 2023-07 draft): {@code secret} and each test data group (a folder right
 *       under {@code data/secret/}) have a {@code max_score} (an integer, or {@code unbounded};
 *       {@code secret} 100 by default, a group unbounded, which it may only be when {@code secret}
 *       is), a {@code score_aggregation} ({@code sum} by default in {@code secret}, {@code pass-fail}
 *       in a group, or {@code min}) and {@code require_pass} (groups, or {@code sample}, whose cases
 *       must all be AC for this one to score), in its {@code test_group.yaml} ({@code testdata.yaml}).
 *       A rejected case scores 0; an accepted one its {@code score.txt}, or its {@code
 *       score_multiplier.txt} × its maximum, else its maximum: the group's {@code max_score} divided
 *       by its number of cases under {@code sum}, the group's under {@code min}. A {@code
 *       pass-fail} group scores its maximum when every case is AC, else 0. Samples score nothing.
 *   <li>legacy: every folder of {@code data/} is a group graded by the default grader with the
 *       {@code grader_flags} of its closest {@code testdata.yaml}: verdict {@code worst_error}
 *       (the default), {@code first_error} or {@code always_accept}, {@code accept_if_any_accepted},
 *       score {@code sum} (the default), {@code avg}, {@code min} or {@code max} of its items (cases
 *       and sub-groups in name order, up to the first rejection under {@code on_reject: break}, the
 *       default), {@code ignore_sample} at the root; a case scores its {@code score.txt}, else
 *       {@code accept_score} (1) when AC, {@code reject_score} (0) when not; a rejected group scores 0
 *       (the format ignores its grade). The submission's verdict and score are the root's.
 * </ul>
 * What the format calls a judge error (a score above its maximum, an unbounded case with no
 * {@code score.txt}, a score in a pass-fail group) is {@link Outcome#error}.
 */
public final class Scoring {
  /** A group's score (and maximum, null when unbounded); legacy: its verdict too. */
  public record Group(String name, double score, Double max, String verdict) {}

  /**
   * The submission's score (and maximum, null when unbounded or legacy), each group's, the legacy
   * root verdict (null in 2025-09), and the first judge error (null when none).
   */
  public record Outcome(double total, Double max, List<Group> groups, String verdict, String error) {
    /** {@code score 30 of 100}, or {@code score 30}. */
    public String label() {
      return format(total) + (max == null ? "" : " of " + format(max));
    }
  }

  private record Settings(Double max, String aggregation, List<String> requirePass) {}

  private final Map<String, Settings> groups = new TreeMap<>();
  /** The legacy grading (null in 2025-09). */
  private final LegacyGrader legacy;

  private Scoring(LegacyGrader legacy) {
    this.legacy = legacy;
  }

  /** True when the score is the legacy grader's (a legacy package, or a draft one graded that way). */
  public boolean legacyGrading() {
    return legacy != null;
  }

  /**
   * A 2023-07 draft package graded as the legacy format grades (the earlier texts of the draft
   * did, and the format's own scoring example does): some testdata.yaml / test_group.yaml under
   * data/ sets {@code grader_flags}, {@code accept_score}, {@code reject_score}, {@code range} or
   * {@code on_reject}, and none sets {@code max_score} or {@code score_aggregation}.
   */
  static boolean draftGrading(KattisPackage pkg) throws IOException {
    String version = KattisPackage.read(pkg.dir().resolve("problem.yaml")).path("problem_format_version").asText("");
    if (!version.startsWith("2023-07") && !version.equals("draft")) {
      return false;
    }
    boolean legacyKeys = false;
    try (java.util.stream.Stream<Path> files = java.nio.file.Files.walk(pkg.dir().resolve("data"))) {
      for (Path f : files.filter(f -> f.getFileName().toString().matches("testdata\\.yaml|test_group\\.yaml")).toList()) {
        JsonNode y = KattisPackage.read(f);
        if (y.has("max_score") || y.has("score_aggregation")) {
          return false;
        }
        legacyKeys |= List.of("grader_flags", "accept_score", "reject_score", "range", "on_reject").stream().anyMatch(y::has);
      }
    }
    return legacyKeys;
  }

  /** The scoring settings of {@code pkg}'s test data, each mistake one line ({@link UserError}). */
  public static Scoring load(KattisPackage pkg) throws IOException {
    Path data = pkg.dir().resolve("data");
    if (pkg.legacy() || draftGrading(pkg)) {
      return new Scoring(LegacyGrader.load(pkg));
    }
    Scoring s = new Scoring(null);
    Path secret = data.resolve("secret");
    Settings top = settings(secret, "secret", 100.0, "sum");
    s.groups.put("secret", top);
    TreeSet<String> names = new TreeSet<>();
    for (TestCase c : pkg.cases()) {
      String[] parts = c.name().split("/");
      if (parts[0].equals("secret") && parts.length > 2) {
        names.add("secret/" + parts[1]);
      }
    }
    boolean direct = pkg.cases().stream().anyMatch(c -> c.name().startsWith("secret/") && c.name().split("/").length == 2);
    if (direct && !names.isEmpty()) {
      throw new UserError(secret + " holds both test cases and test data groups (a scoring problem has one or the other)");
    }
    for (String g : names) {
      Settings st = settings(data.resolve(g), g, null, "pass-fail");
      if (st.max() == null && top.max() != null) {
        throw new UserError(data.resolve(g) + ": the group needs a max_score (secret's max_score is " + format(top.max())
            + ", so each test data group gives its own)");
      }
      if (st.max() == null && st.aggregation().equals("pass-fail")) {
        throw new UserError(data.resolve(g) + ": a pass-fail group needs a max_score");
      }
      if (top.aggregation().equals("pass-fail") && !st.aggregation().equals("pass-fail")) {
        throw new UserError(data.resolve(g) + ": secret's score_aggregation is pass-fail, so is each group's");
      }
      for (String r : st.requirePass()) {
        if (!r.equals("sample") && (!names.contains(r) || r.compareTo(g) >= 0)) {
          throw new UserError(data.resolve(g) + ": require_pass names '" + r + "', not sample or an earlier group of secret");
        }
      }
      s.groups.put(g, st);
    }
    for (String r : top.requirePass()) {
      if (!r.equals("sample")) {
        throw new UserError(secret + ": secret may only require_pass sample, not '" + r + "'");
      }
    }
    if (top.max() == null && top.aggregation().equals("pass-fail")) {
      throw new UserError(secret + ": a pass-fail secret needs a max_score");
    }
    return s;
  }

  /** The closest test_group.yaml or testdata.yaml of a 2025-09 group, read for its scoring keys. */
  private static Settings settings(Path dir, String name, Double defaultMax, String defaultAggregation) throws IOException {
    Path file = null;
    for (String f : List.of("test_group.yaml", "testdata.yaml")) {
      if (Files.isRegularFile(dir.resolve(f))) {
        file = dir.resolve(f);
        break;
      }
    }
    if (file == null) {
      return new Settings(defaultMax, defaultAggregation, List.of());
    }
    JsonNode y = KattisPackage.read(file);
    Double max = defaultMax;
    if (y.has("max_score")) {
      JsonNode m = y.get("max_score");
      if (m.isTextual() && m.asText().strip().equals("unbounded")) {
        max = null;
      } else if (m.isNumber() && m.asDouble() >= 0 && Double.isFinite(m.asDouble())) {
        max = m.asDouble();
      } else {
        throw new UserError(file + ": max_score must be a non-negative integer or unbounded, not '" + m.asText() + "'");
      }
    }
    String aggregation = y.path("score_aggregation").asText(defaultAggregation).strip();
    if (!List.of("pass-fail", "sum", "min").contains(aggregation)) {
      throw new UserError(file + ": score_aggregation is pass-fail, sum or min, not '" + aggregation + "'");
    }
    return new Settings(max, aggregation, KattisPackage.words(y.path("require_pass")));
  }

  /** The score of the cases {@code names} with these Kattis verdicts (AC, WA, TLE, RTE, IE) and feedback. */
  public Outcome score(List<String> names, List<String> verdicts, Map<String, FeedbackValidator.Feedback> feedback) {
    Map<String, String> verdict = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      verdict.put(names.get(i), verdicts.get(i));
    }
    return legacy != null ? legacy.score(verdict, feedback) : modern(names, verdict, feedback);
  }

  // ---- 2025-09 ----

  private Outcome modern(List<String> names, Map<String, String> verdict, Map<String, FeedbackValidator.Feedback> feedback) {
    List<String> errors = new ArrayList<>();
    List<Group> out = new ArrayList<>();
    Settings top = groups.get("secret");
    boolean hasGroups = groups.size() > 1;
    List<String> secretCases = names.stream().filter(n -> n.startsWith("secret/")).toList();
    double total;
    if (!hasGroups) {
      total = group("secret", top, secretCases, verdict, feedback, errors, true);
    } else {
      List<Double> scores = new ArrayList<>();
      for (Map.Entry<String, Settings> e : groups.entrySet()) {
        if (e.getKey().equals("secret")) {
          continue;
        }
        List<String> cases = secretCases.stream().filter(n -> n.startsWith(e.getKey() + "/")).toList();
        double g = group(e.getKey(), e.getValue(), cases, verdict, feedback, errors, passes(e.getValue(), names, verdict));
        out.add(new Group(e.getKey(), g, e.getValue().max(), null));
        scores.add(g);
      }
      boolean allPass = secretCases.stream().allMatch(n -> "AC".equals(verdict.get(n)));
      total = !passes(top, names, verdict) ? 0 : switch (top.aggregation()) {
        case "pass-fail" -> allPass ? top.max() : 0;
        case "min" -> scores.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        default -> scores.stream().mapToDouble(Double::doubleValue).sum();
      };
      if (top.max() != null && total > top.max() + eps(top.max())) {
        errors.add("secret scores " + format(total) + ", more than its max_score " + format(top.max()));
      }
    }
    out.add(new Group("secret", total, top.max(), null));
    return new Outcome(total, top.max(), List.copyOf(out), null, errors.isEmpty() ? null : errors.get(0));
  }

  /** Whether the groups {@code s} requires to pass have every case AC. */
  private static boolean passes(Settings s, List<String> names, Map<String, String> verdict) {
    for (String r : s.requirePass()) {
      if (names.stream().filter(n -> n.startsWith(r + "/")).anyMatch(n -> !"AC".equals(verdict.get(n)))) {
        return false;
      }
    }
    return true;
  }

  private double group(String name, Settings s, List<String> cases, Map<String, String> verdict,
      Map<String, FeedbackValidator.Feedback> feedback, List<String> errors, boolean scored) {
    if (name.equals("secret") && !passes(s, new ArrayList<>(verdict.keySet()), verdict)) {
      scored = false;
    }
    Double caseMax = s.max() == null ? null : s.aggregation().equals("sum") ? s.max() / Math.max(1, cases.size()) : s.max();
    boolean allAc = true;
    double sum = 0;
    double min = Double.POSITIVE_INFINITY;
    for (String c : cases) {
      boolean ac = "AC".equals(verdict.get(c)) && scored;
      allAc &= ac;
      FeedbackValidator.Feedback f = feedback.getOrDefault(c, FeedbackValidator.Feedback.NONE);
      double score = 0;
      if (s.aggregation().equals("pass-fail")) {
        if (f.score() != null || f.multiplier() != null) {
          errors.add("case " + c + ": the output validator wrote a score in the pass-fail group " + name);
        }
      } else if (ac) {
        if (f.multiplier() != null) {
          if (caseMax == null) {
            errors.add("case " + c + ": score_multiplier.txt in the unbounded group " + name + " (score.txt is needed)");
          } else {
            score = f.multiplier() * caseMax;
          }
        } else if (f.score() != null) {
          score = f.score();
          if (caseMax != null && score > caseMax + eps(caseMax)) {
            errors.add("case " + c + ": score.txt says " + format(score) + ", more than the case's maximum " + format(caseMax));
          }
        } else if (caseMax == null) {
          errors.add("case " + c + ": no score.txt, which an accepted case of the unbounded group " + name + " needs");
        } else {
          score = caseMax;
        }
      }
      sum += score;
      min = Math.min(min, score);
    }
    double g = switch (s.aggregation()) {
      case "pass-fail" -> allAc && s.max() != null ? s.max() : 0;
      case "min" -> cases.isEmpty() ? 0 : min;
      default -> sum;
    };
    if (s.max() != null && g > s.max() + eps(s.max())) {
      errors.add(name + " scores " + format(g) + ", more than its max_score " + format(s.max()));
    }
    return g;
  }

  /**
   * Legacy: whether {@code score} is the best the root's {@code range} allows (its top for {@code
   * objective: max}, its bottom for min); null when that end is infinite, or in 2025-09.
   */
  public Boolean best(double score) {
    return legacy == null ? null : legacy.best(score);
  }

  static double eps(double x) {
    return 1e-6 * Math.max(1, Math.abs(x));
  }

  /** A score as people write it: {@code 30}, {@code 33.333333}, {@code inf}. */
  public static String format(double x) {
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    return new BigDecimal(x).setScale(6, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
  }
}
