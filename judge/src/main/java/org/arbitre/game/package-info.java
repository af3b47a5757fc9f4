/**
 * Pure game rules (docs/rules.md, the two games): no I/O, threads or clocks.
 *
 * <p>{@link org.arbitre.game.Game} ({@link org.arbitre.game.Mnk}, {@link org.arbitre.game.Push},
 * built from user input by {@link org.arbitre.game.Games#create}) plays immutable
 * {@link org.arbitre.game.Position}s: {@code check(p, move)} gives the {@link
 * org.arbitre.game.Invalid} reason of an illegal move, {@code play(p, move)} the next position,
 * {@code status(p)} a {@link org.arbitre.game.Status} whose {@code winnerCode()} is the digit of the
 * end message. {@code game.codec()} reads and writes the wire format ({@link
 * org.arbitre.game.MoveCodec}: a parse is Ok, Syntax (reason S) or Illegal (reason I)). A referee
 * loop: read {@code codec.tokensPerMove()} tokens, parse, check, play, send
 * {@code codec.tokens(move)} to the other bot one per line, stop when {@code status(p).over()}.
 */
package org.arbitre.game;
