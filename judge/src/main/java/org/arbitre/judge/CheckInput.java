package org.arbitre.judge;

import java.nio.file.Path;

/** The three files a checker looks at: the case's input, the program's output, the expected answer. */
public record CheckInput(Path input, Path output, Path answer) {}
