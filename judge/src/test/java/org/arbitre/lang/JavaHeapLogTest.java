package org.arbitre.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class JavaHeapLogTest {

  // Lines copied from a real run: java -Xmx16m -XX:+UseSerialGC -Xlog:gc+heap=info,gc+heap+exit
  private static final List<String> GC_THEN_EXIT = List.of(
      "[0.202s][info][gc,heap] GC(0) DefNew: 4416K(4928K)->512K(4928K) Eden: 4416K(4416K)->0K(4416K) From: 0K(512K)->512K(512K)",
      "[0.202s][info][gc,heap] GC(0) Tenured: 0K(10944K)->3648K(10944K)",
      "[0.224s][info][gc,heap] GC(1) DefNew: 4924K(4928K)->508K(4928K) Eden: 4412K(4416K)->0K(4416K) From: 512K(512K)->508K(512K)",
      "[0.224s][info][gc,heap] GC(1) Tenured: 3648K(10944K)->8002K(10944K)",
      "[0.260s][info][gc,heap,exit] Heap",
      "[0.260s][info][gc,heap,exit]  def new generation   total 4928K, used 1000K [0x00000000ff000000, 0x00000000ff550000)",
      "[0.260s][info][gc,heap,exit]   eden space 4416K,  10% used [0x00000000ff000000, 0x00000000ff43c920)",
      "[0.260s][info][gc,heap,exit]  tenured generation   total 10944K, used 8002K [0x00000000ff550000, 0x0000000100000000)",
      "[0.260s][info][gc,heap,exit]  Metaspace       used 140K, committed 384K, reserved 1114112K");

  @Test
  void peakIsTheLargestUseBeforeAGcOrAtExit() {
    // GC(0): 4416 + 0; GC(1): 4924 + 3648 = 8572; exit: 1000 + 8002 = 9002
    assertEquals(9002, JavaHeapLog.peakKb(GC_THEN_EXIT));
    assertEquals(8572, JavaHeapLog.peakKb(GC_THEN_EXIT.subList(0, 4)));
  }

  @Test
  void exitSummaryAloneIsEnough() {
    assertEquals(1756, JavaHeapLog.peakKb(List.of(
        "[0.115s][info][gc,heap,exit]  def new generation   total 19648K, used 1756K [0x00000000fc000000)",
        "[0.115s][info][gc,heap,exit]  tenured generation   total 43712K, used 0K [0x00000000fd550000)")));
  }

  @Test
  void anEmptyLogSaysUnknown() {
    assertEquals(-1, JavaHeapLog.peakKb(List.of("[0.003s][info][gc] Using Serial")));
  }
}
