package org.arbitre.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed logins allowed per name and per address in a sliding window: past the limit, every
 * attempt is refused (HTTP 429) until the window has moved on, right password or not.
 */
final class LoginLimiter {
  static final long WINDOW_MS = 60_000;
  static final int PER_NAME = 5;
  static final int PER_ADDRESS = 20;

  private final Map<String, Deque<Long>> failures = new ConcurrentHashMap<>();

  boolean blocked(String name, String address) {
    long now = System.currentTimeMillis();
    return count("n:" + name.toLowerCase(java.util.Locale.ROOT), now) >= PER_NAME || count("a:" + address, now) >= PER_ADDRESS;
  }

  void failed(String name, String address) {
    long now = System.currentTimeMillis();
    add("n:" + name.toLowerCase(java.util.Locale.ROOT), now);
    add("a:" + address, now);
  }

  private int count(String key, long now) {
    Deque<Long> d = failures.get(key);
    if (d == null) {
      return 0;
    }
    synchronized (d) {
      while (!d.isEmpty() && d.peekFirst() < now - WINDOW_MS) {
        d.removeFirst();
      }
      if (d.isEmpty()) {
        failures.remove(key, d); // names tried once and forgotten do not pile up
      }
      return d.size();
    }
  }

  private void add(String key, long now) {
    Deque<Long> d = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
    synchronized (d) {
      d.addLast(now);
    }
  }
}
