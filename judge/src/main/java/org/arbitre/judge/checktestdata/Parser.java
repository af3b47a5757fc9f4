package org.arbitre.judge.checktestdata;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Reads a checktestdata program into {@link Ast} commands (a tokenizer and a recursive descent). */
final class Parser {
  private enum Kind { WORD, NAME, INT, FLOAT, STR, OP, END }

  private record Token(Kind kind, String text, Object value, int line, int column) {
  }

  /** Commands of some checktestdata versions not read here: refused by name, never ignored. */
  private static final Set<String> UNSUPPORTED = Set.of("FLOATP");
  private static final Set<String> COMPARE = Set.of("<", ">", "<=", ">=", "==", "!=");

  private final List<Token> tokens = new ArrayList<>();
  private int at;

  Parser(String program) throws Ctd.SyntaxError {
    tokenize(program);
  }

  private void tokenize(String s) throws Ctd.SyntaxError {
    int i = 0;
    int line = 1;
    int lineStart = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      int col = i - lineStart + 1;
      if (c == '\n') {
        line++;
        lineStart = ++i;
      } else if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '#') {
        while (i < s.length() && s.charAt(i) != '\n') {
          i++;
        }
      } else if (Character.isLetter(c)) {
        int j = i;
        while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
          j++;
        }
        String w = s.substring(i, j);
        if (w.matches("[A-Z][A-Z0-9_]*")) {
          tokens.add(new Token(Kind.WORD, w, null, line, col));
        } else if (w.matches("[a-z][a-z0-9]*")) {
          tokens.add(new Token(Kind.NAME, w, null, line, col));
        } else {
          throw new Ctd.SyntaxError(line, col, "'" + w + "' is neither a command (upper case) nor a variable ([a-z][a-z0-9]*)");
        }
        i = j;
      } else if (c >= '0' && c <= '9') {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?").matcher(s);
        m.region(i, s.length());
        m.lookingAt();
        String num = m.group();
        boolean isInt = m.group(1) == null && m.group(2) == null;
        if (isInt && num.length() > 1 && num.charAt(0) == '0') {
          throw new Ctd.SyntaxError(line, col, "integer " + num + " has a leading zero");
        }
        tokens.add(new Token(isInt ? Kind.INT : Kind.FLOAT, num, isInt ? new BigInteger(num) : new BigDecimal(num), line, col));
        i = m.end();
      } else if (c == '"') {
        StringBuilder b = new StringBuilder();
        int j = i + 1;
        while (true) {
          if (j >= s.length()) {
            throw new Ctd.SyntaxError(line, col, "string not closed");
          }
          char d = s.charAt(j);
          if (d == '"') {
            j++;
            break;
          }
          if (d == '\\' && j + 1 < s.length()) {
            char e = s.charAt(j + 1);
            if (e >= '0' && e <= '7') {
              int k = j + 1;
              int v = 0;
              while (k < s.length() && k < j + 4 && s.charAt(k) >= '0' && s.charAt(k) <= '7') {
                v = v * 8 + (s.charAt(k) - '0');
                k++;
              }
              b.append((char) (v & 0xff));
              j = k;
              continue;
            }
            String simple = switch (e) {
              case 'n' -> "\n";
              case 't' -> "\t";
              case 'r' -> "\r";
              case 'b' -> "\b";
              case '"' -> "\"";
              case '\\' -> "\\";
              case '\n' -> "";
              default -> null;
            };
            if (simple != null) {
              if (e == '\n') {
                line++;
                lineStart = j + 2;
              }
              b.append(simple);
              j += 2;
              continue;
            }
            b.append('\\');
            j++;
            continue;
          }
          if (d == '\n') {
            line++;
            lineStart = j + 1;
          }
          b.append(d);
          j++;
        }
        tokens.add(new Token(Kind.STR, s.substring(i, j), b.toString(), line, col));
        i = j;
      } else {
        String two = i + 1 < s.length() ? s.substring(i, i + 2) : "";
        if (Set.of("<=", ">=", "==", "!=", "&&", "||").contains(two)) {
          tokens.add(new Token(Kind.OP, two, null, line, col));
          i += 2;
        } else if ("()[],=+-*/%^<>!".indexOf(c) >= 0) {
          tokens.add(new Token(Kind.OP, String.valueOf(c), null, line, col));
          i++;
        } else {
          throw new Ctd.SyntaxError(line, col, "unexpected character '" + c + "'");
        }
      }
    }
    tokens.add(new Token(Kind.END, "end of program", null, line, s.length() - lineStart + 1));
  }

  List<Ast.Cmd> program() throws Ctd.SyntaxError {
    List<Ast.Cmd> all = new ArrayList<>();
    while (peek().kind != Kind.END) {
      all.add(command());
    }
    return all;
  }

  private Token peek() {
    return tokens.get(at);
  }

  private Token next() {
    return tokens.get(at++);
  }

  private boolean isOp(String op) {
    return peek().kind == Kind.OP && peek().text.equals(op);
  }

  private boolean isWord(String w) {
    return peek().kind == Kind.WORD && peek().text.equals(w);
  }

  private Ctd.SyntaxError error(Token t, String expected) {
    String found = t.kind == Kind.END ? "the end of the program" : "'" + t.text + "'";
    return new Ctd.SyntaxError(t.line, t.column, "expected " + expected + ", found " + found);
  }

  private void expect(String op) throws Ctd.SyntaxError {
    if (!isOp(op)) {
      throw error(peek(), "'" + op + "'");
    }
    at++;
  }

  private boolean accept(String op) {
    if (isOp(op)) {
      at++;
      return true;
    }
    return false;
  }

  /** Commands up to (not including) END, or ELSE when {@code elseEnds}. */
  private List<Ast.Cmd> block(boolean elseEnds) throws Ctd.SyntaxError {
    List<Ast.Cmd> body = new ArrayList<>();
    while (!isWord("END") && !(elseEnds && isWord("ELSE"))) {
      if (peek().kind == Kind.END) {
        throw error(peek(), "END");
      }
      body.add(command());
    }
    return body;
  }

  private Ast.Cmd command() throws Ctd.SyntaxError {
    Token t = peek();
    if (t.kind != Kind.WORD) {
      throw error(t, "a command");
    }
    switch (t.text) {
      case "REP", "REPI", "WHILE", "WHILEI" -> {
        at++;
        expect("(");
        Ast.Var counter = null;
        if (t.text.endsWith("I")) {
          counter = variable();
          expect(",");
        }
        Ast.Expr count = null;
        Ast.Test cond = null;
        if (t.text.startsWith("REP")) {
          count = expr();
        } else {
          cond = test();
        }
        Ast.Cmd sep = accept(",") ? simpleCommand() : null;
        expect(")");
        List<Ast.Cmd> body = block(false);
        at++;
        return count != null ? new Ast.Rep(counter, count, sep, body) : new Ast.While(counter, cond, sep, body);
      }
      case "IF" -> {
        at++;
        expect("(");
        Ast.Test cond = test();
        expect(")");
        List<Ast.Cmd> then = block(true);
        List<Ast.Cmd> otherwise = List.of();
        if (isWord("ELSE")) {
          at++;
          otherwise = block(false);
        }
        at++;
        return new Ast.If(cond, then, otherwise);
      }
      default -> {
        return simpleCommand();
      }
    }
  }

  private Ast.Cmd simpleCommand() throws Ctd.SyntaxError {
    Token t = next();
    if (t.kind != Kind.WORD) {
      throw error(t, "a command");
    }
    switch (t.text) {
      case "SPACE":
        return new Ast.Space();
      case "NEWLINE":
        return new Ast.Newline();
      case "EOF":
        return new Ast.Eof();
      case "INT": {
        expect("(");
        Ast.Expr min = expr();
        expect(",");
        Ast.Expr max = expr();
        Ast.Var var = accept(",") ? variable() : null;
        expect(")");
        return new Ast.IntCmd(min, max, var);
      }
      case "FLOAT": {
        expect("(");
        Ast.Expr min = expr();
        expect(",");
        Ast.Expr max = expr();
        Ast.Var var = null;
        String option = null;
        if (accept(",")) {
          var = variable();
          if (accept(",")) {
            Token o = next();
            if (o.kind != Kind.WORD || !(o.text.equals("FIXED") || o.text.equals("SCIENTIFIC"))) {
              throw error(o, "FIXED or SCIENTIFIC");
            }
            option = o.text;
          }
        }
        expect(")");
        return new Ast.FloatCmd(min, max, var, option);
      }
      case "STRING": {
        expect("(");
        Ast.Expr v = expr();
        expect(")");
        return new Ast.StringCmd(v);
      }
      case "REGEX": {
        expect("(");
        Ast.Expr v = expr();
        Ast.Var var = accept(",") ? variable() : null;
        expect(")");
        return new Ast.RegexCmd(v, var);
      }
      case "ASSERT": {
        expect("(");
        Ast.Test test = test();
        expect(")");
        return new Ast.Assert(test);
      }
      case "SET": {
        expect("(");
        List<Ast.Var> vars = new ArrayList<>();
        List<Ast.Expr> values = new ArrayList<>();
        do {
          vars.add(variable());
          expect("=");
          values.add(expr());
        } while (accept(","));
        expect(")");
        return new Ast.SetCmd(vars, values);
      }
      case "UNSET": {
        expect("(");
        List<String> names = new ArrayList<>();
        do {
          names.add(name());
        } while (accept(","));
        expect(")");
        return new Ast.Unset(names);
      }
      case "END", "ELSE":
        throw new Ctd.SyntaxError(t.line, t.column, t.text + " without an open REP, REPI, WHILE, WHILEI or IF");
      case "REP", "REPI", "WHILE", "WHILEI", "IF":
        throw new Ctd.SyntaxError(t.line, t.column, "a separator is one simple command, not " + t.text);
      default:
        if (UNSUPPORTED.contains(t.text)) {
          throw new Ctd.SyntaxError(t.line, t.column, "unsupported: " + t.text);
        }
        throw new Ctd.SyntaxError(t.line, t.column, "unknown command " + t.text);
    }
  }

  private String name() throws Ctd.SyntaxError {
    Token t = next();
    if (t.kind != Kind.NAME) {
      throw error(t, "a variable name");
    }
    return t.text;
  }

  private Ast.Var variable() throws Ctd.SyntaxError {
    String n = name();
    List<Ast.Expr> index = new ArrayList<>();
    if (accept("[")) {
      do {
        index.add(expr());
      } while (accept(","));
      expect("]");
    }
    return new Ast.Var(n, List.copyOf(index));
  }

  // test := and ('||' and)*; and := not ('&&' not)*; not := '!' not | '(' test ')' | expr compare expr | test command
  private Ast.Test test() throws Ctd.SyntaxError {
    Ast.Test t = andTest();
    while (accept("||")) {
      t = new Ast.Or(t, andTest());
    }
    return t;
  }

  private Ast.Test andTest() throws Ctd.SyntaxError {
    Ast.Test t = notTest();
    while (accept("&&")) {
      t = new Ast.And(t, notTest());
    }
    return t;
  }

  private Ast.Test notTest() throws Ctd.SyntaxError {
    if (accept("!")) {
      return new Ast.Not(notTest());
    }
    Token t = peek();
    if (t.kind == Kind.WORD) {
      switch (t.text) {
        case "ISEOF" -> {
          at++;
          return new Ast.IsEof();
        }
        case "MATCH" -> {
          at++;
          expect("(");
          Ast.Expr e = expr();
          expect(")");
          return new Ast.Match(e);
        }
        case "UNIQUE" -> {
          at++;
          expect("(");
          List<String> names = new ArrayList<>();
          do {
            names.add(name());
          } while (accept(","));
          expect(")");
          return new Ast.Unique(names);
        }
        case "INARRAY" -> {
          at++;
          expect("(");
          Ast.Expr e = expr();
          expect(",");
          String n = name();
          expect(")");
          return new Ast.InArray(e, n);
        }
        default -> {
          // STRLEN and the like start an expression
        }
      }
    }
    if (isOp("(")) {
      int save = at;
      try {
        Ast.Expr a = expr();
        if (peek().kind == Kind.OP && COMPARE.contains(peek().text)) {
          String op = next().text;
          return new Ast.Cmp(op, a, expr());
        }
      } catch (Ctd.SyntaxError notAnExpression) {
        // a parenthesised test: read again below
      }
      at = save;
      expect("(");
      Ast.Test inner = test();
      expect(")");
      return inner;
    }
    Ast.Expr a = expr();
    Token op = next();
    if (op.kind != Kind.OP || !COMPARE.contains(op.text)) {
      throw error(op, "a comparison (< > <= >= == !=)");
    }
    return new Ast.Cmp(op.text, a, expr());
  }

  // expr := term (('+'|'-') term)*; term := factor (('*'|'/'|'%') factor)*; factor := '-' factor | primary ['^' factor]
  private Ast.Expr expr() throws Ctd.SyntaxError {
    Ast.Expr e = term();
    while (isOp("+") || isOp("-")) {
      String op = next().text;
      e = new Ast.Bin(op, e, term());
    }
    return e;
  }

  private Ast.Expr term() throws Ctd.SyntaxError {
    Ast.Expr e = factor();
    while (isOp("*") || isOp("/") || isOp("%")) {
      String op = next().text;
      e = new Ast.Bin(op, e, factor());
    }
    return e;
  }

  private Ast.Expr factor() throws Ctd.SyntaxError {
    if (accept("-")) {
      return new Ast.Neg(factor());
    }
    Ast.Expr base = primary();
    if (accept("^")) {
      return new Ast.Bin("^", base, factor());
    }
    return base;
  }

  private Ast.Expr primary() throws Ctd.SyntaxError {
    Token t = peek();
    switch (t.kind) {
      case INT, FLOAT, STR -> {
        at++;
        return new Ast.Lit(t.value);
      }
      case NAME -> {
        return variable();
      }
      case WORD -> {
        if (t.text.equals("STRLEN")) {
          at++;
          expect("(");
          Ast.Expr e = expr();
          expect(")");
          return new Ast.StrLen(e);
        }
        if (UNSUPPORTED.contains(t.text)) {
          throw new Ctd.SyntaxError(t.line, t.column, "unsupported: " + t.text);
        }
        throw error(t, "a value");
      }
      default -> {
        if (accept("(")) {
          Ast.Expr e = expr();
          expect(")");
          return e;
        }
        throw error(t, "a value");
      }
    }
  }
}
