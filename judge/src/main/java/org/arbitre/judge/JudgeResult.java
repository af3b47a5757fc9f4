package org.arbitre.judge;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A judged submission: the overall verdict (the worst case's, or CE), every case, and the
 * settings it was judged with. {@code memoryLimitAppliesTo} is "heap" (Java, -Xmx) or
 * "resident" (the peak resident memory of the process tree); {@code sandbox} how the programs were
 * isolated ("bubblewrap+cgroup-v2-pids-memory", "none": see {@code ProcessRunner#sandbox}).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"verdict", "passed", "total", "solution", "language", "timeLimitMs", "memoryLimitKb",
    "memoryLimitAppliesTo", "memorySource", "sandbox", "compileError", "tests"})
public record JudgeResult(
    Verdict verdict,
    String solution,
    String language,
    long timeLimitMs,
    long memoryLimitKb,
    String memoryLimitAppliesTo,
    String memorySource,
    String sandbox,
    String compileError,
    List<CaseResult> tests) {

  public static JudgeResult of(Settings s, String compileError, List<CaseResult> tests) {
    Verdict v = compileError != null ? Verdict.CE : Verdict.worst(tests.stream().map(CaseResult::verdict).toList());
    return new JudgeResult(v, s.solution(), s.language(), s.timeLimitMs(), s.memoryLimitKb(),
        s.memoryLimitAppliesTo(), s.memorySource(), s.sandbox(), compileError, List.copyOf(tests));
  }

  /** What a judgement was made with. */
  public record Settings(String solution, String language, long timeLimitMs, long memoryLimitKb,
      String memoryLimitAppliesTo, String memorySource, String sandbox) {}

  @JsonProperty
  public long passed() {
    return tests.stream().filter(t -> t.verdict() == Verdict.AC).count();
  }

  @JsonProperty
  public int total() {
    return tests.size();
  }

  @JsonIgnore
  public Optional<CaseResult> slowest() {
    return tests.stream().max(Comparator.comparingLong(CaseResult::cpuMs));
  }

  @JsonIgnore
  public Optional<CaseResult> heaviest() {
    boolean heap = "heap".equals(memoryLimitAppliesTo);
    return tests.stream().max(Comparator.comparingLong(t -> heap && t.heapKb() != null ? t.heapKb() : t.memoryKb()));
  }
}
