package org.arbitre.cli;

import java.time.Duration;
import org.arbitre.UserError;
import org.arbitre.Units;
import picocli.CommandLine;

/** Reads a duration option as {@link Units#duration} does: {@code 500ms}, {@code 1s}, {@code 1.5s}. */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
  @Override
  public Duration convert(String value) {
    try {
      return Units.duration(value);
    } catch (UserError e) {
      throw new CommandLine.TypeConversionException(e.getMessage());
    }
  }
}
