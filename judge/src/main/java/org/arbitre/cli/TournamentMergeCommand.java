package org.arbitre.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.arbitre.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arbitre tournament-merge OUT DIR...}: the shards of one tournament as one. */
@Command(name = "tournament-merge", mixinStandardHelpOptions = true,
    description = {"Merge the folders of the shards of one tournament into OUT, with its standings.",
        "Each DIR is the --out of one 'tournament ... --shard I/N' run of the same command line; OUT",
        "gets their results (each game once), records and stderr files, and the standings are those",
        "of an unsharded run that played the same games. See docs/distributed.md."},
    footer = {"", "Exit codes: 0 merged, 2 a usage error (a folder of another tournament, OUT not new...)."})
public final class TournamentMergeCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "OUT", description = "A new folder for the merged tournament.")
  Path out;

  @Parameters(index = "1..*", arity = "1..*", paramLabel = "DIR", description = "The shards' folders.")
  List<Path> shards;

  @Option(names = "--json", description = "Print the standings as JSON (default: a table).")
  boolean json;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Tournament.Merged m = Tournament.merge(shards, out);
    Path page = org.arbitre.tournament.HtmlReport.write(out);
    TournamentReport report = new TournamentReport(spec.commandLine().getOut(), m.manifest().botNames(),
        m.results().results().size(), false);
    if (json) {
      report.json(m.results().results(), Optional.empty(), out.toString());
    } else {
      m.results().warnings().forEach(report::note);
      report.note("merged " + shards.size() + " folders into " + out + ": " + m.results().results().size() + " games");
      report.standings(m.results().results(), Optional.empty());
      report.note("report: " + page);
    }
    return ExitCodes.OK;
  }
}
