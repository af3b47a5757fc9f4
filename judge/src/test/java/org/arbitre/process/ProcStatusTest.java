package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A process's own resident memory read from the text of {@code /proc/PID/status}. */
class ProcStatusTest {

  /** A Node process's lines as Linux 6.1 wrote them (values from one seen on a Debian machine). */
  private static final String NODE = """
      Name:\tnode
      State:\tS (sleeping)
      VmPeak:\t  630020 kB
      VmRSS:\t   40100 kB
      RssAnon:\t    6328 kB
      RssFile:\t   33772 kB
      RssShmem:\t       0 kB
      Threads:\t7
      """;

  @Test
  void ownMemoryIsAnonymousPagesNotMappedFiles() {
    assertEquals(OptionalLong.of(6328), ProcStat.ownResidentKb(NODE));
  }

  @Test
  void sharedMemoryCountsAsOwn() {
    String withShm = NODE.replace("RssShmem:\t       0 kB", "RssShmem:\t   20480 kB");
    assertEquals(OptionalLong.of(6328 + 20480), ProcStat.ownResidentKb(withShm));
  }

  @Test
  void aKernelWithoutTheLinesGivesNothing() {
    assertTrue(ProcStat.ownResidentKb("Name:\tsh\nVmRSS:\t  1200 kB\n").isEmpty());
  }
}
