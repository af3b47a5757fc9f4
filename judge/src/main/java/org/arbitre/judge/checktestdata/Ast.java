package org.arbitre.judge.checktestdata;

import java.util.List;

/** The parsed form of a checktestdata program: commands, tests and expressions. */
final class Ast {
  private Ast() {
  }

  sealed interface Expr permits Lit, Var, Neg, Bin, StrLen {
  }

  /** A literal: a BigInteger, a BigDecimal or a String. */
  record Lit(Object value) implements Expr {
  }

  record Var(String name, List<Expr> index) implements Expr {
  }

  record Neg(Expr e) implements Expr {
  }

  record Bin(String op, Expr a, Expr b) implements Expr {
  }

  record StrLen(Expr e) implements Expr {
  }

  sealed interface Test permits Not, And, Or, Cmp, Match, IsEof, Unique, InArray {
  }

  record Not(Test t) implements Test {
  }

  record And(Test a, Test b) implements Test {
  }

  record Or(Test a, Test b) implements Test {
  }

  record Cmp(String op, Expr a, Expr b) implements Test {
  }

  record Match(Expr chars) implements Test {
  }

  record IsEof() implements Test {
  }

  record Unique(List<String> names) implements Test {
  }

  record InArray(Expr value, String name) implements Test {
  }

  sealed interface Cmd permits Space, Newline, Eof, IntCmd, FloatCmd, StringCmd, RegexCmd, Assert, SetCmd, Unset,
      Rep, While, If {
  }

  record Space() implements Cmd {
  }

  record Newline() implements Cmd {
  }

  record Eof() implements Cmd {
  }

  record IntCmd(Expr min, Expr max, Var var) implements Cmd {
  }

  /** {@code option}: null, FIXED or SCIENTIFIC. */
  record FloatCmd(Expr min, Expr max, Var var, String option) implements Cmd {
  }

  record StringCmd(Expr value) implements Cmd {
  }

  record RegexCmd(Expr regex, Var var) implements Cmd {
  }

  record Assert(Test test) implements Cmd {
  }

  record SetCmd(List<Var> vars, List<Expr> values) implements Cmd {
  }

  record Unset(List<String> names) implements Cmd {
  }

  /** REP and REPI ({@code counter} null for REP). */
  record Rep(Var counter, Expr count, Cmd separator, List<Cmd> body) implements Cmd {
  }

  /** WHILE and WHILEI ({@code counter} null for WHILE). */
  record While(Var counter, Test condition, Cmd separator, List<Cmd> body) implements Cmd {
  }

  record If(Test test, List<Cmd> then, List<Cmd> otherwise) implements Cmd {
  }
}
