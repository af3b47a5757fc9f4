package org.arbitre.judge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Test cases on N threads at once ({@code judge --jobs N}). A case takes one of N slots (a folder
 * of the scratch folder with its own working folder and output files) for its run and its check;
 * results are handed on in case order. With {@code failFast} the first failing case in case order
 * ends the run: every case before it runs (a thread may reach it after a later case has failed),
 * no case after it starts.
 */
final class ParallelCases {
  /** One case in a slot folder. */
  @FunctionalInterface
  interface CaseRun {
    CaseResult run(Path slot, TestCase tc) throws IOException;
  }

  private final int jobs;
  private final Path scratch;

  ParallelCases(int jobs, Path scratch) {
    this.jobs = jobs;
    this.scratch = scratch;
  }

  List<CaseResult> run(List<TestCase> cases, boolean failFast, Consumer<CaseResult> onCase, CaseRun caseRun)
      throws IOException {
    BlockingQueue<Path> slots = new ArrayBlockingQueue<>(jobs);
    for (int i = 0; i < jobs; i++) {
      slots.add(Files.createDirectories(scratch.resolve("slot-" + i)));
    }
    // the index of the first failing case in case order so far (fail-fast): a case after it does
    // not start; one before it still runs, even when it starts after the failure in time
    AtomicInteger firstFailure = new AtomicInteger(Integer.MAX_VALUE);
    ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
      Thread t = new Thread(r, "arbitre-case");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<CaseResult>> futures = new ArrayList<>();
      for (int i = 0; i < cases.size(); i++) {
        TestCase tc = cases.get(i);
        int index = i;
        futures.add(pool.submit(() -> {
          if (index > firstFailure.get()) {
            return null;
          }
          Path slot = slots.take();
          try {
            if (index > firstFailure.get()) { // a case before it failed while it waited for a slot
              return null;
            }
            CaseResult r = caseRun.run(slot, tc);
            if (failFast && r.verdict() != Verdict.AC) {
              firstFailure.accumulateAndGet(index, Math::min);
            }
            return r;
          } finally {
            slots.add(slot);
          }
        }));
      }
      List<CaseResult> results = new ArrayList<>();
      for (Future<CaseResult> f : futures) {
        CaseResult r = get(f);
        if (r == null) {
          break;
        }
        results.add(r);
        onCase.accept(r);
        if (failFast && r.verdict() != Verdict.AC) {
          break;
        }
      }
      return results;
    } finally {
      // cases not started yet return at once; a case running (after a failure) ends before the
      // scratch folder it writes in is deleted
      firstFailure.set(-1);
      pool.shutdown();
      awaitQuietly(pool);
    }
  }

  private static void awaitQuietly(ExecutorService pool) {
    boolean interrupted = false;
    while (true) {
      try {
        if (pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES)) {
          break;
        }
      } catch (InterruptedException e) {
        interrupted = true;
        pool.shutdownNow();
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private static CaseResult get(Future<CaseResult> f) throws IOException {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while judging", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      } else if (cause instanceof UncheckedIOException u) {
        throw u.getCause();
      } else if (cause instanceof RuntimeException re) {
        throw re;
      } else if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    }
  }
}
