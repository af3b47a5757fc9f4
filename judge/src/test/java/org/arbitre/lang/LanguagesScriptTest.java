package org.arbitre.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** scripts/languages installs, for each language id, the package the Java side names for it. */
class LanguagesScriptTest {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();

  @Test
  void theScriptsMapAgreesWithTheLanguageClasses() throws Exception {
    String script = Files.readString(ROOT.resolve("scripts/languages"));
    String block = script.substring(script.indexOf("declare -A PACKAGE=("), script.indexOf("\n)", script.indexOf("declare -A PACKAGE=(")));
    Map<String, String> inScript = new TreeMap<>();
    Matcher m = Pattern.compile("\\[([\\w+]+)\\]=(\\S+)").matcher(block);
    while (m.find()) {
      inScript.put(m.group(1), m.group(2));
    }
    Map<String, String> inJava = new TreeMap<>();
    for (Language lang : Languages.ALL) {
      Languages.toolchain(lang).ifPresent(t -> inJava.put(lang.id(), t.debianPackage()));
    }
    assertEquals(inJava, inScript);
    assertEquals(Languages.ALL.size() - 1, inJava.size()); // every language but the command line
  }
}
