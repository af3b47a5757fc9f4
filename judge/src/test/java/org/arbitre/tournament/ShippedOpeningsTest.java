package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arbitre.game.DeadDraw;
import org.arbitre.game.Position;
import org.junit.jupiter.api.Test;

/** The opening files of docs/openings/: legal, and exactly what {@link OpeningsGenerator} makes. */
class ShippedOpeningsTest {
  private static final Path DIR =
      Path.of(System.getProperty("arbitre.root", ".."), "docs", "openings");

  @Test
  void eachFileIsLegalAndIsWhatTheGeneratorMakes() throws Exception {
    for (OpeningsGenerator.Spec spec : OpeningsGenerator.FILES) {
      Path file = DIR.resolve(spec.file());
      List<Opening> openings = Openings.read(file, spec.game());
      assertEquals(OpeningsGenerator.COUNT, openings.size(), spec.file());
      Set<Position> positions = new HashSet<>();
      for (Opening o : openings) {
        assertEquals(4, o.moves().size(), spec.file() + ":" + o.line());
        Position p = o.position(spec.game());
        positions.add(p);
        assertEquals(false, DeadDraw.certain(spec.game(), p));
      }
      assertEquals(openings.size(), positions.size());
      assertEquals(OpeningsGenerator.text(spec), Files.readString(file),
          spec.file() + " differs from what OpeningsGenerator makes: run it again (see"
              + " docs/openings/README.md)");
    }
  }
}
