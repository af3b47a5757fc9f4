package org.arbitre.judge;

import org.arbitre.Units;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.arbitre.UserError;

/**
 * {@code problems/<slug>/problem.yaml}: {@code title}, {@code timeLimit} (e.g. {@code 1s}),
 * {@code memoryLimit} (e.g. {@code 16m}), optional {@code checker} (default {@code tokens}) and
 * {@code tests} (a folder relative to the problem's folder, default {@code tests/<slug>} of the repository);
 * for an interactive problem {@code type: interactive} and {@code interactor: FILE} ({@link Interactor#HELP});
 * optional {@code validator: FILE}, a testlib (Polygon) input validator run on every case's input
 * ({@link InputValidator}).
 * Any other key is an error naming it and its line (a typo such as {@code timelimit} must not be
 * silently ignored).
 */
public record ProblemDescriptor(String title, String timeLimit, String memoryLimit, String checker, String tests,
    String type, String interactor, String validator) {

  public static final String FILE = "problem.yaml";
  private static final java.util.List<String> KEYS = java.util.List.of("title", "timeLimit", "memoryLimit", "checker", "tests", "type", "interactor", "validator");

  /** A batch problem's descriptor. */
  public ProblemDescriptor(String title, String timeLimit, String memoryLimit, String checker, String tests) {
    this(title, timeLimit, memoryLimit, checker, tests, null, null, null);
  }

  public static ProblemDescriptor read(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new UserError("no problem descriptor " + file + " (without one, give --time-limit and --memory-limit, or use arbitre test)");
    }
    Map<String, String> fields = new HashMap<>();
    // Jackson's streaming YAML parser: the descriptor is a flat mapping, and skipping the
    // data-binding layer saves a good part of the tool's start-up (see bench/tool/judge.sh).
    try (JsonParser p = new YAMLFactory().createParser(file.toFile())) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw new UserError(file + ": expected 'key: value' lines (title, timeLimit, memoryLimit...)");
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        int line = p.currentLocation().getLineNr();
        if (!KEYS.contains(name)) {
          throw new UserError(file + ":" + line + ": unknown key '" + name + "' (known: " + String.join(", ", KEYS) + ")");
        }
        JsonToken value = p.nextToken();
        if (!value.isScalarValue()) {
          throw new UserError(file + ":" + line + ": '" + name + "' takes one value, e.g. " + name + ": 1s");
        }
        fields.put(name, value == JsonToken.VALUE_NULL ? null : p.getText());
      }
    } catch (JacksonException e) {
      String where = e.getLocation() != null && e.getLocation().getLineNr() > 0 ? ":" + e.getLocation().getLineNr() : "";
      throw new UserError(file + where + ": " + e.getOriginalMessage().strip().lines().findFirst().orElse("not YAML"));
    }
    ProblemDescriptor d = new ProblemDescriptor(fields.get("title"), fields.get("timeLimit"),
        fields.get("memoryLimit"), fields.get("checker"), fields.get("tests"), fields.get("type"), fields.get("interactor"),
        fields.get("validator"));
    if (d.timeLimit() == null || d.memoryLimit() == null) {
      throw new UserError(file + ": timeLimit and memoryLimit are required (e.g. timeLimit: 1s, memoryLimit: 16m)");
    }
    boolean interactive = "interactive".equals(d.type());
    if (d.type() != null && !interactive && !"batch".equals(d.type())) {
      throw new UserError(file + ": unknown type '" + d.type() + "' (batch or interactive)");
    }
    if (interactive != (d.interactor() != null)) {
      throw new UserError(file + (interactive ? ": type: interactive needs interactor: FILE"
          : ": interactor: is only for type: interactive"));
    }
    return d;
  }

  public Duration time() {
    return Units.duration(timeLimit);
  }

  public long memoryBytes() {
    return Units.bytes(memoryLimit);
  }

  public String checkerOrDefault() {
    return checker == null || checker.isBlank() ? "tokens" : checker;
  }
}
