package org.arbitre.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** Reads a duration written {@code 500ms}, {@code 1s} or {@code 1.5s} (the unit is required). */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
  private static final Pattern FORM = Pattern.compile("(\\d{1,9}(?:\\.\\d{1,3})?)\\s*(ms|s)");

  @Override
  public Duration convert(String value) {
    Matcher m = FORM.matcher(value.strip().toLowerCase());
    if (!m.matches()) {
      throw new CommandLine.TypeConversionException(
          "'" + value + "' is not a duration: write e.g. 500ms or 1s");
    }
    double n = Double.parseDouble(m.group(1));
    long ms = Math.round(m.group(2).equals("s") ? n * 1000 : n);
    return Duration.ofMillis(ms);
  }
}
