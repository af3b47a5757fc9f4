package org.arbitre.judge;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbitre.Inputs;
import org.arbitre.UserError;

/**
 * A Kattis problem package, legacy or {@code problem_format_version: 2025-09} (the 2023-07 draft
 * read the same way): what {@code verify} and {@code judge} need of it.
 *
 * @param legacy true for the legacy format (no version, or {@code legacy})
 * @param timeLimitS {@code limits.time_limit} (2025-09), when given
 * @param lowerFactor legacy {@code time_multiplier} (5), 2025-09 {@code ac_to_time_limit} (2)
 * @param upperFactor legacy {@code time_safety_margin} (2), 2025-09 {@code time_limit_to_tle} (1.5)
 * @param resolutionS 2025-09 {@code time_resolution} (1 s); legacy limits are whole seconds too
 * @param cases data/sample then data/secret, nested groups included, in the order of their names
 *     ({@code secret/group1/03})
 * @param outputFlags each case's input → the output validator's flags (legacy {@code
 *     validator_flags} and {@code output_validator_flags}, 2025-09 {@code output_validator_args},
 *     from the closest {@code testdata.yaml} / {@code test_group.yaml})
 * @param inputFlags each case's input → validator name ("" for all) → its flags
 * @param outputValidator the custom output validator program (a file or folder), or null
 * @param submissions {@code submissions/<folder>/<file or folder>}, by path relative to submissions/
 * @param submissionsYaml {@code submissions/submissions.yaml} (2025-09), or null
 */
public record KattisPackage(Path dir, boolean legacy, String name, boolean interactive, Optional<Double> timeLimitS,
    double lowerFactor, double upperFactor, double resolutionS, long memoryBytes, List<TestCase> cases,
    Map<Path, List<String>> outputFlags, Map<Path, Map<String, List<String>>> inputFlags, List<Path> inputValidators,
    Path outputValidator, Map<String, Path> submissions, JsonNode submissionsYaml) {

  public static final List<String> FOLDERS = List.of("accepted", "wrong_answer", "time_limit_exceeded",
      "run_time_error", "rejected", "brute_force");

  /** A folder with {@code problem.yaml} and {@code data/secret} (or {@code data/sample}). */
  public static boolean isPackage(Path dir) {
    return Files.isRegularFile(dir.resolve("problem.yaml"))
        && (Files.isDirectory(dir.resolve("data/secret")) || Files.isDirectory(dir.resolve("data/sample")));
  }

  public static KattisPackage load(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new UserError("no package folder " + dir);
    }
    Path yaml = dir.resolve("problem.yaml");
    if (!isPackage(dir)) {
      throw new UserError(dir + " is not a Kattis problem package (expected problem.yaml and data/secret/)");
    }
    JsonNode p = read(yaml);
    String version = p.path("problem_format_version").asText("legacy");
    boolean legacy = version.startsWith("legacy");
    if (!legacy && !version.startsWith("2023-07") && !version.startsWith("2025-09") && !version.equals("draft")) {
      throw new UserError(yaml + ": unknown problem_format_version '" + version + "' (legacy, 2023-07-draft or 2025-09)");
    }
    KattisConstants constants = KattisConstants.read(dir, p, yaml); // before test_group.yaml is read
    JsonNode limits = p.path("limits");
    if (!limits.isMissingNode() && !limits.isObject()) {
      throw new UserError(yaml + ": 'limits' must be a map (time_limit, memory...)");
    }
    boolean interactive;
    boolean custom;
    if (legacy) {
      String validation = p.path("validation").asText("default").trim();
      if (!validation.startsWith("default") && !validation.startsWith("custom")) {
        throw new UserError(yaml + ": validation must start with default or custom, not '" + validation + "'");
      }
      custom = validation.startsWith("custom");
      interactive = List.of(validation.split("\\s+")).contains("interactive");
    } else {
      JsonNode type = p.path("type");
      interactive = type.isArray() ? type.toString().contains("\"interactive\"") : type.asText("").equals("interactive");
      // 2025-09: output_validator/ is the program; the 2023-07 draft's output_validators/ is read too
      custom = Files.exists(dir.resolve("output_validator")) || Files.isDirectory(dir.resolve("output_validators"));
      // earlier texts of the 2023-07 draft kept the legacy validation (BAPCtools wrote it: 'custom interactive')
      interactive |= draftValidation(p).contains("interactive");
    }
    if (interactive && !custom && !legacy) {
      throw new UserError(dir + ": an interactive problem needs its output_validator/");
    }
    Optional<Double> timeLimit = limits.has("time_limit") ? Optional.of(positive(limits, "time_limit", yaml)) : Optional.empty();
    JsonNode mult = limits.path("time_multipliers");
    double lower = legacy ? number(limits, "time_multiplier", 5, yaml) : number(mult, "ac_to_time_limit", 2, yaml);
    double upper = legacy ? number(limits, "time_safety_margin", 2, yaml) : number(mult, "time_limit_to_tle", 1.5, yaml);
    double resolution = legacy ? 1 : number(limits, "time_resolution", 1, yaml);
    long memory = (long) (number(limits, "memory", 2048, yaml) * (1 << 20));

    Path data = dir.resolve("data");
    List<TestCase> cases = new ArrayList<>();
    Map<Path, List<String>> outputFlags = new HashMap<>();
    Map<Path, Map<String, List<String>>> inputFlags = new HashMap<>();
    // legacy validator_flags, also in the 2023-07 draft packages that still have them
    List<String> global = legacy || p.has("validator_flags") ? words(p.path("validator_flags")) : List.of();
    for (String top : List.of("sample", "secret")) {
      Path d = data.resolve(top);
      if (!Files.isDirectory(d)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(d)) {
        for (Path in : files.filter(f -> f.getFileName().toString().endsWith(".in") && Files.isRegularFile(f)).toList()) {
          String name = data.relativize(in).toString();
          name = name.substring(0, name.length() - 3);
          Path ans = in.resolveSibling(in.getFileName().toString().replaceFirst("\\.in$", ".ans"));
          // an interactive problem's case may have no answer (problemtools' own example has none):
          // its validator then gets an empty answer file
          boolean answered = Files.exists(ans);
          if (!answered && !interactive) {
            throw new UserError("test case " + in + " has no answer: add " + ans.getFileName());
          }
          Inputs.readableFile(in, "test input");
          if (answered) {
            Inputs.readableFile(ans, "test answer");
          }
          cases.add(new TestCase(name, in, answered ? ans : null));
          JsonNode group = KattisCaseConfig.settings(in, groupSettings(in.getParent(), data)); // NAME.yaml over its group's
          List<String> of = new ArrayList<>(global);
          of.addAll(words(group.path(legacy ? "output_validator_flags" : "output_validator_args")));
          if (group.has("output_validator_flags") && !legacy || group.has("output_validator_args") && legacy) {
            of.addAll(words(group.path(legacy ? "output_validator_args" : "output_validator_flags")));
          }
          outputFlags.put(in, List.copyOf(of));
          JsonNode iv = group.has("input_validator_flags") ? group.get("input_validator_flags") : group.path("input_validator_args");
          Map<String, List<String>> byName = new HashMap<>();
          if (iv.isObject() && iv.has("name")) { // legacy: {name: ..., flags: ...}
            byName.put(iv.get("name").asText(), words(iv.path("flags")));
          } else if (iv.isObject()) {
            iv.fields().forEachRemaining(e -> byName.put(e.getKey(), words(e.getValue())));
          } else {
            byName.put("", words(iv));
          }
          inputFlags.put(in, byName);
        }
      }
    }
    if (cases.isEmpty()) {
      throw new UserError("no test cases in " + data + " (expected data/secret/NAME.in + NAME.ans)");
    }
    cases.sort(Comparator.comparing(TestCase::name));

    Path outputValidator = null;
    if (custom) {
      outputValidator = legacy || !Files.exists(dir.resolve("output_validator"))
          ? onlyProgram(dir.resolve("output_validators")) : dir.resolve("output_validator");
      if (outputValidator == null || !Files.exists(outputValidator)) {
        throw new UserError(dir + ": validation is custom but there is no output validator in "
            + (legacy ? "output_validators/" : "output_validator/"));
      }
    }
    Map<String, Path> submissions = new java.util.TreeMap<>();
    Path subs = dir.resolve("submissions");
    if (Files.isDirectory(subs)) {
      try (Stream<Path> folders = Files.list(subs)) {
        for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
          try (Stream<Path> entries = Files.list(folder)) {
            for (Path e : entries.filter(x -> !ignored(x.getFileName().toString())).sorted().toList()) {
              submissions.put(subs.relativize(e).toString(), constants.apply(e));
            }
          }
        }
      }
    }
    Path subsYaml = subs.resolve("submissions.yaml");
    JsonNode subsSpec = !legacy && Files.isRegularFile(subsYaml) ? read(subsYaml) : null;
    String title = p.path("name").isObject() ? p.path("name").path("en").asText(dir.getFileName().toString())
        : p.path("name").asText(dir.toAbsolutePath().normalize().getFileName().toString());
    return new KattisPackage(dir, legacy, title, interactive, timeLimit, lower, upper, resolution, memory,
        List.copyOf(cases), Map.copyOf(outputFlags), Map.copyOf(inputFlags),
        constants.apply(validators(inputValidatorsFolder(dir))), constants.apply(outputValidator), submissions, subsSpec);
  }

  /**
   * The words of a non-legacy package's legacy {@code validation} key ({@code custom interactive},
   * {@code custom multi-pass}), which earlier texts of the 2023-07 draft kept and BAPCtools wrote;
   * empty when it has none.
   */
  static List<String> draftValidation(JsonNode problemYaml) {
    return words(problemYaml.path("validation"));
  }

  /**
   * A file of submissions/ that the tools of the field pass over without a word: hidden files
   * ({@code .*}), {@code *.disabled}, editor backups ({@code *~}, {@code *.bak}, {@code *.swp},
   * {@code #*#}) and {@code README*}.
   */
  public static boolean ignored(String name) {
    return name.startsWith(".") || name.endsWith(".disabled") || name.endsWith("~") || name.endsWith(".bak")
        || name.endsWith(".swp") || name.startsWith("#") && name.endsWith("#") || name.startsWith("README");
  }

  /**
   * What {@code submissions.yaml} says of a submission under {@code key} ({@code language},
   * {@code entrypoint}): the value of the last key that names it (its path, a folder above it, or a
   * pattern, as {@link KattisExpectation} matches them); empty when none does or in the legacy format.
   */
  public Optional<String> submissionSetting(String submission, String key) {
    Optional<String> found = Optional.empty();
    if (submissionsYaml == null || !submissionsYaml.isObject()) {
      return found;
    }
    var fields = submissionsYaml.fields();
    while (fields.hasNext()) {
      var e = fields.next();
      if (e.getValue() != null && e.getValue().has(key) && KattisExpectation.matches(e.getKey(), submission)) {
        found = Optional.of(e.getValue().get(key).asText().strip());
      }
    }
    return found;
  }

  /** The settings of the closest test group above {@code dir} (testdata.yaml or test_group.yaml), or empty. */
  static JsonNode groupSettings(Path dir, Path data) throws IOException {
    for (Path d = dir; d != null && d.startsWith(data); d = d.getParent()) {
      for (String f : List.of("test_group.yaml", "testdata.yaml")) {
        if (Files.isRegularFile(d.resolve(f))) {
          return readGroup(d.resolve(f), data);
        }
      }
    }
    return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
  }

  /**
   * {@code data/NAME} ({@code invalid_input}, {@code invalid_answer}, {@code invalid_output},
   * {@code valid_output}), or its plural name where only that one is there (the 2023-07 draft and
   * the packages BAPCtools made from it: {@code data/invalid_inputs/}...).
   */
  public static Path validationData(Path dir, String name) {
    Path now = dir.resolve("data").resolve(name);
    Path old = dir.resolve("data").resolve(name + "s");
    return !Files.isDirectory(now) && Files.isDirectory(old) ? old : now;
  }

  /**
   * {@code input_validators/}, or the old name {@code input_format_validators/} where only that one
   * is there (packages written before the rename; problemtools reads it too).
   */
  static Path inputValidatorsFolder(Path dir) {
    Path now = dir.resolve("input_validators");
    Path old = dir.resolve("input_format_validators");
    return !Files.isDirectory(now) && Files.isDirectory(old) ? old : now;
  }

  /**
   * The programs of a validators' folder (input or answer validators): each sub-folder, and each
   * file in any language, as the format says (a program is a file or a folder); the folder itself
   * as one program when it holds headers beside a single source of a known language. Not programs: the grammars of
   * checktestdata ({@code .ctd}) and VIVA ({@code .viva}), headers, and the files the tools of the
   * field pass over ({@link #ignored}). A file of no language known here is still listed: {@code
   * verify} names it on a {@code skipped} line.
   */
  static List<Path> validators(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    List<Path> all = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      List<Path> entries = s.filter(x -> !ignored(x.getFileName().toString())).sorted().toList();
      boolean headers = entries.stream().anyMatch(e -> header(e.getFileName().toString()));
      List<Path> sources = entries.stream().filter(e -> Files.isRegularFile(e)
          && !header(e.getFileName().toString()) && !NOT_PROGRAMS.stream().anyMatch(e.getFileName().toString()::endsWith))
          .toList();
      // headers beside one source (a Makefile, notes around them): the folder is that one program
      if (headers && sources.stream().filter(e -> org.arbitre.lang.Languages.forFile(e).isPresent()).count() == 1) {
        all.add(dir);
      } else {
        all.addAll(sources);
      }
      entries.stream().filter(Files::isDirectory).forEach(all::add);
    }
    return all;
  }

  /** The endings of validators that are not programs: checktestdata's and VIVA's grammars. */
  private static final List<String> NOT_PROGRAMS = List.of(".ctd", ".viva");

  private static boolean header(String name) {
    return name.matches(".*\\.(h|hpp|hh)$");
  }

  /**
   * The input validators written for VIVA ({@code .viva}): not programs, and not run here
   * ({@code verify} names them and runs the others).
   */
  public List<Path> unsupportedValidators() throws IOException {
    return validatorFiles(".viva");
  }

  /** The input validators written for checktestdata ({@code .ctd}): not programs, read and run by {@code verify}. */
  public List<Path> checktestdataValidators() throws IOException {
    return validatorFiles(".ctd");
  }

  private List<Path> validatorFiles(String ending) throws IOException {
    Path folder = inputValidatorsFolder(dir);
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(folder)) {
      return KattisConstants.of(dir).apply(
          s.filter(e -> Files.isRegularFile(e) && e.getFileName().toString().endsWith(ending)).sorted().toList());
    }
  }

  /** Legacy output_validators/: its single sub-folder, else the folder itself as one program. */
  private static Path onlyProgram(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return null;
    }
    try (Stream<Path> s = Files.list(dir)) {
      List<Path> entries = s.filter(x -> !x.getFileName().toString().startsWith(".")).toList();
      List<Path> dirs = entries.stream().filter(Files::isDirectory).toList();
      if (dirs.size() == 1 && entries.size() == 1) {
        return dirs.get(0);
      }
      if (entries.size() == 1) {
        return entries.get(0);
      }
      return dir;
    }
  }

  /** A test_group.yaml (or testdata.yaml) of the package whose data/ is {@code data}, its constants put in. */
  static JsonNode readGroup(Path file, Path data) throws IOException {
    KattisConstants constants = KattisConstants.of(data.getParent());
    if (!constants.isEmpty() && Files.isRegularFile(file)) {
      String text = Files.readString(file, java.nio.charset.StandardCharsets.UTF_8);
      String put = constants.apply(text);
      if (!put.equals(text)) {
        try {
          JsonNode n = new ObjectMapper(new YAMLFactory()).readTree(put);
          return n == null || n.isMissingNode() || n.isNull() ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : n;
        } catch (JacksonException e) {
          String where = e.getLocation() != null && e.getLocation().getLineNr() > 0 ? ":" + e.getLocation().getLineNr() : "";
          throw new UserError(file + where + ": " + e.getOriginalMessage().strip().lines().findFirst().orElse("not YAML"));
        }
      }
    }
    return read(file);
  }

  static JsonNode read(Path file) throws IOException {
    Inputs.readableFile(file, "package file");
    try {
      JsonNode n = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
      return n == null || n.isMissingNode() || n.isNull() ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : n;
    } catch (JacksonException e) {
      String where = e.getLocation() != null && e.getLocation().getLineNr() > 0 ? ":" + e.getLocation().getLineNr() : "";
      throw new UserError(file + where + ": " + e.getOriginalMessage().strip().lines().findFirst().orElse("not YAML"));
    }
  }

  /** A string of space-separated words or a sequence of strings. */
  static List<String> words(JsonNode n) {
    if (n == null || n.isMissingNode() || n.isNull()) {
      return List.of();
    }
    if (n.isArray()) {
      List<String> w = new ArrayList<>();
      n.forEach(x -> w.add(x.asText()));
      return w;
    }
    String s = n.asText().strip();
    return s.isEmpty() ? List.of() : List.of(s.split("\\s+"));
  }

  private static double number(JsonNode map, String key, double dflt, Path file) {
    if (!map.has(key)) {
      return dflt;
    }
    return positive(map, key, file);
  }

  private static double positive(JsonNode map, String key, Path file) {
    JsonNode n = map.get(key);
    if (!n.isNumber() || n.asDouble() <= 0) {
      throw new UserError(file + ": " + key + " must be a positive number, not '" + n.asText() + "'");
    }
    return n.asDouble();
  }

  /** The time limit to judge with when none is inferred: {@code time_limit}, else none. */
  public Optional<java.time.Duration> givenTimeLimit() {
    return timeLimitS.map(s -> java.time.Duration.ofMillis(Math.round(s * 1000)));
  }

  /**
   * The time limit {@code judge} and {@code stress} take when {@code problem.yaml} gives none: a
   * legacy package's {@code .timelimit} (seconds; BAPCtools writes it) or the {@code timelimit} of
   * its {@code domjudge-problem.ini} (DOMjudge's, BAPCtools' skeleton has one). {@code verify}
   * infers the limit as the format says and reads neither.
   */
  public Optional<java.time.Duration> statedTimeLimit() {
    Optional<java.time.Duration> given = givenTimeLimit();
    if (given.isPresent() || !legacy || dir == null) {
      return given;
    }
    try {
      Path file = dir.resolve(".timelimit");
      String seconds = null;
      if (Files.isRegularFile(file)) {
        seconds = Files.readString(file).strip().split("\\s+")[0];
      } else if (Files.isRegularFile(dir.resolve("domjudge-problem.ini"))) {
        file = dir.resolve("domjudge-problem.ini");
        for (String line : Files.readAllLines(file)) {
          java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\s*timelimit\\s*=\\s*['\"]?([^'\"\\s]+)['\"]?\\s*")
              .matcher(line);
          if (m.matches()) {
            seconds = m.group(1);
          }
        }
      }
      if (seconds == null) {
        return Optional.empty();
      }
      double s;
      try {
        s = Double.parseDouble(seconds);
      } catch (NumberFormatException e) {
        s = -1;
      }
      if (!(s > 0) || Double.isInfinite(s)) {
        throw new UserError(file + ": the time limit must be a positive number of seconds, not '" + seconds + "'");
      }
      return Optional.of(java.time.Duration.ofMillis(Math.round(s * 1000)));
    } catch (IOException | java.io.UncheckedIOException e) {
      return Optional.empty(); // unreadable: as if it stated none
    }
  }

  /**
   * The package as a problem to {@code judge}: its cases (or {@code o}'s), its time limit (or
   * {@code o}'s: a legacy package states none, {@code verify} infers it), memory limit, output
   * validator (the custom one, or the default one with the flags of its first secret case), and
   * for an interactive package its validator as the interactor. The solution: {@code o}'s, else
   * the first file in submissions/accepted/.
   */
  public Problem problem(Problem.Overrides o) throws IOException {
    java.time.Duration time = o.timeLimit() != null ? org.arbitre.Units.duration(o.timeLimit())
        : statedTimeLimit().orElseThrow(() -> new UserError(dir + ": the package states no time limit "
            + "(./arbitre verify infers it): give one with --time-limit"));
    long memory = o.memoryLimit() != null ? org.arbitre.Units.bytes(o.memoryLimit()) : memoryBytes;
    List<TestCase> tests = o.tests() != null ? TestCases.load(o.tests()) : cases;
    String solution = o.solution();
    if (solution == null) {
      solution = submissions.entrySet().stream()
          .filter(e -> e.getKey().startsWith("accepted/") && Files.isRegularFile(e.getValue()))
          .map(e -> e.getValue().toString()).findFirst()
          .orElseThrow(() -> new UserError(dir + ": no file in submissions/accepted/ (give one with --solution FILE)"));
    }
    Path given = Path.of(solution).toAbsolutePath().normalize();
    if (given.startsWith(dir.resolve("submissions").toAbsolutePath().normalize()) && Files.exists(given)) {
      solution = KattisConstants.of(dir).apply(given).toString(); // an example submission: its constants put in
    }
    String slug = dir.toAbsolutePath().normalize().getFileName().toString();
    String validator = outputValidator == null ? null : "kattis:" + outputValidator.toAbsolutePath();
    if (interactive) {
      return new Problem(slug, dir, tests, time, memory, null, dir, solution, validator); // its validator decides alone
    }
    String checker = o.checker() != null ? o.checker() : checkerSpec();
    return new Problem(slug, dir, tests, time, memory, checker, o.checker() != null ? Path.of("") : dir, solution, null);
  }

  /**
   * The checker of a batch problem, as {@link Checkers} reads it: its output validator, else the
   * default one with the flags of the first secret case.
   */
  public String checkerSpec() {
    if (outputValidator != null) {
      return "kattis:" + outputValidator.toAbsolutePath();
    }
    List<String> flags = cases.stream().filter(c -> c.name().startsWith("secret/")).findFirst()
        .map(c -> outputFlags(c.input())).orElse(List.of());
    return "kattis-default:" + String.join(" ", flags);
  }

  /** The output validator's flags for a case. */
  public List<String> outputFlags(Path input) {
    return outputFlags.getOrDefault(input, List.of());
  }

  /** The flags of the input validator {@code name} for a case. */
  public List<String> inputFlags(Path input, String name) {
    Map<String, List<String>> m = inputFlags.getOrDefault(input, Map.of());
    return m.containsKey(name) ? m.get(name) : m.getOrDefault("", List.of());
  }
}
