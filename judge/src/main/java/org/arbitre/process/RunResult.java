package org.arbitre.process;

/**
 * The measurement of one finished run. {@code cpuMs} is user + sys of the whole tree;
 * {@code peakRssKb} the peak resident memory ({@code memorySource} says how it was measured:
 * "gnu-time" or "proc-sampling", the latter approximate). {@code exitCode} is meaningful for
 * EXITED, {@code signal} for SIGNALED (0 otherwise).
 */
public record RunResult(
    Outcome outcome,
    int exitCode,
    int signal,
    long cpuMs,
    long wallMs,
    long peakRssKb,
    long outputBytes,
    String memorySource,
    String detail) {

  public boolean exitedCleanly() {
    return outcome == Outcome.EXITED && exitCode == 0;
  }

  /** The name of the signal that killed it (SIGSEGV...), for SIGNALED. */
  public String signalName() {
    return signalName(signal);
  }

  /** SIGSEGV for 11, etc.; "signal N" when unknown. */
  public static String signalName(int signal) {
    return switch (signal) {
      case 1 -> "SIGHUP";
      case 2 -> "SIGINT";
      case 3 -> "SIGQUIT";
      case 4 -> "SIGILL";
      case 5 -> "SIGTRAP";
      case 6 -> "SIGABRT";
      case 7 -> "SIGBUS";
      case 8 -> "SIGFPE";
      case 9 -> "SIGKILL";
      case 11 -> "SIGSEGV";
      case 13 -> "SIGPIPE";
      case 15 -> "SIGTERM";
      case 24 -> "SIGXCPU";
      case 25 -> "SIGXFSZ";
      case 31 -> "SIGSYS";
      default -> "signal " + signal;
    };
  }

  /** Why the run was stopped or failed, in words (empty when it exited by itself). */
  static String describe(Outcome o, Limits l, long cpuMs, long wallMs, long peakKb, long outBytes, int signal) {
    return switch (o) {
      case CPU_LIMIT -> "CPU " + cpuMs + " ms (limit " + l.cpu().toMillis() + " ms)";
      case WALL_LIMIT -> "wall " + wallMs + " ms (limit " + l.wall().toMillis()
          + " ms; CPU " + cpuMs + " ms: sleeping or blocked)";
      case MEMORY_LIMIT -> "resident memory " + org.arbitre.Units.kib(peakKb) + " (limit "
          + org.arbitre.Units.kib(l.memoryBytes() / 1024) + ")";
      case OUTPUT_LIMIT -> "output over " + org.arbitre.Units.kib(l.outputBytes() / 1024);
      case SIGNALED -> "killed by signal " + signal + " (" + signalName(signal) + ")";
      default -> "";
    };
  }
}
