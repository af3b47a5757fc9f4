package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.arbitre.OneCore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The referee enforces the contest's 16 MB as the judge does: on the heap of a Java bot, on the
 * resident memory of the others; a bot over it loses by Q with "memory limit exceeded" and the
 * figure. The built-in clients play at that default (the shipped bots: their own ITs).
 */
@ExtendWith(PrivateCache.class)
@OneCore
class BotMemoryIT {
  private static final String BOTS = Cli.ROOT.resolve("judge/src/test/resources/bots/").toString() + "/";

  private static JsonNode game(String... args) {
    Cli.Result r = Cli.run(args);
    assertEquals(0, r.code(), r.err());
    return r.json().get("games").get(0);
  }

  @Test
  void aJavaBotOverItsHeapLoses() {
    JsonNode g = game("match", "mnk", BOTS + "Mnk_Q_heap_bomb.java", "random", "--json");
    assertEquals("F2Q", g.get("result").asText(), g.toString());
    assertTrue(g.get("words").asText().contains("memory limit exceeded: java.lang.OutOfMemoryError: Java heap space,"
        + " limit 16 MiB of heap"), g.toString());
    assertTrue(g.get("peakHeapKb").get("player1").asLong() > 8 << 10, g.toString()); // it did fill its heap
  }

  @Test
  void aCBotOverItsResidentMemoryLoses() {
    // 5 s a move: the bomb (256 x 1 MiB, a 1 ms sleep each) took over a second right after
    // NonRootSandboxIT's fork bomb (load 30) and got T, its resident memory under the limit at
    // every tick; the limit, not the clock, is what this checks
    JsonNode g = game("match", "mnk", "random", BOTS + "mnk_Q_resident_bomb.c", "--time-per-move", "5s", "--json");
    assertEquals("F1Q", g.get("result").asText(), g.toString());
    assertTrue(g.get("words").asText().contains("memory limit exceeded: "), g.toString());
    assertTrue(g.get("words").asText().contains("resident, over the limit of 16 MiB"), g.toString());
    // with a limit it keeps to, the same bot plays on
    JsonNode big = game("match", "mnk", "random", BOTS + "mnk_Q_resident_bomb.c", "--memory-limit", "1g", "--time-per-move", "5s",
        "--json");
    assertTrue(big.get("moves").asInt() >= 2, big.toString());
  }

  @Test
  void theBuiltInClientsPlayAWholeGameAtTheContestLimit() {
    JsonNode g = game("match", "mnk", "random", Cli.ROOT.resolve("problems/mnk-greedy/Main.java").toString(), "--json");
    assertEquals("V", g.get("reason").asText(), g.toString());
    long heap = g.get("peakHeapKb").get("player2").asLong();
    assertTrue(heap > 0 && heap <= 16 << 10, g.toString());
  }
}
