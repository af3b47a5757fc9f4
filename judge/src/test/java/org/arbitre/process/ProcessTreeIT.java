package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.arbitre.RunsAlone;
import org.junit.jupiter.api.Test;

/**
 * {@link ProcStat#tree} finds every process of a tree: children of the main thread, grandchildren,
 * and children forked by another thread of a multi-threaded process (the kernel lists a child under
 * the thread that forked it). The expected set is the JDK's own reading of the parent links.
 */
@RunsAlone
class ProcessTreeIT {

  @Test
  void childrenGrandchildrenAndThoseOfOtherThreadsAreInTheTree() throws Exception {
    // a shell with two sleeping children, one of them a shell with a child of its own; and a
    // Python thread (not the main one) that starts a sleep
    String python = "import subprocess, threading, time\n"
        + "t = threading.Thread(target=lambda: subprocess.run(['sleep', '60']))\n"
        + "t.start()\n"
        + "time.sleep(60)\n";
    String script = "sleep 60 & sh -c 'sleep 60; :' & /usr/bin/python3 -c \"$0\" & wait";
    Process p = new ProcessBuilder("sh", "-c", script, python).start();
    try {
      Set<Long> expected = awaitTreeOf(p.toHandle(), 6); // sh; sleep, sh, python3; sleep, sleep
      List<Long> tree = ProcStat.tree(p.toHandle());
      assertEquals(p.pid(), tree.get(0), "the root first");
      assertEquals(expected, new TreeSet<>(tree));
      assertEquals(tree.size(), new TreeSet<>(tree).size(), "no process twice: " + tree);
      for (int i = 1; i < tree.size(); i++) { // parents first
        long parent = ProcessHandle.of(tree.get(i)).flatMap(ProcessHandle::parent).map(ProcessHandle::pid).orElse(-1L);
        assertTrue(tree.subList(0, i).contains(parent), "the parent of " + tree.get(i) + " comes before it: " + tree);
      }
    } finally {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly().waitFor();
    }
  }

  /** The root and its descendants by the JDK, once there are {@code count} of them (10 s at most). */
  private static Set<Long> awaitTreeOf(ProcessHandle root, int count) throws InterruptedException {
    Set<Long> pids = Set.of();
    for (long deadline = System.nanoTime() + 10_000_000_000L; System.nanoTime() < deadline; Thread.sleep(20)) {
      pids = new TreeSet<>(java.util.stream.Stream.concat(java.util.stream.Stream.of(root), root.descendants())
          .map(ProcessHandle::pid).collect(Collectors.toSet()));
      if (pids.size() >= count) {
        return pids;
      }
    }
    throw new AssertionError("the tree did not start: " + pids);
  }
}
