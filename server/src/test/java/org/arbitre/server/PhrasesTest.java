package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The toolkit's English sentences the site shows, in French: the referee's details of a game's end
 * and a match's notes as docs/rules.md (The referee) and docs/server.md describe them, written
 * here by hand; numbers in the French way (a narrow no-break space between thousands, a decimal
 * comma); a bot's own text and a compiler's message kept as they are.
 */
class PhrasesTest {
  private static final Locale FR = Locale.FRENCH;

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
      its move took 1520 ms, over 1000 ms + 500 ms tolerance | son coup a pris 1\u202f520 ms, au-delà de 1\u202f000 ms + 500 ms de tolérance
      played 7 7: cell already occupied                      | a joué 7 7 : case déjà occupée
      played 21 3: off the board                             | a joué 21 3 : hors du plateau
      wrote 'hello': not an integer: 'hello'                 | a écrit 'hello' : pas un entier : 'hello'
      played 15X: side letter 'X' (H, B, G or D)             | a joué 15X : lettre de côté ’X’ (H, B, G ou D)
      closed its stdout (end of file)                        | a fermé sa sortie standard (fin de fichier)
      its process exited with code 3                         | son processus s’est terminé avec le code 3
      memory limit exceeded: 20.5 MiB resident, over the limit of 16 MiB | limite de mémoire dépassée : 20,5 Mio résidents, au-delà de la limite de 16 Mio
      memory limit exceeded: java.lang.OutOfMemoryError: Java heap space, limit 16 MiB of heap; its process exited with code 1 | limite de mémoire dépassée : java.lang.OutOfMemoryError: Java heap space, limite 16 Mio de tas ; son processus s’est terminé avec le code 1
      dead draw: neither player can complete a line of 6 any more | nulle morte : aucun joueur ne peut plus compléter une ligne de 6
      replayed: its worker stopped during attempt 1          | rejouée : son worker s’est arrêté pendant la tentative 1
      replayed: attempt 2 failed on it-1: java.io.IOException: disk full | rejouée : la tentative 2 a échoué sur it-1 : java.io.IOException: disk full
      player 2's data/ grew to 300000 bytes, over its quota of 262144: its changes were not kept | le dossier data/ du joueur 2 a atteint 300\u202f000 octets, au-delà de son quota de 262\u202f144 : ses changements n’ont pas été gardés
      """)
  void theToolkitsSentencesAreWrittenInFrench(String english, String french) {
    assertEquals(french, Phrases.in(FR, english));
    assertEquals(english, Phrases.in(Locale.ENGLISH, english), "English is the toolkit's own words");
  }

  @Test
  void otherTextIsShownAsItIs() {
    String compiler = "Main.java:3: error: ';' expected\n    int x = 1\n             ^\n1 error";
    assertEquals(compiler, Phrases.in(FR, compiler));
    assertEquals("a; b", Phrases.in(FR, "a; b"), "sentences joined by '; ' only when each is one");
    assertEquals("7 7", Phrases.in(FR, "7 7"));
    assertEquals("", Phrases.in(FR, ""));
    assertEquals(null, Phrases.in(FR, null));
  }

  @Test
  void bothTablesHaveTheSameKeysAndEveryPatternFormats() throws IOException {
    Properties en = table("i18n/phrases.properties");
    Properties fr = table("i18n/phrases_fr.properties");
    assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(fr.stringPropertyNames()));
    for (String key : en.stringPropertyNames()) {
      int n = new MessageFormat(en.getProperty(key), Locale.ROOT).getFormatsByArgumentIndex().length;
      assertEquals(n, new MessageFormat(fr.getProperty(key), FR).getFormatsByArgumentIndex().length,
          key + ": the same values in both languages");
      assertTrue(!fr.getProperty(key).matches(".*(?<!')'(?!').*"), key + ": a lone apostrophe would vanish (’)");
    }
  }

  private static Properties table(String name) throws IOException {
    Properties p = new Properties();
    try (InputStream in = PhrasesTest.class.getClassLoader().getResourceAsStream(name)) {
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return p;
  }
}
