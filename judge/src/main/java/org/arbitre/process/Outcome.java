package org.arbitre.process;

/** How a run ended, as seen by the process layer (the judge maps it to a verdict). */
public enum Outcome {
  /** Exited by itself; look at the exit code. */
  EXITED,
  /** Killed by a signal it did not get from us (segfault, abort...). */
  SIGNALED,
  /** Stopped by us: CPU time over the limit. */
  CPU_LIMIT,
  /** Stopped by us: wall time over the limit (a sleeper, a blocked read). */
  WALL_LIMIT,
  /** Stopped by us: resident memory over the limit. */
  MEMORY_LIMIT,
  /** Stopped by us: stdout grew beyond the output cap. */
  OUTPUT_LIMIT,
  /** Could not be started at all (no such executable...). */
  FAILED_TO_START
}
