package org.arbitre.tournament;

import java.util.List;
import java.util.Map;
import org.arbitre.UserError;

/** {@code tournament --shard I/N}: one slice of a schedule, as given or from a batch system's variables. */
public final class Shard {
  private Shard() {
  }

  /**
   * {@code I/N} as given, or made from the batch system's variables: {@code auto} from a Slurm
   * job array (task id counted from the array's minimum), {@code auto/N} from a Kubernetes
   * Indexed Job's completion index (from 0).
   */
  public static String spec(String text, Map<String, String> env) {
    String t = text.strip();
    if (t.equals("auto") && env.containsKey("SLURM_ARRAY_TASK_ID")) {
      int id = Integer.parseInt(env.get("SLURM_ARRAY_TASK_ID"));
      int min = Integer.parseInt(env.getOrDefault("SLURM_ARRAY_TASK_MIN", "0"));
      String count = env.get("SLURM_ARRAY_TASK_COUNT");
      if (count == null) {
        throw new UserError("--shard auto: SLURM_ARRAY_TASK_COUNT is not set");
      }
      return (id - min + 1) + "/" + count;
    }
    if (t.startsWith("auto/") && env.containsKey("JOB_COMPLETION_INDEX")) {
      return (Integer.parseInt(env.get("JOB_COMPLETION_INDEX")) + 1) + t.substring(4);
    }
    if (t.startsWith("auto")) {
      throw new UserError("--shard " + t + ": no SLURM_ARRAY_TASK_ID (auto) or JOB_COMPLETION_INDEX (auto/N) here");
    }
    return t;
  }

  /** The games of {@code schedule} in the slice {@code text} names ({@link #spec}); a malformed slice is a user error. */
  public static List<ScheduledGame> of(Schedule schedule, String text, Map<String, String> env) {
    try {
      String[] f = spec(text, env).split("/");
      return schedule.shard(Integer.parseInt(f[0]), Integer.parseInt(f[1]));
    } catch (RuntimeException e) {
      if (e instanceof UserError u) {
        throw u;
      }
      throw new UserError("--shard " + text + ": write I/N, e.g. 2/4");
    }
  }
}
