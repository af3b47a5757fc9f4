package org.arbitre.cli;

import org.arbitre.app.Settings;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.arbitre.app.Toolkit;
import org.arbitre.process.BuildCache;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The first screen: whole sentences, and every option says what it is when not given. */
class HelpTextTest {
  private static CommandLine cli() {
    return Arbitre.commandLine(new Toolkit(java.nio.file.Path.of("."), Settings.fromSystem().cache(), java.nio.file.Path.of(".")));
  }

  @Test
  void everySubcommandSummaryIsAWholeSentence() {
    for (var e : cli().getSubcommands().entrySet()) {
      if (e.getKey().equals("help")) {
        continue; // picocli's own
      }
      String[] d = e.getValue().getCommandSpec().usageMessage().description();
      assertTrue(d.length > 0 && d[0].endsWith("."), e.getKey() + ": " + String.join(" / ", d));
      assertTrue(Character.isUpperCase(d[0].charAt(0)), e.getKey() + ": " + d[0]);
    }
  }

  @Test
  void everyOptionGivesItsDefault() {
    List<String> missing = new ArrayList<>();
    for (var e : cli().getSubcommands().entrySet()) {
      for (OptionSpec o : e.getValue().getCommandSpec().options()) {
        String text = String.join(" ", o.description());
        if (o.usageHelp() || o.versionHelp() || o.required() || e.getKey().equals("help")) {
          continue;
        }
        if (!text.contains("default")) {
          missing.add(e.getKey() + " " + o.longestName() + ": " + text);
        }
      }
    }
    assertTrue(missing.isEmpty(), String.join("\n", missing));
  }

  @Test
  void helpJudgeListsTheCheckersAndTheVerdicts() {
    String usage = cli().getSubcommands().get("judge").getUsageMessage();
    for (String word : List.of("tokens", "exact", "lines", "float:EPS", "testlib:FILE", "kattis:FILE",
        "AC   accepted", "PE   presentation error", "WA   wrong answer", "RE   runtime error",
        "OLE  output limit", "MLE  memory limit", "TLE  time limit", "CE   compile error", "IE   internal error")) {
      assertTrue(usage.contains(word), word + " in:\n" + usage);
    }
  }
}
