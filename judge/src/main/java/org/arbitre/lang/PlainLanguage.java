package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A language given by two command templates: the compile argv, where {@code {entry}} is the
 * source's name in the build folder, and the run argv, where {@code {dir}} is the build folder.
 * A runtime's failure is read from the end of stderr by a pattern whose first group is the
 * message; a second pattern tells running out of memory.
 */
abstract class PlainLanguage extends NamedLanguage {
  private final List<String> compile;
  private final List<String> run;
  private final Pattern error;
  private final Pattern outOfMemory;

  PlainLanguage(String id, List<String> extensions, List<String> compile, List<String> run, String error,
      String outOfMemory) {
    super(id, extensions);
    this.compile = compile;
    this.run = run;
    this.error = error == null ? null : Pattern.compile(error, Pattern.MULTILINE);
    this.outOfMemory = outOfMemory == null ? null : Pattern.compile(outOfMemory, Pattern.MULTILINE);
  }

  @Override
  public List<String> compileArgv(String entry) {
    return compile.stream().map(a -> a.replace("{entry}", entry)).toList();
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return run.stream().map(a -> a.replace("{dir}", dir.toString()).replace("{entry}", entry)).toList();
  }

  @Override
  public Optional<Failure> failure(RunOutput output) {
    return failureIn(output.stderrTail());
  }

  /** Out of memory (the whole matched line), else the error pattern's first group. */
  Optional<Failure> failureIn(String stderr) {
    if (outOfMemory != null) {
      Matcher m = outOfMemory.matcher(stderr);
      if (m.find()) {
        return Optional.of(new Failure(true, Failure.cut(m.group().strip())));
      }
    }
    if (error != null) {
      Matcher m = error.matcher(stderr);
      if (m.find()) {
        return Optional.of(Failure.error(m.group(1).strip()));
      }
    }
    return Optional.empty();
  }
}
