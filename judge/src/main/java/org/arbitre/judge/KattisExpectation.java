package org.arbitre.judge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.arbitre.UserError;

/**
 * What a package's submission must get, in Kattis verdicts (AC, WA, TLE, RTE): every case's
 * verdict in each {@code permitted} set, at least one in each {@code required} set (2025-09); in
 * the legacy format the folder's verdict is the submission's (its first case that is not AC decides).
 * {@code submissions.yaml} (2025-09): a key that is a folder's name replaces that folder's
 * defaults (the keys it gives), any other key is a glob ({@code *} within a name, {@code {a,b}},
 * spaces around an alternative ignored: {@code {a, b}})
 * matched against the submission's path or a folder above it, and adds its requirement. Under a
 * submission's key, a key that starts with {@code sample}, {@code secret} or {@code *} is a glob
 * over test cases ({@code secret/group1}, {@code secret/*}): its {@code permitted} and
 * {@code required} apply to the cases it names (the case's name or a group above it).
 * {@code use_for_time_limit} ({@code false}, {@code lower}, {@code upper}) says whether the
 * submission bounds the time limit (by default: from below when it may never TLE, from above when
 * it must TLE). {@code language} and {@code entrypoint} say how the submission is built and run
 * ({@link KattisPackage#submissionSetting}); read but not checked: {@code score}, {@code message},
 * {@code authors}, {@code model_solution}.
 */
public record KattisExpectation(String label, List<Rule> permitted, List<Rule> required, String legacyVerdict,
    String timeLimitUse) {
  public static final Set<String> ALL = Set.of("AC", "WA", "TLE", "RTE");

  /** Verdicts for the cases a glob names ({@code null}: every case). */
  public record Rule(String cases, Set<String> verdicts) {
    boolean covers(String caseName) {
      return cases == null || matches(cases, caseName);
    }

    String where() {
      return cases == null ? "" : " in " + cases;
    }
  }

  private static final Set<String> KEYS = Set.of("permitted", "required", "score", "message", "use_for_time_limit",
      "language", "entrypoint", "authors", "author", "model_solution");
  private static final Map<String, Set<String>> PERMITTED = Map.of(
      "accepted", Set.of("AC"), "wrong_answer", Set.of("AC", "WA"),
      "time_limit_exceeded", Set.of("AC", "TLE"), "run_time_error", Set.of("AC", "RTE"),
      "brute_force", Set.of("AC", "RTE", "TLE"));
  private static final Map<String, Set<String>> REQUIRED = Map.of(
      "wrong_answer", Set.of("WA"), "time_limit_exceeded", Set.of("TLE"),
      "run_time_error", Set.of("RTE"), "brute_force", Set.of("RTE", "TLE"),
      "rejected", Set.of("RTE", "TLE", "WA"));
  private static final Map<String, String> LEGACY = Map.of("accepted", "AC", "wrong_answer", "WA",
      "time_limit_exceeded", "TLE", "run_time_error", "RTE");

  /** DOMjudge's result names, as {@code @EXPECTED_RESULTS@:} lines give them, in Kattis verdicts. */
  private static final Map<String, String> DOMJUDGE = Map.of("CORRECT", "AC", "WRONG_ANSWER", "WA",
      "NO_OUTPUT", "WA", "TIME_LIMIT_EXCEEDED", "TLE", "TIMELIMIT", "TLE", "RUN_TIME_ERROR", "RTE",
      "RUN-ERROR", "RTE", "MEMORY_LIMIT", "RTE", "OUTPUT_LIMIT", "RTE", "RUN_ERROR", "RTE");
  private static final Pattern EXPECTED_RESULTS = Pattern.compile("@EXPECTED_RESULTS@:\\s*([A-Za-z_\\-, \\t]+)");

  /**
   * The verdicts an {@code @EXPECTED_RESULTS@: WRONG_ANSWER, TIME_LIMIT_EXCEEDED} line of the
   * submission's source names (DOMjudge's annotation, which BAPCtools reads too; in a folder
   * submission, in any of its files), in Kattis verdicts; null when it has none.
   */
  static Set<String> expectedResults(java.nio.file.Path submission) {
    if (submission == null) {
      return null;
    }
    List<java.nio.file.Path> files;
    try (var s = java.nio.file.Files.walk(submission)) {
      files = s.filter(java.nio.file.Files::isRegularFile).sorted().toList();
    } catch (java.io.IOException e) {
      return null;
    }
    for (java.nio.file.Path f : files) {
      try {
        if (java.nio.file.Files.size(f) > (1 << 20)) {
          continue;
        }
        var m = EXPECTED_RESULTS.matcher(java.nio.file.Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1));
        if (m.find()) {
          Set<String> out = new LinkedHashSet<>();
          for (String w : m.group(1).split("[,\\s]+")) {
            String v = DOMJUDGE.get(w.toUpperCase(java.util.Locale.ROOT));
            if (v != null) {
              out.add(v);
            }
          }
          return out.isEmpty() ? null : out;
        }
      } catch (java.io.IOException e) {
        // unreadable: whoever builds it says so
      }
    }
    return null;
  }

  /**
   * The expectation an {@code @EXPECTED_RESULTS@:} line gives, in place of its folder's: every case
   * AC or one of {@code verdicts}, and, unless AC is among them, one case at least of them.
   */
  static KattisExpectation annotated(Set<String> verdicts, String timeLimitUse) {
    Set<String> permitted = new LinkedHashSet<>(List.of("AC"));
    permitted.addAll(verdicts);
    List<Rule> required = verdicts.contains("AC") ? List.of() : List.of(new Rule(null, Set.copyOf(verdicts)));
    return new KattisExpectation("@EXPECTED_RESULTS@ " + String.join("/", verdicts), List.of(new Rule(null, Set.copyOf(permitted))),
        required, null, timeLimitUse);
  }

  /** The expectation of {@code path} (relative to submissions/), or null when none applies. */
  public static KattisExpectation of(String path, boolean legacy, JsonNode yaml) {
    String folder = path.contains("/") ? path.substring(0, path.indexOf('/')) : path;
    if (legacy) {
      String v = LEGACY.get(folder);
      return v == null ? null : new KattisExpectation(v, List.of(), List.of(), v, null);
    }
    List<Rule> permitted = new ArrayList<>();
    List<Rule> required = new ArrayList<>();
    Rule defaultPermitted = PERMITTED.containsKey(folder) ? new Rule(null, PERMITTED.get(folder)) : null;
    Rule defaultRequired = REQUIRED.containsKey(folder) ? new Rule(null, REQUIRED.get(folder)) : null;
    if (defaultPermitted != null) {
      permitted.add(defaultPermitted);
    }
    if (defaultRequired != null) {
      required.add(defaultRequired);
    }
    boolean known = !permitted.isEmpty() || !required.isEmpty();
    String use = null;
    if (yaml != null && yaml.isObject()) {
      var fields = yaml.fields();
      while (fields.hasNext()) {
        var e = fields.next();
        String key = e.getKey();
        JsonNode spec = e.getValue();
        boolean replaces = key.equals(folder);
        if (!replaces && !matches(key, path)) {
          continue;
        }
        if (spec == null || spec.isNull()) {
          continue;
        }
        if (!spec.isObject()) {
          throw new UserError("submissions.yaml: '" + key + "' must map to permitted, required...");
        }
        if (replaces && spec.has("permitted")) {
          permitted.removeIf(r -> r == defaultPermitted);
        }
        if (replaces && spec.has("required")) {
          required.removeIf(r -> r == defaultRequired);
        }
        known |= add(key, null, spec, permitted, required);
        var inner = spec.fields();
        while (inner.hasNext()) {
          var g = inner.next();
          if (KEYS.contains(g.getKey())) {
            continue;
          }
          if (!g.getKey().matches("(sample|secret|\\*).*")) {
            throw new UserError("submissions.yaml: '" + key + "': unknown key '" + g.getKey()
                + "' (permitted, required, use_for_time_limit, score, message, language, entrypoint, or a test"
                + " group: sample/..., secret/...)");
          }
          if (!g.getValue().isObject()) {
            throw new UserError("submissions.yaml: '" + key + "': '" + g.getKey() + "' must map to permitted, required");
          }
          known |= add(key, g.getKey(), g.getValue(), permitted, required);
        }
        if (spec.has("use_for_time_limit")) {
          JsonNode u = spec.get("use_for_time_limit");
          use = u.isBoolean() ? (u.asBoolean() ? null : "false") : u.asText();
          if (use != null && !Set.of("false", "lower", "upper").contains(use)) {
            throw new UserError("submissions.yaml: '" + key + "': use_for_time_limit is false, lower or upper, not '"
                + u.asText() + "'");
          }
        }
      }
    }
    if (!known) {
      return null;
    }
    permitted = permitted.stream().distinct().toList(); // a glob that repeats a folder's default
    required = required.stream().distinct().toList();
    return new KattisExpectation(label(permitted, required), permitted, required, null, use);
  }

  private static boolean add(String key, String cases, JsonNode spec, List<Rule> permitted, List<Rule> required) {
    String where = cases == null ? key : key + ": " + cases;
    if (spec.has("permitted")) {
      permitted.add(new Rule(cases, verdicts(spec.get("permitted"), where)));
    }
    if (spec.has("required")) {
      required.add(new Rule(cases, verdicts(spec.get("required"), where)));
    }
    return spec.has("permitted") || spec.has("required");
  }

  /** True when it must never TLE: it bounds the time limit from below ({@code use_for_time_limit} may say otherwise). */
  public boolean lowerBound() {
    if (legacyVerdict != null) {
      return legacyVerdict.equals("AC");
    }
    if (timeLimitUse != null) {
      return timeLimitUse.equals("lower");
    }
    return permitted.stream().anyMatch(p -> p.cases() == null && !p.verdicts().contains("TLE"));
  }

  /** True when it must TLE somewhere: it bounds the time limit from above. */
  public boolean upperBound() {
    if (legacyVerdict != null) {
      return legacyVerdict.equals("TLE");
    }
    if (timeLimitUse != null) {
      return timeLimitUse.equals("upper");
    }
    return required.stream().anyMatch(r -> r.verdicts().equals(Set.of("TLE")));
  }

  /**
   * Why the case verdicts (Kattis names, in case order, with the cases' names) break this
   * expectation; null when they keep it.
   */
  public String broken(List<String> names, List<String> verdicts) {
    if (legacyVerdict != null) {
      String got = verdicts.stream().filter(v -> !v.equals("AC")).findFirst().orElse("AC");
      return got.equals(legacyVerdict) ? null : "got " + got + ", expected " + legacyVerdict;
    }
    for (Rule p : permitted) {
      for (int i = 0; i < verdicts.size(); i++) {
        if (p.covers(names.get(i)) && !p.verdicts().contains(verdicts.get(i))) {
          return "case " + names.get(i) + " got " + verdicts.get(i) + ", permitted " + sorted(p.verdicts()) + p.where();
        }
      }
    }
    for (Rule r : required) {
      boolean any = false;
      for (int i = 0; i < verdicts.size() && !any; i++) {
        any = r.covers(names.get(i)) && r.verdicts().contains(verdicts.get(i));
      }
      if (!any) {
        return "no case" + r.where() + " got " + String.join(" or ", sorted(r.verdicts()));
      }
    }
    return null;
  }

  private static Set<String> verdicts(JsonNode n, String key) {
    Set<String> s = new LinkedHashSet<>(KattisPackage.words(n));
    for (String v : s) {
      if (!ALL.contains(v)) {
        throw new UserError("submissions.yaml: '" + key + "': unknown verdict '" + v + "' (AC, WA, TLE, RTE)");
      }
    }
    return s;
  }

  /** A glob of submissions.yaml against a submission's path or a folder above it. */
  static boolean matches(String glob, String path) {
    StringBuilder re = new StringBuilder();
    for (int i = 0; i < glob.length(); i++) {
      char c = glob.charAt(i);
      switch (c) {
        case '*' -> re.append("[^/]*");
        case '{' -> re.append("(?:");
        case '}' -> re.append(")");
        case ',' -> re.append(inBraces(glob, i) ? "|" : Pattern.quote(","));
        case ' ' -> {
          // spaces around an alternative of a brace ({a, b}) are the writer's layout, not the name's
          boolean edge = inBraces(glob, i) && (glob.substring(0, i).stripTrailing().endsWith(",")
              || glob.substring(0, i).stripTrailing().endsWith("{") || glob.substring(i).stripLeading().startsWith(",")
              || glob.substring(i).stripLeading().startsWith("}"));
          if (!edge) {
            re.append(Pattern.quote(" "));
          }
        }
        default -> re.append(Pattern.quote(String.valueOf(c)));
      }
    }
    Pattern p = Pattern.compile(re.toString());
    String prefix = path;
    while (true) {
      if (p.matcher(prefix).matches()) {
        return true;
      }
      int slash = prefix.lastIndexOf('/');
      if (slash < 0) {
        return false;
      }
      prefix = prefix.substring(0, slash);
    }
  }

  private static boolean inBraces(String glob, int i) {
    return glob.lastIndexOf('{', i) > glob.lastIndexOf('}', i);
  }

  private static List<String> sorted(Set<String> s) {
    return s.stream().sorted().toList();
  }

  private static String label(List<Rule> permitted, List<Rule> required) {
    List<String> parts = new ArrayList<>();
    permitted.forEach(p -> parts.add("only " + String.join("/", sorted(p.verdicts())) + p.where()));
    required.forEach(r -> parts.add("some " + String.join("/", sorted(r.verdicts())) + r.where()));
    return String.join(", ", parts);
  }
}
