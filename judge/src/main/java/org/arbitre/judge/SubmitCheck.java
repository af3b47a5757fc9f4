package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.Inputs;
import org.arbitre.UserError;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.JavaLanguage;
import org.arbitre.lang.JavaSource;

/**
 * {@code arbitre check FILE}: will this Java file pass on an online judge? One file in the default
 * package, a class {@code Main} (or the file's public class) with {@code main}, only
 * {@code java.*}/{@code javax.*} imports, compiles alone with {@code javac --release 8} (else the
 * release it needs), reads no file (stdin only), no {@code System.exit} with a non-zero code; a
 * {@code Scanner} on {@code System.in} is a warning (slow on large inputs). The reading is
 * textual, on the code with comments and literals blanked out, so it finds what is written, not
 * what runs.
 */
public final class SubmitCheck {
  public enum Severity { ERROR, WARNING }

  /** One thing found, at a line of the file (1-based; 0: the file as a whole). */
  public record Finding(int line, Severity severity, String message) {}

  /** What was found; {@code release} the oldest javac release that compiles it (0: none tried or none did). */
  public record Report(Path file, String mainClass, int release, List<Finding> findings) {
    public long errors() {
      return findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
    }

    public long warnings() {
      return findings.size() - errors();
    }
  }

  /** The releases tried in turn when {@code --release 8} fails. */
  private static final int[] RELEASES = {8, 11, 17};

  private static final Pattern IMPORT = Pattern.compile("(?m)^\\s*import\\s+(?:static\\s+)?([\\w.]+(?:\\.\\*)?)\\s*;");
  private static final Pattern MAIN = Pattern.compile("\\bstatic\\s+(?:final\\s+)?void\\s+main\\s*\\(");
  private static final Pattern EXIT = Pattern.compile("\\bSystem\\s*\\.\\s*exit\\s*\\(");
  private static final Pattern SCANNER = Pattern.compile("\\bnew\\s+(?:java\\.util\\.)?Scanner\\s*\\(\\s*System\\s*\\.\\s*in\\b");
  /** javac's first line of an error: {@code FILE:LINE: error: MESSAGE}. */
  private static final Pattern JAVAC_ERROR = Pattern.compile(".*?:(\\d+): error: (.*)");
  private static final Pattern STDERR = Pattern.compile("\\bSystem\\s*\\.\\s*err\\b");
  private static final Pattern FILES = Pattern.compile("\\bnew\\s+(?:java\\.io\\.)?(FileReader|FileInputStream|FileWriter"
      + "|FileOutputStream|RandomAccessFile|File)\\s*\\(|\\bFiles\\s*\\.\\s*(read\\w*|lines|newBufferedReader"
      + "|newInputStream|write\\w*|newBufferedWriter|newOutputStream)\\s*\\(");

  private final Compiler compiler;

  public SubmitCheck(Compiler compiler) {
    this.compiler = compiler;
  }

  public Report check(Path file) throws IOException {
    Inputs.readableFile(file, "file");
    if (!file.getFileName().toString().endsWith(".java")) {
      throw new UserError("check reads one Java file (.java): " + file);
    }
    String source = new String(Inputs.read(file, "file"), StandardCharsets.UTF_8);
    List<Finding> findings = new ArrayList<>();
    String mainClass;
    boolean compilable = true;
    try {
      JavaSource parsed = JavaSource.parse(source);
      mainClass = parsed.mainClass();
      parsed.packageName().ifPresent(p -> findings.add(error(lineOf(code(source), "package"),
          "'package " + p + ";': a single-file submission is in the default package, remove that line")));
    } catch (UserError e) {
      mainClass = "Main";
      compilable = false;
      findings.add(new Finding(0, Severity.ERROR, e.getMessage()));
    }
    findings.addAll(scan(source));
    int release = 0;
    if (compilable && findings.stream().noneMatch(f -> f.message().startsWith("'package "))) {
      release = compile(file, findings);
    }
    findings.sort(Comparator.comparingInt(Finding::line));
    return new Report(file, mainClass, release, findings);
  }

  /** The oldest release of {@link #RELEASES} that compiles the file; a finding when it is not 8. */
  private int compile(Path file, List<Finding> findings) throws IOException {
    String first = null;
    int line = 0;
    for (int release : RELEASES) {
      if (release > Runtime.version().feature()) {
        break;
      }
      try {
        compiler.prepare(file, new JavaLanguage(Optional.of(release)));
        if (first != null) {
          findings.add(error(line, "does not compile with javac --release 8, needs Java " + release + ": " + first));
        }
        return release;
      } catch (CompileError e) {
        if (first == null) {
          List<String> out = e.getMessage().lines().toList();
          first = out.isEmpty() ? "" : out.get(0).strip();
          // javac's first error: "FILE:LINE: error: MESSAGE", then the source line: where, and what
          Matcher at = JAVAC_ERROR.matcher(first);
          if (at.matches()) {
            line = Integer.parseInt(at.group(1));
            first = at.group(2) + (out.size() > 1 && !out.get(1).isBlank() ? " (" + out.get(1).strip() + ")" : "");
          }
        }
      }
    }
    findings.add(error(line, "does not compile: " + first));
    return 0;
  }


  /** What the text says, without compiling: imports, main, file access, exits, Scanner. */
  static List<Finding> scan(String source) {
    String code = code(source);
    List<Finding> findings = new ArrayList<>();
    Matcher m = IMPORT.matcher(code);
    while (m.find()) {
      String name = m.group(1);
      if (!name.startsWith("java.") && !name.startsWith("javax.")) {
        findings.add(error(line(code, m.start(1)), "import " + name + ": only java.* and javax.* exist on an online judge"));
      }
    }
    if (!MAIN.matcher(code).find()) {
      findings.add(error(0, "no main method: public static void main(String[] args)"));
    }
    m = FILES.matcher(code);
    while (m.find()) {
      String what = m.group(1) != null ? "new " + m.group(1) : "Files." + m.group(2);
      findings.add(error(line(code, m.start()), what + ": a submission reads stdin and writes stdout, no files"));
    }
    m = EXIT.matcher(code);
    while (m.find()) {
      String arg = argument(code, m.end());
      if (arg.equals("0")) {
        continue;
      }
      int line = line(code, m.start());
      String before = code.substring(lineStart(code, Math.max(1, line - 2)), m.start());
      if (STDERR.matcher(before).find()) {
        findings.add(warning(line, "System.exit(" + arg + ") after writing to System.err: fine on an error path, "
            + "but a judge calls any non-zero exit a runtime error"));
      } else {
        findings.add(error(line, "System.exit(" + arg + "): a judge calls a non-zero exit a runtime error; return from main"));
      }
    }
    m = SCANNER.matcher(code);
    while (m.find()) {
      findings.add(warning(line(code, m.start()), "Scanner on System.in is slow on large inputs (about 10 x): use "
          + "BufferedReader + StringTokenizer, or StreamTokenizer for numbers"));
    }
    return findings;
  }

  /** The source with comments and string, char and text-block literals blanked, line breaks kept. */
  static String code(String s) {
    StringBuilder out = new StringBuilder(s);
    int i = 0;
    while (i < s.length()) {
      int end;
      if (s.startsWith("//", i)) {
        int nl = s.indexOf('\n', i + 2);
        end = nl < 0 ? s.length() : nl;
      } else if (s.startsWith("/*", i)) {
        end = endOf(s, "*/", i + 2);
      } else if (s.startsWith("\"\"\"", i)) {
        end = endOf(s, "\"\"\"", i + 3);
      } else if (s.charAt(i) == '"' || s.charAt(i) == '\'') {
        char q = s.charAt(i);
        int j = i + 1;
        while (j < s.length() && s.charAt(j) != q && s.charAt(j) != '\n') {
          j += s.charAt(j) == '\\' ? 2 : 1;
        }
        end = Math.min(j + 1, s.length());
      } else {
        i++;
        continue;
      }
      for (int k = i; k < Math.max(end, i + 1) && k < s.length(); k++) {
        if (s.charAt(k) != '\n') {
          out.setCharAt(k, ' ');
        }
      }
      i = Math.max(end, i + 1);
    }
    return out.toString();
  }

  /** The text from {@code from} to the parenthesis that closes the one just before it. */
  private static String argument(String code, int from) {
    int depth = 1;
    int i = from;
    while (i < code.length() && depth > 0) {
      char c = code.charAt(i++);
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
    }
    return code.substring(from, depth == 0 ? i - 1 : i).strip().replaceAll("\\s+", " ");
  }

  private static int endOf(String s, String end, int from) {
    int k = s.indexOf(end, from);
    return k < 0 ? s.length() : k + end.length();
  }

  private static int line(String s, int offset) {
    int line = 1;
    for (int i = 0; i < offset && i < s.length(); i++) {
      if (s.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  private static int lineStart(String s, int line) {
    int offset = 0;
    for (int l = 1; l < line; l++) {
      int nl = s.indexOf('\n', offset);
      if (nl < 0) {
        return s.length();
      }
      offset = nl + 1;
    }
    return offset;
  }

  private static int lineOf(String code, String word) {
    Matcher m = Pattern.compile("\\b" + word + "\\b").matcher(code);
    return m.find() ? line(code, m.start()) : 0;
  }

  private static Finding error(int line, String message) {
    return new Finding(line, Severity.ERROR, message);
  }

  private static Finding warning(int line, String message) {
    return new Finding(line, Severity.WARNING, message);
  }
}
