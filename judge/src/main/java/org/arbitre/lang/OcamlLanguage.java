package org.arbitre.lang;

import java.util.List;

/**
 * OCaml, native code: {@code ocamlfind ocamlopt -package str,unix -linkpkg}. Debian's
 * {@code ocamlopt} is built without flambda: it accepts {@code -O2} and ignores it, so it is not
 * passed. An uncaught exception ends the run with {@code Fatal error: exception Not_found}; the
 * exception {@code Out_of_memory} (or the runtime's {@code Fatal error: out of memory}) is out of
 * memory.
 */
public final class OcamlLanguage extends PlainLanguage {
  public OcamlLanguage() {
    super("ocaml", List.of(".ml"),
        List.of("ocamlfind", "ocamlopt", "-package", "str,unix", "-linkpkg", "-o", "prog", "{entry}"),
        List.of("{dir}/prog"),
        "^Fatal error: (exception [^\\n]*)",
        "^Fatal error: (?:exception Out_of_memory|out of memory)[^\\n]*");
  }

  @Override
  public String selfTest() {
    return "let () =\n  try while true do print_char (input_char stdin) done with End_of_file -> ()\n";
  }
}
