package org.arbitre.judge;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.arbitre.UserError;

/**
 * {@code problems/<slug>/problem.yaml}: {@code title}, {@code timeLimit} (e.g. {@code 1s}),
 * {@code memoryLimit} (e.g. {@code 16m}), optional {@code checker} (default {@code tokens}) and
 * {@code tests} (a folder relative to the repository root, default {@code tests/<slug>}).
 * Other fields are ignored, so other tools may add theirs.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ProblemDescriptor(
    String title, String timeLimit, String memoryLimit, String checker, String tests) {

  public static final String FILE = "problem.yaml";

  public static ProblemDescriptor read(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new UserError("no problem descriptor " + file);
    }
    ProblemDescriptor d;
    try {
      d = new ObjectMapper(new YAMLFactory()).readValue(file.toFile(), ProblemDescriptor.class);
    } catch (JacksonException e) {
      throw new UserError(file + ": " + e.getOriginalMessage());
    }
    if (d == null || d.timeLimit() == null || d.memoryLimit() == null) {
      throw new UserError(file + ": timeLimit and memoryLimit are required (e.g. timeLimit: 1s, memoryLimit: 16m)");
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
