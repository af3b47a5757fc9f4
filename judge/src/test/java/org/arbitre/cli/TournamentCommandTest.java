package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.arbitre.UserError;
import org.arbitre.tournament.Shard;
import org.junit.jupiter.api.Test;

class TournamentCommandTest {
  @Test
  void shardsFromTheBatchSystem() {
    assertEquals("2/4", Shard.spec("2/4", Map.of()));
    // sbatch --array=0-3: task 2 of 4 is the third slice; --array=1-4: task 3 too
    assertEquals("3/4", Shard.spec("auto",
        Map.of("SLURM_ARRAY_TASK_ID", "2", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_COUNT", "4")));
    assertEquals("3/4", Shard.spec("auto",
        Map.of("SLURM_ARRAY_TASK_ID", "3", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_COUNT", "4")));
    // a Kubernetes Indexed Job counts completions from 0
    assertEquals("1/8", Shard.spec("auto/8", Map.of("JOB_COMPLETION_INDEX", "0")));
    assertThrows(UserError.class, () -> Shard.spec("auto", Map.of()));
  }

  @Test
  void badTournamentsAreUsageErrors() {
    Cli.Result one = Cli.run("tournament", "mnk", "random", "--out", "/tmp/never");
    assertEquals(2, one.code(), one.err());
    Cli.Result human = Cli.run("tournament", "mnk", "random", "human", "--out", "/tmp/never");
    assertEquals(2, human.code());
    assertEquals("arbitre: a tournament has no human player", human.err().strip());
    Cli.Result sprt = Cli.run("tournament", "mnk", "random", "random", "--sprt", "elo0=x", "--out", "/tmp/never");
    assertEquals(2, sprt.code());
    Cli.Result shard = Cli.run("tournament", "mnk", "random", "random", "--shard", "3/2", "--out", "/tmp/never");
    assertEquals(2, shard.code());
    assertEquals(1, shard.err().strip().lines().count(), shard.err());
  }

  @Test
  void botsAreNamedByTheirFiles() {
    String bot = Cli.ROOT.resolve("problems/mnk-bot/Main.java").toString();
    String py = Cli.ROOT.resolve("judge/src/test/resources/bots/first_free.py").toString();
    assertEquals(java.util.List.of("mnk-bot", "mnk-bot-2", "first_free", "random", "first_free-2", "random-2"),
        org.arbitre.tournament.Tournament.names(java.util.List.of(bot, bot, "python3 " + py, "random",
            "pbrain:python3 " + py, "random")));
  }
}
