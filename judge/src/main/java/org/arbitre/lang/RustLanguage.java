package org.arbitre.lang;

import java.util.List;

/**
 * Rust: {@code rustc -O --edition 2021}. A panic ends the run with {@code thread 'main'
 * panicked at ...}; a failed allocation with {@code memory allocation of N bytes failed}.
 */
public final class RustLanguage extends PlainLanguage {
  public RustLanguage() {
    super("rust", List.of(".rs"), List.of("rustc", "-O", "--edition", "2021", "-o", "prog", "{entry}"),
        List.of("{dir}/prog"),
        "^(thread '[^']*' panicked at [^\\n]*)",
        "^memory allocation of \\d+ bytes failed");
  }

  @Override
  public String selfTest() {
    return "use std::io::*;\nfn main() { let mut s = Vec::new(); stdin().read_to_end(&mut s).unwrap();"
        + " stdout().write_all(&s).unwrap(); }\n";
  }
}
