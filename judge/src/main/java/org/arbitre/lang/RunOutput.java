package org.arbitre.lang;

/** The ends of what a finished run wrote, where runtimes print their errors (read on demand). */
public interface RunOutput {
  /** The start of stderr and then its end (where the JVM writes an uncaught exception). */
  String stderrHeadAndTail();

  /** The end of stderr (Python's traceback). */
  String stderrTail();

  /** The end of stdout (the JVM's "Terminating due to java.lang.OutOfMemoryError"). */
  String stdoutTail();
}
