package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.app.ProofFiles;
import org.arbitre.solver.ProofJoin;
import org.arbitre.solver.check.ProofChecker;

/** {@code solve --check FILE} and {@code solve --join PROOF... --proof FILE}: one line each (or JSON). */
final class SolveProofs {
  private SolveProofs() {
  }

  /** {@code solve --join PROOF... --proof FILE}: one line, what the joined file proves. */
  static int join(List<Path> inputs, Path out, boolean json, PrintWriter text) throws IOException {
    ProofFiles.Joined joined = ProofFiles.join(inputs, out);
    ProofJoin.Stats s = joined.stats();
    if (json) {
      ObjectMapper mapper = new ObjectMapper();
      ObjectNode o = mapper.createObjectNode();
      o.put("proof", out.toString());
      o.put("proves", s.proves());
      o.put("joined", inputs.size());
      o.put("nodes", s.nodes());
      o.put("pairings", s.pairings());
      o.put("bytes", s.bytes());
      o.put("ms", joined.ms());
      text.println(mapper.writeValueAsString(o));
    } else {
      text.println("proof: " + out + " (" + s.proves() + ", joined from " + inputs.size() + " files: "
          + s.nodes() + " nodes, " + s.pairings() + " pairings, " + s.bytes() + " bytes, in " + joined.ms()
          + " ms; not checked yet: solve --check " + out + ")");
    }
    text.flush();
    return ExitCodes.OK;
  }

  /** {@code solve --check FILE}: the checker's one line; 0 right, 1 wrong. */
  static int check(Path file, boolean json, PrintWriter out) throws IOException {
    ProofFiles.Checked checked = ProofFiles.check(file);
    ProofChecker.Report r = checked.report();
    if (json) {
      ObjectMapper mapper = new ObjectMapper();
      ObjectNode o = mapper.createObjectNode();
      o.put("ok", r.ok());
      o.put("message", r.line());
      o.put("nodes", r.nodes());
      o.put("pairings", r.pairings());
      o.put("ms", checked.ms());
      out.println(mapper.writeValueAsString(o));
    } else {
      out.println(r.line());
    }
    out.flush();
    return r.ok() ? ExitCodes.OK : ExitCodes.FAILED;
  }
}
