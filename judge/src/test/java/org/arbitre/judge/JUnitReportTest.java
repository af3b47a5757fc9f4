package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class JUnitReportTest {
  @TempDir Path tmp;

  private static final JudgeResult.Settings SETTINGS =
      new JudgeResult.Settings("Main.java", "java", 1000, 16384, "heap", "gnu-time", "none");

  private Document write(JudgeResult r) throws Exception {
    Path file = tmp.resolve("junit.xml");
    JUnitReport.write(r, "othello", file);
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
  }

  @Test
  void oneTestcasePerCaseAndFailuresTypedByVerdict() throws Exception {
    JudgeResult r = JudgeResult.of(SETTINGS, null, List.of(
        new CaseResult("01", Verdict.AC, 40, 120, 35000, 800L, ""),
        new CaseResult("02", Verdict.WA, 41, 130, 35000, 800L, "line 1, token 1: expected '1', got '<2>'"),
        new CaseResult("03", Verdict.IE, 0, 0, 0, null, "checker failed")));
    Element suite = write(r).getDocumentElement();
    assertEquals("testsuite", suite.getTagName());
    assertEquals("3", suite.getAttribute("tests"));
    assertEquals("1", suite.getAttribute("failures"));
    assertEquals("1", suite.getAttribute("errors"));
    assertEquals(3, suite.getElementsByTagName("testcase").getLength());
    Element failure = (Element) suite.getElementsByTagName("failure").item(0);
    assertEquals("WA", failure.getAttribute("type"));
    assertEquals("WA (wrong answer): line 1, token 1: expected '1', got '<2>' · 41 ms CPU · 35000 KiB resident · 800 KiB heap",
        failure.getAttribute("message"));
    assertEquals("IE", ((Element) suite.getElementsByTagName("error").item(0)).getAttribute("type"));
  }

  @Test
  void compileErrorIsOneFailedCase() throws Exception {
    Element suite = write(JudgeResult.of(SETTINGS, "Main.java:3: error: ';' expected\n  x\n", List.of())).getDocumentElement();
    assertEquals("1", suite.getAttribute("tests"));
    Element failure = (Element) suite.getElementsByTagName("failure").item(0);
    assertEquals("CE", failure.getAttribute("type"));
    assertEquals("Main.java:3: error: ';' expected", failure.getAttribute("message"));
  }
}
