package org.arbitre.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;

/**
 * A Kattis test case's own settings, as the format gives them beside its {@code NAME.in}:
 * <ul>
 *   <li>{@code NAME.yaml}: {@code args}, {@code input_validator_args}, {@code output_validator_args}
 *       (and the older {@code *_flags}), each replacing the one of the closest {@code test_group.yaml}
 *       / {@code testdata.yaml} above the case;
 *   <li>{@code args}: arguments given to the submission, and to each input validator after its own
 *       {@code input_validator_args};
 *   <li>{@code NAME.files/}: files copied into the working folder of the submission (after it is
 *       built) and of each input validator; never given to the output validator.
 * </ul>
 */
public final class KattisCaseConfig {
  private KattisCaseConfig() {}

  /** The group's settings with those of the case's own {@code NAME.yaml} over them. */
  static JsonNode settings(Path input, JsonNode group) throws IOException {
    Path yaml = sibling(input, ".yaml");
    if (!Files.isRegularFile(yaml)) {
      return group;
    }
    JsonNode own = KattisPackage.read(yaml);
    if (own.isMissingNode()) {
      return group;
    }
    if (!own.isObject()) {
      throw new UserError(yaml + ": a test case's settings must be a map (args, input_validator_args...)");
    }
    ObjectNode merged = group.isObject() ? ((ObjectNode) group).deepCopy()
        : com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
    own.fields().forEachRemaining(e -> merged.set(e.getKey(), e.getValue()));
    return merged;
  }

  /** The settings of a case anywhere under {@code data/}: its group's, then its own. */
  static JsonNode settings(Path input, Path data) throws IOException {
    return settings(input, KattisPackage.groupSettings(input.getParent(), data));
  }

  /** The arguments given to the submission on a case ({@code args}), empty when none. */
  public static List<String> args(Path input, Path data) throws IOException {
    JsonNode a = settings(input, data).path("args");
    if (!a.isMissingNode() && !a.isNull() && !a.isArray()) {
      throw new UserError(sibling(input, ".yaml") + ": args must be a sequence of strings");
    }
    return KattisPackage.words(a);
  }

  /** The output validator's arguments for a case ({@code output_validator_args}, {@code output_validator_flags}). */
  static List<String> outputArgs(Path input, Path data) throws IOException {
    JsonNode s = settings(input, data);
    // first the package's validator_flags (legacy, and 2023-07 draft packages that still have them)
    List<String> all = new ArrayList<>(KattisPackage.words(
        KattisPackage.read(data.resolveSibling("problem.yaml")).path("validator_flags")));
    all.addAll(KattisPackage.words(s.path("output_validator_args")));
    all.addAll(KattisPackage.words(s.path("output_validator_flags")));
    return all;
  }

  /**
   * The input validator {@code name}'s arguments for a case: its {@code input_validator_args} (one
   * list for all, or one per validator name) followed by the case's {@code args}.
   */
  static List<String> inputArgs(Path input, Path data, String name) throws IOException {
    JsonNode s = settings(input, data);
    JsonNode iv = s.has("input_validator_flags") ? s.get("input_validator_flags") : s.path("input_validator_args");
    List<String> all = new ArrayList<>();
    if (iv.isObject() && iv.has("name")) { // legacy: {name: ..., flags: ...}
      if (iv.get("name").asText().equals(name)) {
        all.addAll(KattisPackage.words(iv.path("flags")));
      }
    } else if (iv.isObject()) {
      all.addAll(KattisPackage.words(iv.path(name)));
    } else {
      all.addAll(KattisPackage.words(iv));
    }
    all.addAll(args(input, data));
    return all;
  }

  /** The case's {@code NAME.files/} folder, or null when it has none. */
  public static Path files(Path input) {
    Path f = sibling(input, ".files");
    return Files.isDirectory(f) ? f : null;
  }

  /** Copies the case's {@code NAME.files/} (if any) into {@code workDir}, over what is there. */
  public static void copyFiles(Path input, Path workDir) throws IOException {
    Path f = files(input);
    if (f == null) {
      return;
    }
    try (Stream<Path> all = Files.list(f)) {
      for (Path p : all.toList()) {
        Path to = workDir.resolve(p.getFileName().toString());
        if (Files.isDirectory(p)) {
          PathUtils.copyDirectory(p, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } else {
          Files.copy(p, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  /**
   * What a Kattis package's cases give a submission besides stdin: their {@code args} and their
   * {@code .files}, for {@link Judge#withSetup} and {@link Interactor#withSetup}.
   */
  public static CaseSetup setup(Path packageDir) {
    Path data = packageDir.resolve("data");
    return new CaseSetup() {
      @Override
      public List<String> args(TestCase tc) throws IOException {
        return KattisCaseConfig.args(tc.input(), data);
      }

      @Override
      public void prepare(TestCase tc, Path workDir) throws IOException {
        copyFiles(tc.input(), workDir);
      }
    };
  }

  private static Path sibling(Path input, String ending) {
    return input.resolveSibling(input.getFileName().toString().replaceFirst("\\.in$", "") + ending);
  }
}
