package org.arbitre.judge;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A JUnit XML report, for CI servers: one {@code testsuite} (the solution), one {@code testcase}
 * per case; a case that is not AC is a {@code failure} whose type is its verdict (IE an
 * {@code error}); a compile error is one failed case named {@code compile}.
 */
public final class JUnitReport {
  private JUnitReport() {}

  public static void write(JudgeResult result, String suite, Path file) throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      XMLStreamWriter x = XMLOutputFactory.newInstance().createXMLStreamWriter(w);
      x.writeStartDocument("UTF-8", "1.0");
      x.writeCharacters("\n");
      x.writeStartElement("testsuite");
      x.writeAttribute("name", suite);
      boolean ce = result.compileError() != null;
      long failures = ce ? 1 : result.tests().stream().filter(t -> t.verdict() != Verdict.AC && t.verdict() != Verdict.IE).count();
      long errors = result.tests().stream().filter(t -> t.verdict() == Verdict.IE).count();
      x.writeAttribute("tests", String.valueOf(ce ? 1 : result.total()));
      x.writeAttribute("failures", String.valueOf(failures));
      x.writeAttribute("errors", String.valueOf(errors));
      x.writeAttribute("time", seconds(result.tests().stream().mapToLong(CaseResult::wallMs).sum()));
      x.writeCharacters("\n");
      if (ce) {
        testcase(x, suite, "compile", 0, "failure", "CE", result.compileError());
      }
      for (CaseResult t : result.tests()) {
        String kind = t.verdict() == Verdict.AC ? null : t.verdict() == Verdict.IE ? "error" : "failure";
        testcase(x, suite, t.name(), t.wallMs(), kind, t.verdict().name(),
            t.verdict() + " (" + t.verdict().meaning() + ")" + (t.message() == null || t.message().isEmpty() ? "" : ": " + t.message())
                + String.format(Locale.ROOT, " · %d ms CPU · %d KiB resident", t.cpuMs(), t.memoryKb())
                + (t.heapKb() == null ? "" : " · " + t.heapKb() + " KiB heap"));
      }
      x.writeEndElement();
      x.writeCharacters("\n");
      x.writeEndDocument();
      x.close();
    } catch (XMLStreamException e) {
      throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }

  private static void testcase(XMLStreamWriter x, String suite, String name, long wallMs, String kind, String type,
      String message) throws XMLStreamException {
    x.writeCharacters("  ");
    x.writeStartElement("testcase");
    x.writeAttribute("classname", suite);
    x.writeAttribute("name", name);
    x.writeAttribute("time", seconds(wallMs));
    if (kind != null) {
      x.writeStartElement(kind);
      x.writeAttribute("type", type);
      x.writeAttribute("message", message.lines().findFirst().orElse(""));
      x.writeCharacters(message);
      x.writeEndElement();
    }
    x.writeEndElement();
    x.writeCharacters("\n");
  }

  private static String seconds(long ms) {
    return String.format(Locale.ROOT, "%.3f", ms / 1000.0);
  }
}
