package org.arbitre.judge;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The result of one test case. {@code memoryKb} is the resident peak of the process tree;
 * {@code heapKb} the Java heap peak (null for other languages); {@code stderr} the last lines the
 * program wrote on stderr, for a case that is not AC (null otherwise or when it wrote none).
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record CaseResult(
    String name, Verdict verdict, long cpuMs, long wallMs, long memoryKb, Long heapKb, String message,
    String stderr) {

  public CaseResult(String name, Verdict verdict, long cpuMs, long wallMs, long memoryKb, Long heapKb, String message) {
    this(name, verdict, cpuMs, wallMs, memoryKb, heapKb, message, null);
  }
}
