package org.arbitre.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * {@code verify}'s progress on a terminal (and without NO_COLOR): a bar on stderr, submissions
 * judged of all, while the submissions run; nothing elsewhere (a pipe, a file, a test).
 */
final class VerifyProgress {
  private final boolean shown;
  private ProgressBar bar;
  private boolean closed;

  /** {@code noColor}: the {@code NO_COLOR} variable (null when unset). */
  VerifyProgress(String noColor) {
    shown = System.console() != null && noColor == null;
  }

  synchronized void step(int done, int total) {
    if (!shown || closed || total == 0) {
      return;
    }
    if (bar == null) {
      bar = new ProgressBarBuilder().setTaskName("submissions").setInitialMax(total)
          .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500).continuousUpdate().build();
    }
    bar.stepTo(done);
  }

  /** Ends the bar (before the table is printed); idempotent. */
  synchronized void close() {
    closed = true;
    if (bar != null) {
      bar.close();
      bar = null;
    }
  }
}
