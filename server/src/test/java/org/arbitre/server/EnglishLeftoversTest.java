package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the check of French pages finds: an English word or sentence of a bundle, not what French writes the same way. */
class EnglishLeftoversTest {
  @Test
  void englishWordsAndSentencesAreFound() {
    for (String english : List.of("Log out", "  done ", "alice/ff won: in a row",
        "(its move took 1520 ms, over 1000 ms + 500 ms tolerance)", "wrong name or password")) {
      assertTrue(!EnglishLeftovers.in(List.of(english)).isEmpty(), english);
    }
  }

  @Test
  void frenchAndWordsOfBothLanguagesAreNot() {
    assertEquals(List.of(), EnglishLeftovers.in(List.of("Se déconnecter", "terminée", "alice/ff a gagné : alignement",
        "stderr", "Français", "English", "1 520 ms", "ana/ff", "a écrit 'hello' : pas un entier : 'hello'")));
  }

  @Test
  void aPagesTextIsItsTextNodesAndVisibleAttributes() {
    assertEquals(List.of("Match nul ", "suivant", "l’arbitre"),
        EnglishLeftovers.shownIn("<p>Match nul <button title=\"suivant\">l&rsquo;arbitre</button>"
            + "<script>const x = \"Log out\";</script></p>"));
  }
}
