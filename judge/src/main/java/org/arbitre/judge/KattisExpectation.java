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
 * verdict in {@code permitted}, at least one in {@code required} (2025-09); in the legacy format
 * the folder's verdict is the submission's (its first case that is not AC decides).
 * {@code submissions.yaml} (2025-09): a key that is a folder's name replaces that folder's
 * defaults (the keys it gives), any other key is a glob ({@code *} within a name, {@code {a,b}})
 * matched against the submission's path or a folder above it, and adds its requirement.
 * Left out: requirements per test group (a key under a glob naming a group), {@code score},
 * {@code message}, {@code use_for_time_limit}, {@code language} and {@code entrypoint}.
 */
public record KattisExpectation(String label, List<Set<String>> permitted, List<Set<String>> required, String legacyVerdict) {
  public static final Set<String> ALL = Set.of("AC", "WA", "TLE", "RTE");

  private static final Map<String, List<Set<String>>> PERMITTED = Map.of(
      "accepted", List.of(Set.of("AC")), "wrong_answer", List.of(Set.of("AC", "WA")),
      "time_limit_exceeded", List.of(Set.of("AC", "TLE")), "run_time_error", List.of(Set.of("AC", "RTE")),
      "brute_force", List.of(Set.of("AC", "RTE", "TLE")));
  private static final Map<String, List<Set<String>>> REQUIRED = Map.of(
      "wrong_answer", List.of(Set.of("WA")), "time_limit_exceeded", List.of(Set.of("TLE")),
      "run_time_error", List.of(Set.of("RTE")), "brute_force", List.of(Set.of("RTE", "TLE")),
      "rejected", List.of(Set.of("RTE", "TLE", "WA")));
  private static final Map<String, String> LEGACY = Map.of("accepted", "AC", "wrong_answer", "WA",
      "time_limit_exceeded", "TLE", "run_time_error", "RTE");

  /** The expectation of {@code path} (relative to submissions/), or null when none applies. */
  public static KattisExpectation of(String path, boolean legacy, JsonNode yaml) {
    String folder = path.contains("/") ? path.substring(0, path.indexOf('/')) : path;
    if (legacy) {
      String v = LEGACY.get(folder);
      return v == null ? null : new KattisExpectation(v, List.of(), List.of(), v);
    }
    List<Set<String>> permitted = new ArrayList<>(PERMITTED.getOrDefault(folder, List.of()));
    List<Set<String>> required = new ArrayList<>(REQUIRED.getOrDefault(folder, List.of()));
    boolean known = PERMITTED.containsKey(folder) || REQUIRED.containsKey(folder);
    if (yaml != null && yaml.isObject()) {
      var fields = yaml.fields();
      while (fields.hasNext()) {
        var e = fields.next();
        String key = e.getKey();
        JsonNode spec = e.getValue();
        if (key.equals(folder)) {
          if (spec.has("permitted")) {
            permitted = new ArrayList<>(List.of(verdicts(spec.get("permitted"), key)));
          }
          if (spec.has("required")) {
            required = new ArrayList<>(List.of(verdicts(spec.get("required"), key)));
          }
          known |= spec.has("permitted") || spec.has("required");
        } else if (matches(key, path)) {
          if (spec.has("permitted")) {
            permitted.add(verdicts(spec.get("permitted"), key));
          }
          if (spec.has("required")) {
            required.add(verdicts(spec.get("required"), key));
          }
          known |= spec.has("permitted") || spec.has("required");
        }
      }
    }
    if (!known) {
      return null;
    }
    return new KattisExpectation(label(permitted, required), List.copyOf(permitted), List.copyOf(required), null);
  }

  /** True when it must never TLE: it bounds the time limit from below. */
  public boolean lowerBound() {
    if (legacyVerdict != null) {
      return legacyVerdict.equals("AC");
    }
    return permitted.stream().anyMatch(p -> !p.contains("TLE"));
  }

  /** True when it must TLE somewhere: it bounds the time limit from above. */
  public boolean upperBound() {
    if (legacyVerdict != null) {
      return legacyVerdict.equals("TLE");
    }
    return required.stream().anyMatch(r -> r.equals(Set.of("TLE")));
  }

  /** Why the case verdicts (Kattis names, in case order) break this expectation; null when they keep it. */
  public String broken(List<String> verdicts) {
    if (legacyVerdict != null) {
      String got = verdicts.stream().filter(v -> !v.equals("AC")).findFirst().orElse("AC");
      return got.equals(legacyVerdict) ? null : "got " + got + ", expected " + legacyVerdict;
    }
    for (Set<String> p : permitted) {
      for (int i = 0; i < verdicts.size(); i++) {
        if (!p.contains(verdicts.get(i))) {
          return "case " + (i + 1) + " got " + verdicts.get(i) + ", permitted " + sorted(p);
        }
      }
    }
    for (Set<String> r : required) {
      if (verdicts.stream().noneMatch(r::contains)) {
        return "no case got " + String.join(" or ", sorted(r));
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
        case ',' -> re.append(glob.lastIndexOf('{', i) > glob.lastIndexOf('}', i) ? "|" : ",");
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

  private static List<String> sorted(Set<String> s) {
    return s.stream().sorted().toList();
  }

  private static String label(List<Set<String>> permitted, List<Set<String>> required) {
    List<String> parts = new ArrayList<>();
    permitted.forEach(p -> parts.add("only " + String.join("/", sorted(p))));
    required.forEach(r -> parts.add("some " + String.join("/", sorted(r))));
    return String.join(", ", parts);
  }
}
