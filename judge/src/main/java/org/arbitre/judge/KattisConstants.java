package org.arbitre.judge;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.arbitre.UserError;

/**
 * The {@code constants} of a 2025-09 {@code problem.yaml}: each <em>constant sequence</em>
 * {@code {{name}}} of a defined name is replaced by its value in the input and output validators,
 * the answer validators, the example submissions and {@code test_group.yaml} (as the format says;
 * an undefined {@code {{xyz}}} is left as it is). A program that holds one is built from a copy
 * with the values put in (a folder for the run, deleted when the JVM ends); the package is never
 * written to.
 */
public final class KattisConstants {
  private static final Pattern NAME = Pattern.compile("[a-zA-Z_][a-zA-Z0-9_]*");
  private static final Pattern SEQUENCE = Pattern.compile("\\{\\{([a-zA-Z_][a-zA-Z0-9_]*)\\}\\}");
  private static final long LARGEST_SOURCE = 16L << 20; // a bigger file is data, not a source
  private static final KattisConstants NONE = new KattisConstants(Map.of());
  private static final Map<Path, KattisConstants> BY_PACKAGE = new ConcurrentHashMap<>();

  private final Map<String, String> values;
  private final Map<Path, Path> copies = new ConcurrentHashMap<>();
  private Path root;

  private KattisConstants(Map<String, String> values) {
    this.values = values;
  }

  /**
   * Reads {@code constants} (a map of names to integers, floats or strings) and remembers it for
   * the package at {@code dir}.
   *
   * @throws UserError for a map that is not one, a name that is not {@code [a-zA-Z_][a-zA-Z0-9_]*},
   *     or a value that is not a scalar
   */
  static KattisConstants read(Path dir, JsonNode problemYaml, Path yaml) {
    JsonNode c = problemYaml.path("constants");
    Map<String, String> values = new LinkedHashMap<>();
    if (!c.isMissingNode() && !c.isNull()) {
      if (!c.isObject()) {
        throw new UserError(yaml + ": constants must be a map of names to values");
      }
      var fields = c.fields();
      while (fields.hasNext()) {
        var e = fields.next();
        if (!NAME.matcher(e.getKey()).matches()) {
          throw new UserError(yaml + ": constant name '" + e.getKey() + "' is not [a-zA-Z_][a-zA-Z0-9_]*");
        }
        if (!e.getValue().isValueNode() || e.getValue().isNull()) {
          throw new UserError(yaml + ": constant " + e.getKey() + " must be an integer, a float or a string");
        }
        values.put(e.getKey(), e.getValue().asText());
      }
    }
    KattisConstants k = values.isEmpty() ? NONE : new KattisConstants(Map.copyOf(values));
    BY_PACKAGE.put(key(dir), k);
    return k;
  }

  /** The constants of the package at {@code dir} as last loaded (none when it was not). */
  static KattisConstants of(Path dir) {
    return dir == null ? NONE : BY_PACKAGE.getOrDefault(key(dir), NONE);
  }

  private static Path key(Path dir) {
    return dir.toAbsolutePath().normalize();
  }

  /** True when the package defines no constant. */
  public boolean isEmpty() {
    return values.isEmpty();
  }

  /** {@code text} with each constant sequence of a defined name replaced by its value. */
  public String apply(String text) {
    if (values.isEmpty() || !text.contains("{{")) {
      return text;
    }
    Matcher m = SEQUENCE.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String v = values.get(m.group(1));
      m.appendReplacement(out, Matcher.quoteReplacement(v != null ? v : m.group()));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * The program to build for {@code program} (a file or a folder): itself when none of its files
   * holds a constant sequence of a defined name, else a copy with the values put in (a file is
   * copied with the headers beside it, which C and C++ include).
   */
  public Path apply(Path program) {
    if (values.isEmpty() || program == null || !Files.exists(program)) {
      return program;
    }
    return copies.computeIfAbsent(key(program), p -> {
      try {
        return substituted(p);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /** Each path through {@link #apply(Path)}. */
  public List<Path> apply(List<Path> programs) {
    List<Path> out = new ArrayList<>(programs.size());
    programs.forEach(p -> out.add(apply(p)));
    return out;
  }

  private Path substituted(Path program) throws IOException {
    boolean folder = Files.isDirectory(program);
    List<Path> files;
    if (folder) {
      try (Stream<Path> s = Files.walk(program)) {
        files = s.filter(Files::isRegularFile).toList();
      }
    } else {
      files = List.of(program);
    }
    if (files.stream().noneMatch(this::holdsASequence)) {
      return program;
    }
    Path target = Files.createTempDirectory(root(), "program").resolve(program.getFileName().toString());
    if (folder) {
      try (Stream<Path> s = Files.walk(program)) {
        for (Path f : s.toList()) {
          Path to = target.resolve(program.relativize(f).toString());
          if (Files.isDirectory(f)) {
            Files.createDirectories(to);
          } else {
            copy(f, to);
          }
        }
      }
    } else {
      Files.createDirectories(target.getParent());
      try (Stream<Path> s = Files.list(program.getParent())) {
        for (Path h : s.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().matches(".*\\.(h|hpp|hh|hxx)")).toList()) {
          copy(h, target.resolveSibling(h.getFileName().toString()));
        }
      }
      copy(program, target);
    }
    return target;
  }

  private boolean holdsASequence(Path file) {
    try {
      if (Files.size(file) > LARGEST_SOURCE) {
        return false;
      }
      String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
      Matcher m = SEQUENCE.matcher(text);
      while (m.find()) {
        if (values.containsKey(m.group(1))) {
          return true;
        }
      }
      return false;
    } catch (IOException e) {
      return false; // unreadable: whoever builds it says so
    }
  }

  /** Copies a file, putting the values in (ISO-8859-1 both ways keeps every other byte as it is). */
  private void copy(Path from, Path to) throws IOException {
    if (Files.size(from) > LARGEST_SOURCE) {
      Files.copy(from, to);
    } else {
      Files.writeString(to, apply(new String(Files.readAllBytes(from), StandardCharsets.ISO_8859_1)),
          StandardCharsets.ISO_8859_1);
    }
    if (Files.isExecutable(from)) {
      to.toFile().setExecutable(true, false);
    }
  }

  private synchronized Path root() throws IOException {
    if (root == null) {
      root = Files.createTempDirectory("arbitre-constants");
      Path r = root;
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        try {
          org.apache.commons.io.file.PathUtils.deleteDirectory(r);
        } catch (IOException e) {
          // left in the temporary folder: nothing else to do while the JVM ends
        }
      }));
    }
    return root;
  }
}
