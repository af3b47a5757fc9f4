package org.arbitre.judge;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The result of one test case. {@code memoryKb} is the resident peak of the process tree;
 * {@code heapKb} the Java heap peak (null for other languages).
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record CaseResult(
    String name, Verdict verdict, long cpuMs, long wallMs, long memoryKb, Long heapKb, String message) {}
