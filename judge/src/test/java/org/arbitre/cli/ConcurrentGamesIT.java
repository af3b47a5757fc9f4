package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arbitre.RunsAlone;
import org.arbitre.app.Toolkit;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.judge.CaseResult;
import org.arbitre.judge.JudgeResult;
import org.arbitre.judge.Judgement;
import org.arbitre.judge.Problem;
import org.arbitre.judge.TestCase;
import org.arbitre.judge.Verdict;
import org.arbitre.process.BuildCache;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.PlayedMove;
import org.arbitre.referee.Series;
import org.arbitre.referee.TimeControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One JVM, one toolkit (one runner, one signal shell, one set of bot folders) serving several
 * games at once, as the contest server will: two matches of seeded (deterministic) random bots
 * played at the same time, their four processes suspended and resumed in turn by two threads,
 * give exactly the games each gives alone; the same with a judgement running beside a match.
 * Afterwards no bot or solution process is left.
 */
@RunsAlone
class ConcurrentGamesIT {
  private static final Path SEEDED = Cli.ROOT.resolve("judge/src/test/resources/bots/seeded_random.py");
  private static final Game GAME = Games.create("mnk", "9x9", 5);
  private static final TimeControl CLOCK = TimeControl.DEFAULT.withPerMove(java.time.Duration.ofSeconds(2));

  @TempDir Path cache;
  @TempDir Path home;

  @AfterEach
  void nothingSurvives() throws Exception {
    Cli.assertNoProcessMentions(SEEDED.toString());
    Cli.assertNoProcessMentions(cache.toString());
  }

  private Toolkit toolkit() {
    return new Toolkit(Cli.ROOT, new BuildCache(cache), home);
  }

  private static String seeded(int seed) {
    return "python3 " + SEEDED + " " + seed + " mnk 9 9";
  }

  /** Two games between seeds {@code s1} and {@code s2} (colours swapped in the second). */
  private static List<GameRecord> series(Toolkit kit, int s1, int s2) throws Exception {
    BotSpec a = BotSpec.resolve(seeded(s1), GAME, kit.compiler(), kit.root(), kit.botsHome());
    BotSpec b = BotSpec.resolve(seeded(s2), GAME, kit.compiler(), kit.root(), kit.botsHome());
    List<GameRecord> games = new java.util.concurrent.CopyOnWriteArrayList<>();
    kit.series(kit.match(GAME, CLOCK, 16L << 20, new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter())))
        .play(a, b, new Series.Plan(2, true, null), g -> games.add(g.record()));
    return games;
  }

  /** What must not depend on the other game: the moves and the result. */
  private static List<String> essence(List<GameRecord> games) {
    return games.stream().map(g -> g.moves().stream().map(PlayedMove::move).toList() + " " + g.result().code()).toList();
  }

  @Test
  void twoMatchesAtOnceGiveTheGamesEachGivesAlone() throws Exception {
    try (Toolkit kit = toolkit()) {
      List<String> aloneA = essence(series(kit, 1, 2));
      List<String> aloneB = essence(series(kit, 3, 4));
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        Future<List<GameRecord>> a = pool.submit(() -> series(kit, 1, 2));
        Future<List<GameRecord>> b = pool.submit(() -> series(kit, 3, 4));
        assertEquals(aloneA, essence(a.get()));
        assertEquals(aloneB, essence(b.get()));
        // every bot of every game wrote its stderr to a file of its own
        List<String> stderr = java.util.stream.Stream.of(a.get(), b.get()).flatMap(List::stream)
            .flatMap(g -> g.players().stream()).map(GameRecord.Player::stderr).toList();
        assertEquals(8, stderr.stream().distinct().count(), stderr.toString());
      } finally {
        pool.shutdownNow();
      }
    }
  }

  @Test
  void aJudgementBesideAMatch() throws Exception {
    try (Toolkit kit = toolkit()) {
      List<String> alone = essence(series(kit, 5, 6));
      Problem sum = Problem.load(Cli.SUM, Cli.ROOT, new Problem.Overrides(
          Cli.RES.resolve("tests/sum"), null, null, null, Cli.fixture("python_AC_sum")));
      Judgement.Listener quiet = new Judgement.Listener() {
        @Override
        public void started(JudgeResult.Settings settings, List<TestCase> cases) {}

        @Override
        public void finished(CaseResult result) {}
      };
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        Future<List<GameRecord>> match = pool.submit(() -> series(kit, 5, 6));
        Callable<JudgeResult> judge = () -> kit.judgement().judge(sum, Optional.empty(), false, quiet);
        Future<JudgeResult> judged = pool.submit(judge);
        assertEquals(Verdict.AC, judged.get().verdict(), judged.get().toString());
        assertEquals(sum.cases().size(), judged.get().tests().size());
        assertEquals(alone, essence(match.get()));
      } finally {
        pool.shutdownNow();
      }
    }
  }
}
