package org.arbitre.judge.checktestdata;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** Runs parsed commands over one input: a position in it, the variables, and the first mismatch. */
final class Interpreter {
  private static final MathContext PRECISION = new MathContext(100);
  private static final Pattern FLOAT = Pattern.compile("-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
  private static final Pattern FIXED = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");
  private static final Pattern SCIENTIFIC = Pattern.compile("-?[0-9]+(\\.[0-9]+)?[eE][+-]?[0-9]+");

  /** The input does not follow the program (or the program fails on it): at {@code pos}, why. */
  private static final class Mismatch extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int pos;

    Mismatch(int pos, String message) {
      super(message, null, false, false);
      this.pos = pos;
    }
  }

  private final byte[] data;
  /** The input as characters, one per byte (ISO-8859-1), for regular expressions. */
  private final String text;
  private int pos;
  /** Each variable: its values by index (the empty index for a plain variable). */
  private final Map<String, Map<List<Object>, Object>> vars = new HashMap<>();
  private final Map<String, Pattern> patterns = new HashMap<>();

  Interpreter(byte[] data) {
    this.data = data;
    this.text = new String(data, StandardCharsets.ISO_8859_1);
  }

  Ctd.Result run(List<Ast.Cmd> program) {
    try {
      block(program);
      eof();
      return Ctd.Result.OK;
    } catch (Mismatch m) {
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < m.pos && i < data.length; i++) {
        if (data[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      return new Ctd.Result(false, line, m.pos - lineStart + 1, m.getMessage());
    }
  }

  private Mismatch expected(String what) {
    return new Mismatch(pos, "expected " + what + ", found " + found(pos));
  }

  private Mismatch programError(String why) {
    return new Mismatch(pos, "checktestdata program: " + why);
  }

  private String found(int at) {
    if (at >= data.length) {
      return "end of file";
    }
    int c = data[at] & 0xff;
    if (c == ' ') {
      return "a space";
    }
    if (c == '\n') {
      return "a newline";
    }
    if (c > ' ' && c < 127) {
      return "'" + (char) c + "'";
    }
    return String.format("byte 0x%02x", c);
  }

  private void block(List<Ast.Cmd> cmds) {
    for (Ast.Cmd c : cmds) {
      command(c);
    }
  }

  private void eof() {
    if (pos != data.length) {
      throw expected("end of file");
    }
  }

  private void command(Ast.Cmd cmd) {
    if (cmd instanceof Ast.Space s) {
      single(' ', "SPACE");
    } else if (cmd instanceof Ast.Newline n) {
      single('\n', "NEWLINE");
    } else if (cmd instanceof Ast.Eof e) {
      eof();
    } else if (cmd instanceof Ast.IntCmd c) {
      readInt(c);
    } else if (cmd instanceof Ast.FloatCmd c) {
      readFloat(c);
    } else if (cmd instanceof Ast.StringCmd c) {
      String s = string(eval(c.value()), "STRING");
      if (!text.startsWith(s, pos)) {
        int at = pos;
        while (at < data.length && at - pos < s.length() && text.charAt(at) == s.charAt(at - pos)) {
          at++;
        }
        throw new Mismatch(at, "expected STRING(\"" + s + "\"), found " + found(at));
      }
      pos += s.length();
    } else if (cmd instanceof Ast.RegexCmd c) {
      String re = string(eval(c.regex()), "REGEX");
      Pattern p = patterns.get(re);
      if (p == null) {
        try {
          p = Pattern.compile(re, Pattern.UNIX_LINES);
        } catch (PatternSyntaxException e) {
          throw programError("invalid regular expression \"" + re + "\": " + e.getDescription());
        }
        patterns.put(re, p);
      }
      Matcher m = p.matcher(text).region(pos, text.length());
      boolean found;
      try {
        found = m.lookingAt();
      } catch (StackOverflowError e) {
        throw programError("REGEX(\"" + re + "\") recurses too deep on this input (Java's regular expressions"
            + " recurse on each repetition of a group: repeat a character class, [ab]*, rather than (a|b)*)");
      }
      if (!found) {
        throw expected("text matching REGEX(\"" + re + "\")");
      }
      String matched = m.group();
      pos = m.end();
      if (c.var() != null) {
        assign(c.var(), matched);
      }
    } else if (cmd instanceof Ast.Assert a) {
      if (!test(a.test())) {
        throw new Mismatch(pos, "assertion failed: ASSERT(" + show(a.test()) + ")");
      }
    } else if (cmd instanceof Ast.SetCmd s) {
      for (int i = 0; i < s.vars().size(); i++) {
        assign(s.vars().get(i), eval(s.values().get(i)));
      }
    } else if (cmd instanceof Ast.Unset u) {
      u.names().forEach(vars::remove);
    } else if (cmd instanceof Ast.Rep r) {
      BigInteger n = integer(eval(r.count()), "REP count");
      if (n.signum() < 0 || n.bitLength() > 32) {
        throw programError("REP count " + n + " is not an unsigned 32-bit integer");
      }
      long times = n.longValueExact();
      for (long i = 0; i < times; i++) {
        if (r.counter() != null) {
          assign(r.counter(), BigInteger.valueOf(i));
        }
        if (i > 0 && r.separator() != null) {
          command(r.separator());
        }
        block(r.body());
      }
      if (r.counter() != null) {
        assign(r.counter(), BigInteger.valueOf(times));
      }
    } else if (cmd instanceof Ast.While w) {
      long i = 0;
      if (w.counter() != null) {
        assign(w.counter(), BigInteger.ZERO);
      }
      while (test(w.condition())) {
        if (i > 0 && w.separator() != null) {
          command(w.separator());
        }
        block(w.body());
        i++;
        if (w.counter() != null) {
          assign(w.counter(), BigInteger.valueOf(i));
        }
      }
    } else if (cmd instanceof Ast.If f) {
      block(test(f.test()) ? f.then() : f.otherwise());
    }
  }

  private void single(char c, String name) {
    if (pos >= data.length || data[pos] != c) {
      throw expected(name);
    }
    pos++;
  }

  private void readInt(Ast.IntCmd c) {
    int end = pos;
    while (end < data.length && (Character.isDigit(data[end]) && data[end] < 128 || end == pos && data[end] == '-')) {
      end++;
    }
    String num = text.substring(pos, end);
    BigInteger min = integer(eval(c.min()), "INT bound");
    BigInteger max = integer(eval(c.max()), "INT bound");
    String what = "INT(" + min + ", " + max + ")";
    if (num.isEmpty() || num.equals("-")) {
      throw expected("an integer for " + what);
    }
    if (num.length() >= 2 && num.charAt(0) == '0') {
      throw new Mismatch(pos, "expected an integer for " + what + ", found " + num + " (a leading zero)");
    }
    if (num.charAt(0) == '-' && num.charAt(1) == '0') {
      throw new Mismatch(pos, "expected an integer for " + what + ", found " + num + " (-0 and leading zeros are not allowed)");
    }
    BigInteger x = new BigInteger(num);
    if (x.compareTo(min) < 0 || x.compareTo(max) > 0) {
      throw new Mismatch(pos, "expected an integer for " + what + ", found " + num + " (out of range)");
    }
    if (c.var() != null) {
      assign(c.var(), x);
    }
    pos = end;
  }

  private void readFloat(Ast.FloatCmd c) {
    Pattern p = c.option() == null ? FLOAT : c.option().equals("FIXED") ? FIXED : SCIENTIFIC;
    BigDecimal min = decimal(eval(c.min()), "FLOAT bound");
    BigDecimal max = decimal(eval(c.max()), "FLOAT bound");
    String what = "FLOAT(" + min.toPlainString() + ", " + max.toPlainString()
        + (c.option() == null ? "" : ", " + c.option()) + ")";
    Matcher m = p.matcher(text).region(pos, text.length());
    if (!m.lookingAt()) {
      throw expected("a number for " + what);
    }
    BigDecimal x = new BigDecimal(m.group());
    if (x.compareTo(min) < 0 || x.compareTo(max) > 0) {
      throw new Mismatch(pos, "expected a number for " + what + ", found " + m.group() + " (out of range)");
    }
    if (c.var() != null) {
      assign(c.var(), x);
    }
    pos = m.end();
  }

  private void assign(Ast.Var v, Object value) {
    vars.computeIfAbsent(v.name(), k -> new HashMap<>()).put(index(v), value);
  }

  private List<Object> index(Ast.Var v) {
    List<Object> idx = new ArrayList<>();
    for (Ast.Expr e : v.index()) {
      Object x = eval(e);
      idx.add(x instanceof BigDecimal d ? d.stripTrailingZeros() : x);
    }
    return idx;
  }

  private Object eval(Ast.Expr e) {
    if (e instanceof Ast.Lit l) {
      return l.value();
    } else if (e instanceof Ast.Var v) {
      Map<List<Object>, Object> values = vars.get(v.name());
      List<Object> idx = index(v);
      Object x = values == null ? null : values.get(idx);
      if (x == null) {
        throw programError("variable " + v.name() + (idx.isEmpty() ? "" : idx.toString()) + " has no value");
      }
      return x;
    } else if (e instanceof Ast.Neg n) {
      Object x = eval(n.e());
      if (x instanceof BigInteger i) {
        return i.negate();
      }
      return decimal(x, "'-'").negate();
    } else if (e instanceof Ast.StrLen s) {
      return BigInteger.valueOf(string(eval(s.e()), "STRLEN").length());
    } else if (e instanceof Ast.Bin b) {
      return arithmetic(b.op(), eval(b.a()), eval(b.b()));
    }
    throw new IllegalStateException();
  }

  private Object arithmetic(String op, Object a, Object b) {
    if (op.equals("^")) {
      BigInteger exp = integer(b, "an exponent");
      if (exp.signum() < 0 || exp.bitLength() > 31) {
        throw programError("exponent " + exp + " is not a small non-negative integer");
      }
      return a instanceof BigInteger i ? i.pow(exp.intValue()) : decimal(a, "'^'").pow(exp.intValue(), PRECISION);
    }
    if (a instanceof BigInteger x && b instanceof BigInteger y) {
      if ((op.equals("/") || op.equals("%")) && y.signum() == 0) {
        throw programError("division by zero");
      }
      return switch (op) {
        case "+" -> x.add(y);
        case "-" -> x.subtract(y);
        case "*" -> x.multiply(y);
        case "/" -> x.divide(y);
        default -> x.remainder(y);
      };
    }
    BigDecimal x = decimal(a, "'" + op + "'");
    BigDecimal y = decimal(b, "'" + op + "'");
    return switch (op) {
      case "+" -> x.add(y, PRECISION);
      case "-" -> x.subtract(y, PRECISION);
      case "*" -> x.multiply(y, PRECISION);
      case "/" -> {
        if (y.signum() == 0) {
          throw programError("division by zero");
        }
        yield x.divide(y, PRECISION);
      }
      default -> throw programError("'%' of a float");
    };
  }

  private BigInteger integer(Object x, String where) {
    if (x instanceof BigInteger i) {
      return i;
    }
    throw programError(where + " is not an integer: " + x);
  }

  private BigDecimal decimal(Object x, String where) {
    if (x instanceof BigInteger i) {
      return new BigDecimal(i);
    }
    if (x instanceof BigDecimal d) {
      return d;
    }
    throw programError("a string in " + where + ": \"" + x + "\"");
  }

  private String string(Object x, String where) {
    if (x instanceof String s) {
      return s;
    }
    throw programError(where + " takes a string, not " + x);
  }

  private boolean test(Ast.Test t) {
    if (t instanceof Ast.Not n) {
      return !test(n.t());
    } else if (t instanceof Ast.And a) {
      return test(a.a()) && test(a.b());
    } else if (t instanceof Ast.Or o) {
      return test(o.a()) || test(o.b());
    } else if (t instanceof Ast.IsEof e) {
      return pos >= data.length;
    } else if (t instanceof Ast.Match m) {
      return pos < data.length && string(eval(m.chars()), "MATCH").indexOf(text.charAt(pos)) >= 0;
    } else if (t instanceof Ast.Cmp c) {
      int r = compare(eval(c.a()), eval(c.b()));
      return switch (c.op()) {
        case "<" -> r < 0;
        case ">" -> r > 0;
        case "<=" -> r <= 0;
        case ">=" -> r >= 0;
        case "==" -> r == 0;
        default -> r != 0;
      };
    } else if (t instanceof Ast.InArray in) {
      Object v = eval(in.value());
      Map<List<Object>, Object> values = vars.getOrDefault(in.name(), Map.of());
      return values.values().stream().anyMatch(x -> comparable(v, x) && compare(v, x) == 0);
    } else if (t instanceof Ast.Unique u) {
      return unique(u.names());
    }
    throw new IllegalStateException();
  }

  private boolean unique(List<String> names) {
    List<Map<List<Object>, Object>> arrays = new ArrayList<>();
    for (String n : names) {
      arrays.add(vars.getOrDefault(n, Map.of()));
    }
    Set<List<Object>> indices = arrays.get(0).keySet();
    for (int i = 1; i < arrays.size(); i++) {
      if (!arrays.get(i).keySet().equals(indices)) {
        throw programError("UNIQUE: " + names.get(0) + " and " + names.get(i) + " do not have the same indices");
      }
    }
    Set<List<Object>> seen = new HashSet<>();
    for (List<Object> idx : indices) {
      List<Object> tuple = new ArrayList<>();
      for (Map<List<Object>, Object> a : arrays) {
        Object x = a.get(idx);
        tuple.add(x instanceof BigDecimal d ? d.stripTrailingZeros() : x);
      }
      if (!seen.add(tuple)) {
        return false;
      }
    }
    return true;
  }

  private static boolean comparable(Object a, Object b) {
    return (a instanceof String) == (b instanceof String);
  }

  private int compare(Object a, Object b) {
    if (a instanceof String s && b instanceof String t) {
      return Integer.signum(s.compareTo(t));
    }
    if (a instanceof BigInteger x && b instanceof BigInteger y) {
      return x.compareTo(y);
    }
    return decimal(a, "a comparison").compareTo(decimal(b, "a comparison"));
  }

  /** A test as the program says it, for the message of a failed ASSERT. */
  private static String show(Ast.Test t) {
    if (t instanceof Ast.Not n) {
      return "!" + show(n.t());
    } else if (t instanceof Ast.And a) {
      return "(" + show(a.a()) + " && " + show(a.b()) + ")";
    } else if (t instanceof Ast.Or o) {
      return "(" + show(o.a()) + " || " + show(o.b()) + ")";
    } else if (t instanceof Ast.IsEof e) {
      return "ISEOF";
    } else if (t instanceof Ast.Match m) {
      return "MATCH(" + show(m.chars()) + ")";
    } else if (t instanceof Ast.Cmp c) {
      return show(c.a()) + " " + c.op() + " " + show(c.b());
    } else if (t instanceof Ast.InArray in) {
      return "INARRAY(" + show(in.value()) + ", " + in.name() + ")";
    } else if (t instanceof Ast.Unique u) {
      return "UNIQUE(" + String.join(", ", u.names()) + ")";
    }
    throw new IllegalStateException();
  }

  private static String show(Ast.Expr e) {
    if (e instanceof Ast.Lit l) {
      return l.value() instanceof String s ? "\"" + s + "\""
          : l.value() instanceof BigDecimal d ? d.toString() : l.value().toString();
    } else if (e instanceof Ast.Var v) {
      return v.name() + (v.index().isEmpty() ? ""
          : "[" + String.join(", ", v.index().stream().map(Interpreter::show).toList()) + "]");
    } else if (e instanceof Ast.Neg n) {
      return "-" + show(n.e());
    } else if (e instanceof Ast.StrLen s) {
      return "STRLEN(" + show(s.e()) + ")";
    } else if (e instanceof Ast.Bin b) {
      return "(" + show(b.a()) + " " + b.op() + " " + show(b.b()) + ")";
    }
    throw new IllegalStateException();
  }
}
