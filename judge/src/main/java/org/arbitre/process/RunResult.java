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
}
