package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.arbitre.lang.CLanguage;
import org.arbitre.lang.JavaLanguage;
import org.arbitre.lang.Language;
import org.arbitre.lang.PythonLanguage;
import org.arbitre.lang.RunOutput;
import org.arbitre.process.Outcome;
import org.arbitre.process.RunResult;
import org.junit.jupiter.api.Test;

class VerdictTest {
  @Test
  void precedenceIsDmojs() {
    assertEquals(Verdict.AC, Verdict.worst(List.of()));
    assertEquals(Verdict.PE, Verdict.worst(List.of(Verdict.AC, Verdict.PE)));
    assertEquals(Verdict.WA, Verdict.worst(List.of(Verdict.PE, Verdict.WA, Verdict.AC)));
    assertEquals(Verdict.RE, Verdict.worst(List.of(Verdict.WA, Verdict.RE)));
    assertEquals(Verdict.OLE, Verdict.worst(List.of(Verdict.RE, Verdict.OLE)));
    assertEquals(Verdict.MLE, Verdict.worst(List.of(Verdict.OLE, Verdict.MLE, Verdict.RE)));
    assertEquals(Verdict.TLE, Verdict.worst(List.of(Verdict.MLE, Verdict.TLE)));
    assertEquals(Verdict.IE, Verdict.worst(List.of(Verdict.TLE, Verdict.IE, Verdict.AC)));
  }

  private static final Language JAVA = new JavaLanguage();
  private static final Language PYTHON = new PythonLanguage();
  private static final Language C = new CLanguage();

  /** A run that wrote {@code text} on both streams. */
  private static RunOutput wrote(String text) {
    return new RunOutput() {
      @Override
      public String stderrHeadAndTail() {
        return text;
      }

      @Override
      public String stderrTail() {
        return text;
      }

      @Override
      public String stdoutTail() {
        return text;
      }
    };
  }

  private static RunResult exited(int code) {
    return new RunResult(Outcome.EXITED, code, 0, 10, 20, 1000, 0, "test", "");
  }

  @Test
  void runtimeErrorsNameTheirCause() {
    String java = "Exception in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: Index 8 out of bounds for length 8\n"
        + "\tat Main.main(Main.java:5)\n";
    assertEquals("java.lang.ArrayIndexOutOfBoundsException: Index 8 out of bounds for length 8 (exit code 1)",
        Executor.classify(exited(1), 100, JAVA, wrote(java)).message());
    String py = "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n"
        + "    print(1 // 0)\nZeroDivisionError: integer division or modulo by zero\n";
    assertEquals("ZeroDivisionError: integer division or modulo by zero (exit code 1)",
        Executor.classify(exited(1), -1, PYTHON, wrote(py)).message());
    assertEquals("exit code 3", Executor.classify(exited(3), -1, C, wrote("")).message());
    RunResult segv = new RunResult(Outcome.SIGNALED, 139, 11, 0, 1, 900, 0, "test", "");
    assertEquals(new Execution(segv, -1, Verdict.RE, "killed by SIGSEGV"), Executor.classify(segv, -1, C, wrote("")));
  }

  @Test
  void outOfMemoryIsMleNotRe() {
    Execution e = Executor.classify(exited(3), 16000, JAVA,
        wrote("Terminating due to java.lang.OutOfMemoryError: Java heap space\n"));
    assertEquals(Verdict.MLE, e.verdict());
    assertEquals("java.lang.OutOfMemoryError: Java heap space", e.message());
    assertEquals(Verdict.AC, Executor.classify(exited(0), 1, JAVA, wrote("")).verdict());
  }

  @Test
  void limitsMapToTheirVerdicts() {
    for (Object[] row : new Object[][] {
        {Outcome.CPU_LIMIT, Verdict.TLE}, {Outcome.WALL_LIMIT, Verdict.TLE}, {Outcome.MEMORY_LIMIT, Verdict.MLE},
        {Outcome.OUTPUT_LIMIT, Verdict.OLE}, {Outcome.FAILED_TO_START, Verdict.IE}}) {
      RunResult r = new RunResult((Outcome) row[0], 0, 0, 1, 1, 1, 0, "test", "detail");
      assertEquals(row[1], Executor.classify(r, -1, C, wrote("")).verdict(), row[0].toString());
    }
  }
}
