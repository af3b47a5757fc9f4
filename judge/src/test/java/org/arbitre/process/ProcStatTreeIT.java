package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ProcStat#tree} against the JDK's {@link ProcessHandle#descendants} (a scan of every
 * process's parent link, the independent reference): a tree of children and grandchildren, and a
 * child forked by a thread other than its parent's main thread (the kernel lists it in that
 * thread's children file only).
 */
class ProcStatTreeIT {
  private Process shell;

  @AfterEach
  void end() {
    if (shell != null) {
      shell.descendants().forEach(ProcessHandle::destroyForcibly);
      shell.destroyForcibly();
    }
  }

  @Test
  void theTreeIsTheJdksDescendantsParentsFirst() throws Exception {
    AtomicReference<Process> started = new AtomicReference<>();
    AtomicReference<Exception> failed = new AtomicReference<>();
    Thread other = new Thread(() -> { // not this JVM's main thread: its own children file
      try {
        started.set(new ProcessBuilder("sh", "-c",
            "sleep 60 & sleep 60 & (sleep 60 & (sleep 60 & wait) & wait) & wait").start());
      } catch (IOException e) {
        failed.set(e);
      }
    });
    other.start();
    other.join();
    if (failed.get() != null) {
      throw failed.get();
    }
    shell = started.get();
    ProcessHandle root = shell.toHandle();
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (root.descendants().count() < 6 && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    Set<Long> jdk = root.descendants().map(ProcessHandle::pid).collect(Collectors.toSet());
    assertEquals(6, jdk.size(), "sh, its 2 sleeps, a subshell with a sleep and a subshell with a sleep");

    assertEquals(jdk, new HashSet<>(ProcStat.descendants(root)));
    List<Long> tree = ProcStat.tree(root);
    assertEquals(root.pid(), tree.get(0));
    assertEquals(jdk.size() + 1, tree.size());
    for (int i = 1; i < tree.size(); i++) {
      assertTrue(tree.subList(0, i).contains(parent(tree.get(i))), "parents first: " + tree);
    }
    assertTrue(ProcStat.tree(ProcessHandle.current()).contains(root.pid()),
        "a child forked by another thread of this JVM is in its tree");
  }

  private static long parent(long pid) throws IOException {
    String s = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.ISO_8859_1);
    return Long.parseLong(s.substring(s.lastIndexOf(')') + 2).split(" ")[1]);
  }
}
