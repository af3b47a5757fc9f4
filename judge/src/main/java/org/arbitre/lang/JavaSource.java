package org.arbitre.lang;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.UserError;

/**
 * What the judge needs to know of a Java file without compiling it: its package line and the
 * class to run. Reads only the top level (brace depth 0), skipping comments and literals.
 */
public record JavaSource(Optional<String> packageName, String mainClass) {
  private static final Pattern PACKAGE = Pattern.compile("\\bpackage\\s+([\\w.]+)\\s*;");
  private static final Pattern TYPE =
      Pattern.compile("((?:\\b(?:public|final|abstract|strictfp|sealed|non-sealed)\\s+)*)"
          + "\\b(?:class|interface|enum|record)\\s+(\\w+)");

  public static JavaSource parse(String source) {
    String top = topLevel(source);
    Matcher pkg = PACKAGE.matcher(top);
    Optional<String> packageName = pkg.find() ? Optional.of(pkg.group(1)) : Optional.empty();
    List<String> publicTypes = new ArrayList<>();
    List<String> types = new ArrayList<>();
    Matcher m = TYPE.matcher(top);
    while (m.find()) {
      types.add(m.group(2));
      if (m.group(1).contains("public")) {
        publicTypes.add(m.group(2));
      }
    }
    String main;
    if (!publicTypes.isEmpty()) {
      main = publicTypes.get(0); // several public classes: javac reports it as a compile error
    } else if (types.contains("Main") || types.isEmpty()) {
      main = "Main"; // no class at all: javac says what is wrong
    } else if (types.size() == 1) {
      main = types.get(0);
    } else {
      throw new UserError("cannot tell which class to run in the Java file: make it public or name it Main");
    }
    return new JavaSource(packageName, main);
  }

  /** The source with comments, literals and everything inside braces replaced by spaces. */
  static String topLevel(String s) {
    StringBuilder out = new StringBuilder(s.length());
    int depth = 0;
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      int skip = 0;
      if (s.startsWith("//", i)) {
        skip = endOf(s, "\n", i + 2) - i;
      } else if (s.startsWith("/*", i)) {
        skip = endOf(s, "*/", i + 2) - i;
      } else if (s.startsWith("\"\"\"", i)) {
        skip = endOf(s, "\"\"\"", i + 3) - i;
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < s.length() && s.charAt(j) != c && s.charAt(j) != '\n') {
          j += s.charAt(j) == '\\' ? 2 : 1;
        }
        skip = Math.min(j + 1, s.length()) - i;
      }
      if (skip > 0) {
        out.append(" ");
        i += skip;
        continue;
      }
      if (c == '{') {
        depth++;
      } else if (c == '}') {
        depth = Math.max(0, depth - 1);
      }
      out.append(depth == 0 && c != '}' ? c : ' ');
      i++;
    }
    return out.toString();
  }

  private static int endOf(String s, String end, int from) {
    int k = s.indexOf(end, from);
    return k < 0 ? s.length() : k + end.length();
  }
}
