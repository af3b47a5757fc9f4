package org.arbitre.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.Inputs;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.Execution;
import org.arbitre.judge.Executor;
import org.arbitre.Units;
import org.arbitre.judge.Verdict;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.arbitre.lang.Source;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbitre run FILE < input}: one run under the judge's limits and measurement. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = {"Run a solution once under the judge's limits and measurement: time it against the limit.",
        "Its output goes to stdout; the measurement (status, CPU, wall, memory) to stderr."},
    footer = {"", "Exit codes: 0 the run ended cleanly within the limits, 1 it did not (TLE, MLE, OLE, RE, CE),",
        "2 a usage or input error."})
public final class RunCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE",
      description = "A source file in any language of 'arbitre languages' (.java, .c, .py, .pas, .ml...), an executable, or a quoted command line.")
  String file;

  @Parameters(index = "1..*", paramLabel = "ARGS", description = "Arguments for the program (after --).")
  List<String> args = new ArrayList<>();

  @Mixin LimitOptions limits;

  @Option(names = "--input", paramLabel = "FILE", description = "Read the program's input from FILE (default: stdin).")
  Path input;

  @Mixin SolutionOptions context;

  @Override
  public Integer call() throws Exception {
    Duration time = Units.duration(limits.timeLimit != null ? limits.timeLimit : "2s");
    long memory = Units.bytes(limits.memoryLimit != null ? limits.memoryLimit : "256m");
    if (input != null) {
      Inputs.readableFile(input, "input file");
    }
    Source source = Compiler.resolve(file, context.javaRelease.value(), context.language.value());
    source.checkMemory(memory);
    PrintWriter err = context.err();
    Toolkit kit = context.toolkit();
    Program program;
    try {
      program = kit.compiler().prepare(source);
    } catch (CompileError e) {
      err.println(e.getMessage());
      err.println("arbitre run: CE (compile error)");
      err.flush();
      return ExitCodes.FAILED;
    }
    Path scratch = Files.createTempDirectory("arbitre-run");
    try {
      Path stdin = input;
      if (stdin == null) {
        stdin = scratch.resolve("stdin");
        if (System.console() != null) {
          err.println("arbitre run: reading the input until end of file (Ctrl-D)...");
          err.flush();
        }
        try (InputStream in = System.in) {
          Files.copy(in, stdin, StandardCopyOption.REPLACE_EXISTING);
        }
      }
      Path work = Files.createDirectory(scratch.resolve("work"));
      Path out = scratch.resolve("stdout");
      Path errFile = scratch.resolve("stderr");
      Execution e = new Executor(kit.runner()).run(program, args, stdin, program.workDir(work), out, errFile, time, memory);
      PrintWriter stdout = context.out();
      stdout.print(new String(Files.readAllBytes(out), StandardCharsets.UTF_8));
      stdout.flush();
      err.print(new String(Files.readAllBytes(errFile), StandardCharsets.UTF_8));
      err.println(status(e, program.limitsHeap(), time, memory) + " · sandbox " + kit.runner().sandbox());
      err.flush();
      return e.verdict() == Verdict.AC ? ExitCodes.OK : ExitCodes.FAILED;
    } finally {
      PathUtils.deleteDirectory(scratch);
    }
  }

  static String status(Execution e, boolean heap, Duration time, long memory) {
    String head = e.verdict() == Verdict.AC ? "OK" : e.verdict() + " (" + e.message() + ")";
    return "arbitre run: " + head + " · " + e.run().cpuMs() + " ms CPU · " + e.run().wallMs() + " ms wall · "
        + Units.kib(e.run().peakRssKb()) + " resident" + (e.heapKb() >= 0 ? " · " + Units.kib(e.heapKb()) + " heap" : "")
        + " · limits " + time.toMillis() + " ms CPU, " + Units.kib(memory / 1024) + (heap ? " of heap" : " resident");
  }
}
