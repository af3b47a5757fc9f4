package org.arbitre.judge;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import org.arbitre.UserError;

/**
 * What {@code problem.yaml} says of a Kattis package's type beyond pass-fail and interactive:
 * {@code scoring} (legacy: {@code type: scoring}; 2025-09: among the values of {@code type}),
 * {@code multi-pass} with its pass limit {@code limits.validation_passes} (an integer of at least
 * 2, default 2), and {@code submit-answer} (the submission is the answers, nothing runs).
 */
public record KattisType(boolean scoring, boolean multiPass, boolean submitAnswer, int passes) {

  /** A pass-fail problem (or an interactive one): nothing here changes how it is judged. */
  public boolean plain() {
    return !scoring && !multiPass && !submitAnswer;
  }

  public static KattisType of(KattisPackage pkg) throws IOException {
    Path yaml = pkg.dir().resolve("problem.yaml");
    JsonNode p = KattisPackage.read(yaml);
    Set<String> types = new LinkedHashSet<>();
    JsonNode type = p.path("type");
    if (type.isArray()) {
      type.forEach(t -> types.add(t.asText().strip()));
    } else if (!type.isMissingNode() && !type.isNull()) {
      types.add(type.asText().strip());
    }
    boolean scoring = types.contains("scoring");
    boolean multiPass = !pkg.legacy() && (types.contains("multi-pass") || KattisPackage.draftValidation(p).contains("multi-pass"));
    boolean submitAnswer = !pkg.legacy() && types.contains("submit-answer");
    if (scoring && types.contains("pass-fail")) {
      throw new UserError(yaml + ": type cannot be both scoring and pass-fail");
    }
    if (submitAnswer && (multiPass || pkg.interactive())) {
      throw new UserError(yaml + ": type submit-answer cannot go with " + (multiPass ? "multi-pass" : "interactive"));
    }
    if (multiPass && pkg.outputValidator() == null) {
      throw new UserError(pkg.dir() + ": a multi-pass problem needs its output_validator/ (it writes nextpass.in)");
    }
    int passes = 2;
    JsonNode n = p.path("limits").path("validation_passes");
    if (multiPass && !n.isMissingNode()) { // only for multi-pass, as the format says; ignored elsewhere
      if (!n.isIntegralNumber() || n.asLong() < 2 || n.asLong() > 1000) {
        throw new UserError(yaml + ": limits.validation_passes must be an integer from 2 to 1000, not '" + n.asText() + "'");
      }
      passes = n.asInt();
    }
    return new KattisType(scoring, multiPass, submitAnswer, passes);
  }
}
