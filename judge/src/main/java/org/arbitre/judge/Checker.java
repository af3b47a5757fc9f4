package org.arbitre.judge;

import java.io.IOException;

/** Decides whether a program's output answers a test case. */
public interface Checker {
  CheckResult check(CheckInput in) throws IOException;
}
