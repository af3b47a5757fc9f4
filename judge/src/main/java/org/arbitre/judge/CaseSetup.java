package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * What a test case gives the program besides its standard input: command-line arguments, and
 * files put into its working folder before it starts (a Kattis case's {@code args} and
 * {@code NAME.files/}, {@link KattisCaseConfig}).
 */
public interface CaseSetup {
  /** Nothing but stdin. */
  CaseSetup NONE = new CaseSetup() {
    @Override
    public List<String> args(TestCase tc) {
      return List.of();
    }

    @Override
    public void prepare(TestCase tc, Path workDir) {}
  };

  /** The program's arguments on this case. */
  List<String> args(TestCase tc) throws IOException;

  /** Puts the case's files into {@code workDir}, the program's fresh working folder. */
  void prepare(TestCase tc, Path workDir) throws IOException;
}
