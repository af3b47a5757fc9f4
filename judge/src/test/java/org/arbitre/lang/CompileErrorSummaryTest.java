package org.arbitre.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link CompileError#summary}: the line a report shows, on messages as gcc, javac and python3 print them. */
class CompileErrorSummaryTest {
  @Test
  void gccsFirstErrorLineNotItsInFunctionHeader() {
    String gcc = """
        main.cpp: In function 'int main()':
        main.cpp:4:5: error: 'cout' was not declared in this scope
            4 |     cout << 1;
              |     ^~~~
        main.cpp:5:1: error: expected ';' before '}' token
        """;
    assertEquals("main.cpp:4:5: error: 'cout' was not declared in this scope", new CompileError(gcc).summary());
  }

  @Test
  void javacsFirstError() {
    String javac = """
        Main.java:3: error: cannot find symbol
            var l = List.of(1);
            ^
          symbol:   class var
          location: class Main
        1 error
        """;
    assertEquals("Main.java:3: error: cannot find symbol", new CompileError(javac).summary());
  }

  @Test
  void pythonsErrorWithTheLineItNames() {
    String python = """
          File "main.py", line 9
            print abs(a-b)
            ^^^^^^^^^^^^^^
        SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?
        """;
    assertEquals("line 9: SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?",
        new CompileError(python).summary());
  }

  @Test
  void otherwiseTheFirstLine() {
    assertEquals("make: *** No rule to make target 'all'.  Stop.",
        new CompileError("\nmake: *** No rule to make target 'all'.  Stop.\nmore\n").summary());
    assertEquals("", new CompileError("").summary());
  }
}
