package org.arbitre.judge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;

/**
 * What a scoring package says of a submission's score, checked against its {@link Scoring.Outcome}:
 * <ul>
 *   <li>2025-09: {@code score} in {@code submissions.yaml} (a number, or {@code [low, high]}
 *       inclusive) under a key that names the submission: the submission's score; under one of its
 *       test-group keys ({@code secret/group1}): that group's; {@code partially_accepted/}: a score
 *       below the maximum of {@code secret};
 *   <li>legacy: the root's verdict is the folder's ({@code partially_accepted}: AC), and with a
 *       bounded {@code range} an {@code accepted} submission gets its best end, a
 *       {@code partially_accepted} one does not.
 * </ul>
 */
final class ScoreExpectation {
  private static final Map<String, String> LEGACY = Map.of("accepted", "AC", "partially_accepted", "AC",
      "wrong_answer", "WA", "time_limit_exceeded", "TLE", "run_time_error", "RTE");

  private ScoreExpectation() {}

  /** The expectation of a submission that only a scoring problem gives one (partially_accepted/, a score alone); else null. */
  static KattisExpectation extra(KattisPackage pkg, Scoring scoring, String submission) {
    String folder = folder(submission);
    boolean legacy = scoring.legacyGrading();
    if (folder.equals("partially_accepted")) {
      return new KattisExpectation(legacy ? "AC, not the best score" : "a score below the maximum", List.of(),
          List.of(), legacy ? "AC" : null, null);
    }
    if (!legacy && givesScore(pkg.submissionsYaml(), submission)) {
      return new KattisExpectation("its score", List.of(), List.of(), null, null);
    }
    return null;
  }

  private static boolean givesScore(JsonNode yaml, String submission) {
    if (yaml == null || !yaml.isObject()) {
      return false;
    }
    var fields = yaml.fields();
    while (fields.hasNext()) {
      var e = fields.next();
      if (e.getValue() != null && e.getValue().has("score") && KattisExpectation.matches(e.getKey(), submission)) {
        return true;
      }
    }
    return false;
  }

  /** Why {@code o} breaks what the package says of the submission's score or verdict; null when it keeps it. */
  static String broken(KattisPackage pkg, Scoring scoring, String submission, Scoring.Outcome o) {
    String folder = folder(submission);
    if (scoring.legacyGrading()) {
      String expected = LEGACY.get(folder);
      if (expected != null && !expected.equals(o.verdict())) {
        return "got " + o.verdict() + ", expected " + expected + " (score " + o.label() + ")";
      }
      Boolean best = scoring.best(o.total());
      if (folder.equals("accepted") && Boolean.FALSE.equals(best)) {
        return "score " + o.label() + " is not the best of the range";
      }
      if (folder.equals("partially_accepted") && Boolean.TRUE.equals(best)) {
        return "score " + o.label() + " is the best of the range, and the folder says partially accepted";
      }
      return null;
    }
    if (folder.equals("partially_accepted") && o.max() != null && o.total() >= o.max() - 1e-6 * Math.max(1, o.max())) {
      return "score " + o.label() + " is the maximum, and the folder says partially accepted";
    }
    JsonNode yaml = pkg.submissionsYaml();
    if (yaml == null || !yaml.isObject()) {
      return null;
    }
    var fields = yaml.fields();
    while (fields.hasNext()) {
      var e = fields.next();
      JsonNode spec = e.getValue();
      if (spec == null || !spec.isObject() || !(e.getKey().equals(folder) || KattisExpectation.matches(e.getKey(), submission))) {
        continue;
      }
      if (spec.has("score")) {
        String why = outside(spec.get("score"), o.total(), e.getKey());
        if (why != null) {
          return "score " + o.label() + why;
        }
      }
      var inner = spec.fields();
      while (inner.hasNext()) {
        var g = inner.next();
        if (!g.getValue().isObject() || !g.getValue().has("score")) {
          continue;
        }
        for (Scoring.Group group : o.groups()) {
          if (KattisExpectation.matches(g.getKey(), group.name())) {
            String why = outside(g.getValue().get("score"), group.score(), e.getKey() + ": " + g.getKey());
            if (why != null) {
              return group.name() + " scores " + Scoring.format(group.score()) + why;
            }
          }
        }
      }
    }
    return null;
  }

  /** Why {@code score} is not what {@code spec} (a number, or [low, high]) says; null when it is. */
  private static String outside(JsonNode spec, double score, String key) {
    double low;
    double high;
    if (spec.isNumber()) {
      low = spec.asDouble();
      high = low;
    } else if (spec.isArray() && spec.size() == 2 && spec.get(0).isNumber() && spec.get(1).isNumber()) {
      low = spec.get(0).asDouble();
      high = spec.get(1).asDouble();
    } else {
      throw new UserError("submissions.yaml: '" + key + "': score is a number or [low, high], not " + spec);
    }
    double eps = 1e-6 * Math.max(1, Math.abs(high));
    if (score < low - eps || score > high + eps) {
      return low == high ? ", expected " + Scoring.format(low)
          : ", expected from " + Scoring.format(low) + " to " + Scoring.format(high);
    }
    return null;
  }

  private static String folder(String submission) {
    return submission.contains("/") ? submission.substring(0, submission.indexOf('/')) : submission;
  }
}
