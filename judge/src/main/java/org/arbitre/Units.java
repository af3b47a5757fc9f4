package org.arbitre;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads limits as people write them: {@code 1s}, {@code 1500ms}; {@code 16m}, {@code 512k}, {@code 1g}. */
public final class Units {
  private static final Pattern AMOUNT = Pattern.compile("(-?\\d+(?:\\.\\d+)?)\\s*([a-zA-Z]*)");

  private Units() {}

  /** A duration in {@code min}, {@code s} or {@code ms}, e.g. {@code 1s}, {@code 1.5s}, {@code 1500ms}, {@code 2min}. */
  public static Duration duration(String text) {
    Matcher m = match(text, "time", "1s or 1500ms");
    BigDecimal n = new BigDecimal(m.group(1));
    BigDecimal ms = switch (m.group(2).toLowerCase(Locale.ROOT)) {
      case "min" -> n.multiply(BigDecimal.valueOf(60_000));
      case "s" -> n.multiply(BigDecimal.valueOf(1000));
      case "ms" -> n;
      default -> throw new UserError("unknown time unit in '" + text + "': use ms, s or min, e.g. 1s or 1500ms");
    };
    if (ms.signum() <= 0) {
      throw new UserError("the time limit must be positive: '" + text + "'");
    }
    return Duration.ofMillis(ms.longValue());
  }

  /** A size in binary units: {@code k}/{@code kb}/{@code kib} = 1024 bytes, {@code m}..., {@code g}..., {@code b}. */
  public static long bytes(String text) {
    Matcher m = match(text, "memory", "16m, 512k or 1g");
    BigDecimal n = new BigDecimal(m.group(1));
    long unit = switch (m.group(2).toLowerCase(Locale.ROOT)) {
      case "b" -> 1;
      case "k", "kb", "kib" -> 1L << 10;
      case "m", "mb", "mib" -> 1L << 20;
      case "g", "gb", "gib" -> 1L << 30;
      default -> throw new UserError("unknown memory unit in '" + text + "': use k, m or g, e.g. 16m");
    };
    long bytes = n.multiply(BigDecimal.valueOf(unit)).longValue();
    if (bytes <= 0) {
      throw new UserError("the memory limit must be positive: '" + text + "'");
    }
    return bytes;
  }

  private static Matcher match(String text, String what, String example) {
    Matcher m = AMOUNT.matcher(text == null ? "" : text.strip());
    if (!m.matches()) {
      throw new UserError("cannot read the " + what + " limit '" + text + "': write it like " + example);
    }
    if (new BigDecimal(m.group(1)).signum() <= 0) {
      throw new UserError("the " + what + " limit must be positive: '" + text + "'");
    }
    if (m.group(2).isEmpty()) {
      throw new UserError("the " + what + " limit '" + text + "' needs a unit, e.g. " + example);
    }
    return m;
  }

  /** 16384 KiB → "16 MiB", 1500 KiB → "1.5 MiB", 812 → "812 KiB". */
  public static String kib(long kb) {
    if (kb < 1024) {
      return kb + " KiB";
    }
    double mb = kb / 1024.0;
    return (mb == Math.rint(mb) ? String.valueOf((long) mb) : String.format(Locale.ROOT, "%.1f", mb)) + " MiB";
  }
}
