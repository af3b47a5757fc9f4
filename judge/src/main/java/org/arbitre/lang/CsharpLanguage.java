package org.arbitre.lang;

import java.util.List;

/**
 * C# with Mono: {@code mcs -optimize+}, then {@code mono prog.exe}. An uncaught exception ends
 * the run with {@code Unhandled Exception:} and then its class and message;
 * {@code System.OutOfMemoryException} is out of memory.
 */
public final class CsharpLanguage extends PlainLanguage {
  public CsharpLanguage() {
    super("csharp", List.of(".cs"), List.of("mcs", "-optimize+", "-out:prog.exe", "{entry}"),
        List.of("mono", "{dir}/prog.exe"),
        "^(?:\\[ERROR\\] FATAL UNHANDLED EXCEPTION: |Unhandled Exception:\\s*)?(System\\.\\w*Exception: [^\\n]*)",
        "System\\.OutOfMemoryException[^\\n]*");
  }

  @Override
  public String selfTest() {
    return "class P { static void Main() { System.Console.OpenStandardInput()"
        + ".CopyTo(System.Console.OpenStandardOutput()); } }\n";
  }
}
