package org.arbitre.judge;

import java.nio.file.Path;

/** One test case: {@code NAME.in} and its expected answer {@code NAME.out} (or {@code NAME.ans}). */
public record TestCase(String name, Path input, Path answer) {}
