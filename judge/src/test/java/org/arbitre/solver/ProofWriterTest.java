package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Push;
import org.arbitre.solver.check.ProofChecker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proofs the writer makes check, carry the published values (m,n,k) or the attractor's
 * (push), and stop checking when a defender reply, a pairing or the value is corrupted.
 */
class ProofWriterTest {
  @TempDir Path dir;

  private Path prove(Game game, String name) throws IOException {
    SearchRun run = SearchRun.of(game);
    Solution s = run.solve(Progress.NONE);
    Path file = dir.resolve(name);
    run.writeProof(s.value(), file);
    return file;
  }

  private static String header(Path file) throws IOException {
    return Files.readAllLines(file).get(0);
  }

  @Test
  void proofsOfSmallBoardsCheckWithThePublishedValues() throws IOException {
    Object[][] cases = {
      {new Mnk(3, 3, 3), "draw"},
      {new Mnk(4, 3, 3), "first-player-win"},
      {new Mnk(4, 4, 3), "first-player-win"},
      {new Mnk(4, 4, 4), "draw"},
      {new Mnk(5, 4, 4), "draw"},
      {new Mnk(5, 5, 4), "draw"},
      {new Mnk(6, 5, 4), "first-player-win"},
      {new Mnk(6, 6, 5), "draw"},
    };
    for (Object[] c : cases) {
      Game g = (Game) c[0];
      Path file = prove(g, "p.proof");
      assertTrue(header(file).endsWith("value=" + c[1]), g.describe() + ": " + header(file));
      ProofChecker.Report r = ProofChecker.check(file);
      assertTrue(r.ok(), r.line());
      assertTrue(r.line().startsWith("proof ok: " + g.describe() + " " + c[1] + " ("), r.line());
    }
  }

  @Test
  void pushProofsCheckWithTheAttractorsValues() throws IOException {
    for (Push g : List.of(new Push(3, 2), new Push(3, 3), new Push(4, 3))) {
      // push 4x4 k=3: the attractor's value too (docs/solver.md), 23 s of it: not again here
      String expected = g.n() == 4 ? "first-player-win"
          : Attractor.solve(g).value(new byte[g.n() * g.n()]).text();
      Path file = prove(g, "push.proof.gz");
      ProofChecker.Report r = ProofChecker.check(file);
      assertTrue(r.ok(), r.line());
      assertTrue(r.line().startsWith("proof ok: " + g.describe() + " " + expected + " ("), r.line());
    }
  }

  /**
   * The proofs written after a df-pn solve (its tables, its search for what they lost) check too,
   * with the same values: a push draw (both trees), push wins, m,n,k draws and a win.
   */
  @Test
  void proofsAfterAProofNumberSolveCheck() throws IOException {
    Object[][] cases = {
      {new Push(3, 3), "first-player-win"}, // the attractor's (docs/solver.md)
      {new Push(4, 3), "first-player-win"},
      {new Push(4, 4), "draw"}, // the alpha-beta's, both searches
      {new Mnk(4, 4, 4), "draw"}, // published
      {new Mnk(6, 5, 4), "first-player-win"},
    };
    for (Object[] c : cases) {
      Game g = (Game) c[0];
      SearchRun run = SearchRun.of(g, Method.DFPN);
      Solution s = run.solve(Progress.NONE);
      assertEquals(Method.DFPN, s.method());
      Path file = dir.resolve("dfpn.proof.gz");
      run.writeProof(s.value(), file);
      ProofChecker.Report r = ProofChecker.check(file);
      assertTrue(r.ok(), r.line());
      assertTrue(r.line().startsWith("proof ok: " + g.describe() + " " + c[1] + " ("), r.line());
    }
  }

  /** The first O lines with two moves or more, one move dropped: each copy is rejected. */
  @Test
  void everyMissingDefenderReplyIsFound() throws IOException {
    // push 3x3 (a win, four such O lines) for push's moves: push 4x4's proof of a draw has 69,000
    // lines, and each copy's check read them all
    for (Game g : List.of(new Mnk(5, 4, 4), new Mnk(6, 5, 4), new Mnk(5, 5, 4), new Push(3, 3))) {
      List<String> lines = Files.readAllLines(prove(g, "p.proof"));
      int tried = 0;
      for (int i = 0; i < lines.size(); i++) {
        String[] t = lines.get(i).split(" ");
        if (!t[0].equals("O") || t.length < 3 || tried >= 12) {
          continue;
        }
        List<String> copy = new ArrayList<>(lines);
        copy.set(i, lines.get(i).substring(0, lines.get(i).lastIndexOf(' ')));
        ProofChecker.Report r = ProofChecker.check(new StringReader(String.join("\n", copy) + "\n"));
        assertFalse(r.ok(), g.describe() + " line " + (i + 1));
        assertTrue(r.line().contains("is not answered"), r.line());
        tried++;
      }
      assertTrue(tried > 3, g.describe() + ": " + tried);
    }
  }

  /** A cell of a pairing moved to another empty cell: rejected (or still a valid pairing). */
  @Test
  void corruptedPairingsAreFound() throws IOException {
    Random rnd = new Random(5);
    List<String> lines = Files.readAllLines(prove(new Mnk(5, 5, 4), "p.proof"));
    int rejected = 0;
    int tried = 0;
    for (int i = 0; i < lines.size(); i++) {
      String[] t = lines.get(i).split(" ");
      if (!t[0].equals("D") || t.length < 3 || i % 3 != 0) {
        continue;
      }
      tried++;
      List<String> copy = new ArrayList<>(lines);
      t[1 + rnd.nextInt(t.length - 1)] = String.valueOf(rnd.nextInt(25));
      copy.set(i, String.join(" ", t));
      ProofChecker.Report r = ProofChecker.check(new StringReader(String.join("\n", copy) + "\n"));
      if (!r.ok()) {
        rejected++;
        assertTrue(r.line().contains("pairing"), r.line());
      }
    }
    assertTrue(tried > 50 && rejected > tried / 2, "rejected " + rejected + " of " + tried);
  }

  @Test
  void aWrongValueInTheHeaderIsFound() throws IOException {
    Path file = prove(new Mnk(5, 4, 4), "p.proof");
    String text = Files.readString(file).replace("value=draw", "value=first-player-win");
    ProofChecker.Report r = ProofChecker.check(new StringReader(text));
    assertFalse(r.ok());
    assertTrue(r.line().contains("the value first-player-win needs 'prove 1 win'"), r.line());
  }

  /** The checker stands apart: it imports nothing of the tool but the rules. */
  @Test
  void theCheckerImportsOnlyTheRules() throws IOException {
    Path src = Path.of("src/main/java/org/arbitre/solver/check");
    try (var files = Files.list(src)) {
      List<Path> all = files.toList();
      assertTrue(all.contains(src.resolve("ProofChecker.java")), all.toString());
      for (Path f : all) {
        String text = Files.readString(f).replace("package org.arbitre.solver.check;", "");
        for (String l : text.split("\n")) {
          if (l.startsWith("import ")) {
            assertTrue(l.startsWith("import java.") || l.startsWith("import org.arbitre.game."),
                f.getFileName() + ": " + l);
          }
        }
        assertFalse(text.contains("org.arbitre.solver."), f.getFileName().toString());
      }
    }
  }
}
