package org.arbitre.judge;

import org.arbitre.process.RunResult;

/**
 * One measured run of a solution. {@code verdict} is AC when the program ended cleanly within
 * its limits (its output still has to be checked), else TLE, MLE, OLE, RE or IE with a
 * {@code message}. {@code heapKb} is the Java heap peak, -1 for other languages.
 */
public record Execution(RunResult run, long heapKb, Verdict verdict, String message) {}
