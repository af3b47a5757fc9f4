package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command line that starts a JVM ({@code java -cp out Main}, {@code kotlin bot.jar}): run as
 * {@link CommandLineLanguage} runs it (the same id, reads and working folder), with Java's memory
 * policy, since a JVM needs about 40 MB resident to start and a resident limit of a few MB would
 * kill it at once. The heap limit and
 * the house flags go right after the launcher ({@code java -Xmx16384k ...}; {@code -J} before
 * each for {@code kotlin}); an {@code -Xmx} of the command's own is dropped, so the limit holds.
 */
final class JvmCommandLine extends CommandLineLanguage implements JvmLanguage {
  static final JvmCommandLine INSTANCE = new JvmCommandLine();
  /** A single command whose program is {@code java} or {@code kotlin} (by name or by path). */
  private static final Pattern LAUNCHER = Pattern.compile("^\\s*((?:[\\w./-]*/)?(java|kotlin))(\\s.*|)$",
      Pattern.DOTALL);
  private static final Pattern OWN_XMX = Pattern.compile("\\s(?:-J)?-Xmx\\S*(?=\\s|$)");

  private JvmCommandLine() {}

  /** {@code java} or {@code kotlin} when the command line is a single command of one of them. */
  static Optional<String> launcher(String commandLine) {
    Matcher m = LAUNCHER.matcher(commandLine);
    return m.matches() && CommandLineLanguage.simple(commandLine) ? Optional.of(m.group(2)) : Optional.empty();
  }

  /** The command line with the JVM's options after its launcher. */
  static String withOptions(String commandLine, RunOptions options) {
    Matcher m = LAUNCHER.matcher(commandLine);
    if (!m.matches()) {
      return commandLine;
    }
    String prefix = m.group(2).equals("kotlin") ? "-J" : "";
    StringBuilder sb = new StringBuilder(m.group(1));
    for (String o : JvmOptions.of(options)) {
      sb.append(' ').append(prefix).append("'").append(o.replace("'", "'\\''")).append("'");
    }
    return sb + OWN_XMX.matcher(m.group(3)).replaceAll("");
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return super.runArgv(dir, withOptions(entry, options), options);
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options, List<String> args) {
    return super.runArgv(dir, withOptions(entry, options), options, args);
  }

  /** A JVM's failure, else what a command line's is. */
  @Override
  public Optional<Failure> failure(RunOutput output) {
    return JvmLanguage.super.failure(output).or(() -> super.failure(output));
  }

  @Override
  public String selfTest() {
    return "java -version";
  }
}
