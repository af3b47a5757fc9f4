package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.function.Function;
import org.arbitre.Inputs;
import org.arbitre.UserError;

/**
 * The Kattis default output validator: tokens separated by whitespace, compared case-insensitively
 * unless {@code case_sensitive}; with {@code space_change_sensitive} the whitespace must match too;
 * {@code float_tolerance E} (both), {@code float_absolute_tolerance E}, {@code float_relative_tolerance E}:
 * a token of the answer that is a number accepts any number within the tolerance. The flags of
 * a case come from {@code flags} (the package's, by case input).
 */
public final class KattisDefaultValidator implements Checker {
  private final Function<java.nio.file.Path, List<String>> flags;

  public KattisDefaultValidator(Function<java.nio.file.Path, List<String>> flags) {
    this.flags = flags;
  }

  /** The flags as a validator would read them; a bad one is the package's error. */
  record Options(boolean caseSensitive, boolean spaceSensitive, double abs, double rel) {
    static Options of(List<String> args) {
      boolean cs = false;
      boolean ss = false;
      double abs = -1;
      double rel = -1;
      for (int i = 0; i < args.size(); i++) {
        String a = args.get(i);
        switch (a) {
          case "case_sensitive" -> cs = true;
          case "space_change_sensitive" -> ss = true;
          case "float_tolerance", "float_absolute_tolerance", "float_relative_tolerance" -> {
            if (i + 1 >= args.size()) {
              throw new UserError("output validator flag " + a + " needs a number");
            }
            double e;
            try {
              e = Double.parseDouble(args.get(++i));
            } catch (NumberFormatException x) {
              throw new UserError("output validator flag " + a + " needs a number, not '" + args.get(i) + "'");
            }
            if (!a.equals("float_relative_tolerance")) {
              abs = e;
            }
            if (!a.equals("float_absolute_tolerance")) {
              rel = e;
            }
          }
          default -> throw new UserError("unknown flag of the default output validator: '" + a
              + "' (case_sensitive, space_change_sensitive, float_tolerance E, float_absolute_tolerance E, float_relative_tolerance E)");
        }
      }
      return new Options(cs, ss, abs, rel);
    }
  }

  @Override
  public CheckResult check(CheckInput in) throws IOException {
    Options o = Options.of(flags.apply(in.input()));
    String out = Files.readString(in.output(), StandardCharsets.ISO_8859_1);
    String ans = new String(Inputs.read(in.answer(), "test answer"), StandardCharsets.ISO_8859_1);
    return compare(o, out, ans);
  }

  static CheckResult compare(Options o, String out, String ans) {
    String[] a = ans.strip().isEmpty() ? new String[0] : ans.strip().split("[ \\t\\n\\r\\f\\x0B]+");
    String[] b = out.strip().isEmpty() ? new String[0] : out.strip().split("[ \\t\\n\\r\\f\\x0B]+");
    for (int i = 0; i < Math.min(a.length, b.length); i++) {
      if (!same(o, a[i], b[i])) {
        return new CheckResult(Verdict.WA, "token " + (i + 1) + ": expected '" + cut(a[i]) + "', got '" + cut(b[i]) + "'");
      }
    }
    if (a.length != b.length) {
      return new CheckResult(Verdict.WA, a.length > b.length
          ? "output ends after " + b.length + " tokens, expected " + a.length
          : "more output than expected: " + b.length + " tokens, expected " + a.length);
    }
    if (o.spaceSensitive() && !whitespace(ans).equals(whitespace(out))) {
      return new CheckResult(Verdict.WA, "whitespace differs from the answer's (space_change_sensitive)");
    }
    return new CheckResult(Verdict.AC, "");
  }

  /** The runs of whitespace, in order, with a mark for whether the text starts with one. */
  private static List<String> whitespace(String s) {
    java.util.regex.Matcher m = WS.matcher(s);
    List<String> runs = new java.util.ArrayList<>();
    runs.add(s.isEmpty() || WS.matcher(s.substring(0, 1)).matches() ? "lead" : "");
    while (m.find()) {
      runs.add(m.group());
    }
    return runs;
  }

  private static final java.util.regex.Pattern WS = java.util.regex.Pattern.compile("[ \\t\\n\\r\\f\\x0B]+");

  private static boolean same(Options o, String a, String b) {
    if (o.abs() >= 0 || o.rel() >= 0) {
      Double x = number(a);
      if (x != null) {
        Double y = number(b);
        if (y == null) {
          return false;
        }
        double d = Math.abs(x - y);
        return o.abs() >= 0 && d <= o.abs() || o.rel() >= 0 && d <= o.rel() * Math.abs(x);
      }
    }
    return o.caseSensitive() ? a.equals(b) : a.equalsIgnoreCase(b);
  }

  private static Double number(String s) {
    if (!s.matches("[+-]?(\\d*\\.\\d+|\\d+\\.?)([eE][+-]?\\d+)?")) {
      return null;
    }
    return Double.parseDouble(s);
  }

  private static String cut(String s) {
    return s.length() > 30 ? s.substring(0, 30) + "..." : s;
  }
}
