package org.arbitre.server;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Uploads waiting for the member's confirmation (a file sent under the name of a bot they
 * already have), in memory for {@link #KEEP_MS}: a restart or a quarter of an hour loses them,
 * and the member sends the file again.
 */
final class PendingUploads {
  static final long KEEP_MS = 15 * 60_000;
  private static final int MOST = 1000;

  record Upload(long member, long bot, String fileName, byte[] source, long at) {}

  private final Map<String, Upload> waiting = new ConcurrentHashMap<>();

  /** Keeps an upload; returns the token its confirmation form carries. */
  String put(long member, long bot, String fileName, byte[] source) {
    long now = System.currentTimeMillis();
    for (Iterator<Upload> it = waiting.values().iterator(); it.hasNext(); ) {
      if (now - it.next().at() > KEEP_MS) {
        it.remove();
      }
    }
    if (waiting.size() >= MOST) {
      throw BadRequest.of("bots.tooManyPending");
    }
    String token = Members.token();
    waiting.put(token, new Upload(member, bot, fileName, source.clone(), now));
    return token;
  }

  /** The upload of {@code token}, if it is {@code member}'s and still kept; it is then forgotten. */
  Optional<Upload> take(long member, String token) {
    if (token == null) {
      return Optional.empty();
    }
    Upload u = waiting.get(token);
    if (u == null || u.member() != member || System.currentTimeMillis() - u.at() > KEEP_MS) {
      return Optional.empty();
    }
    waiting.remove(token);
    return Optional.of(u);
  }
}
