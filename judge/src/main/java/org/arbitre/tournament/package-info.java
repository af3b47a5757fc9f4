/**
 * The pure core of the tournament runner: no processes, no terminal.
 *
 * <ul>
 *   <li>{@link org.arbitre.tournament.Schedule} (with a {@link org.arbitre.tournament.Format}): the
 *       games, as colour-swapped pairs of {@link org.arbitre.tournament.ScheduledGame}s with stable
 *       ids and keys, openings cycled once per round, shards that keep pairs together.
 *   <li>{@link org.arbitre.tournament.Openings}: reads an openings file, checked with the rules
 *       of {@code org.arbitre.game}, into {@link org.arbitre.tournament.Opening}s.
 *   <li>{@link org.arbitre.tournament.ResultsStore}: {@code results.jsonl}, one
 *       {@link org.arbitre.tournament.GameResult} per line, appended crash-safely and read back
 *       as a {@link org.arbitre.tournament.ResultsFile}; the {@link
 *       org.arbitre.tournament.Manifest}, written atomically and compared.
 *   <li>{@link org.arbitre.tournament.Standings} (W/D/L, forfeits, slowest moves, cross table),
 *       {@link org.arbitre.tournament.Ratings} (Bradley–Terry maximum likelihood),
 *       {@link org.arbitre.tournament.Pentanomial} and {@link org.arbitre.tournament.Sprt} for two
 *       bots.
 * </ul>
 *
 * <p>A run: build the schedule, read the store, play {@code remaining(...)} (the referee's job),
 * append each result, recompute the standings from the results (never incrementally: the file is
 * the truth, so a resumed or merged run gives the same numbers).
 */
package org.arbitre.tournament;
