package org.arbitre.cli;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * {@code --watch}: waits until one of the files that make a judgement is saved again: the
 * solution, the descriptor, a case ({@code .in}, {@code .out}, {@code .ans}) in one of the case
 * folders (java.nio's WatchService on their folders; saves that replace the file count too).
 */
final class Watcher implements AutoCloseable {
  private static final Set<String> CASE_ENDINGS = Set.of(".in", ".out", ".ans");
  /** Editors save in several steps (a temporary file, a rename): wait for the burst to end. */
  private static final long SETTLE_MS = 200;

  private final WatchService service;
  private final Map<WatchKey, Path> folders = new HashMap<>();
  private final Set<Path> files;
  private final Set<Path> caseFolders;

  /** {@code files}: watched by name; {@code caseFolders}: every case file in them. */
  Watcher(Collection<Path> files, Collection<Path> caseFolders) throws IOException {
    this.service = FileSystems.getDefault().newWatchService();
    this.files = files.stream().map(p -> p.toAbsolutePath().normalize()).collect(java.util.stream.Collectors.toSet());
    this.caseFolders = caseFolders.stream().map(p -> p.toAbsolutePath().normalize())
        .collect(java.util.stream.Collectors.toSet());
    for (Path f : this.files) {
      register(f.getParent());
    }
    for (Path d : this.caseFolders) {
      register(d);
    }
  }

  private void register(Path dir) throws IOException {
    if (dir != null && Files.isDirectory(dir) && !folders.containsValue(dir)) {
      folders.put(dir.register(service, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
          StandardWatchEventKinds.ENTRY_DELETE), dir);
    }
  }

  /** Blocks until a watched file changes; returns what changed. Interrupted: the watch ends. */
  Path awaitChange() throws InterruptedException {
    while (true) {
      WatchKey key;
      try {
        key = service.take();
      } catch (ClosedWatchServiceException e) {
        throw new InterruptedException("watch closed");
      }
      Path changed = relevant(key);
      if (changed != null) {
        Thread.sleep(SETTLE_MS);
        WatchKey more;
        while ((more = service.poll()) != null) {
          more.pollEvents();
          more.reset();
        }
        return changed;
      }
    }
  }

  private Path relevant(WatchKey key) {
    Path dir = folders.get(key);
    Path found = null;
    for (WatchEvent<?> e : key.pollEvents()) {
      if (dir == null || !(e.context() instanceof Path name)) {
        continue;
      }
      Path p = dir.resolve(name);
      String file = name.toString();
      boolean isCase = caseFolders.contains(dir) && CASE_ENDINGS.stream().anyMatch(file::endsWith);
      if (files.contains(p) || isCase) {
        found = p;
      }
    }
    key.reset();
    return found;
  }

  @Override
  public void close() throws IOException {
    service.close();
  }
}
