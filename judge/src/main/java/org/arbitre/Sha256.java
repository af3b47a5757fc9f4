package org.arbitre;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in hexadecimal: the keys of the build cache, of the run helper and of bot folders. */
public final class Sha256 {
  private Sha256() {}

  /** The digest of {@code parts} one after the other, as 64 hex digits. */
  public static String hex(byte[]... parts) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      for (byte[] p : parts) {
        sha.update(p);
      }
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  /** The digest of a text's UTF-8 bytes. */
  public static String hex(String text) {
    return hex(text.getBytes(StandardCharsets.UTF_8));
  }
}
