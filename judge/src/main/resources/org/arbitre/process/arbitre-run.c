/*
 * arbitre-run: runs one program for the judge, measured and limited, in one exec.
 *
 *   arbitre-run [-s] [-r] [-c CGROUP_PROCS]... REPORT CPU_SECONDS FILE_BYTES PROGRAM [ARGUMENT...]
 *
 * Makes itself the leader of a new process group (so the judge can kill whatever the program
 * leaves behind) and, with -s when it has a controlling terminal, of a new session too (so the
 * program has none: what the sandbox needs, lest a program push keystrokes into the judge's
 * terminal with TIOCSTI; a new session costs 1-3 ms where the kernel's autogroup scheduling
 * makes a scheduling group per session, so it is made only when there is a terminal to leave,
 * and a run without the sandbox, which could open the terminal anyway, only gets a group), sets RLIMIT_CPU and RLIMIT_FSIZE (0 = no limit; inherited by the
 * program), forks and execs PROGRAM, waits for it with wait4 and writes to REPORT, as GNU time
 * with the format "%e %U %S %M" does:
 *
 *   [Command terminated by signal N]
 *   ELAPSED_S USER_S SYS_S MAXRSS_KB
 *
 * or, when PROGRAM cannot be executed, the one line "cannot run PROGRAM: REASON".
 * The figures are the kernel's rusage of the program and of every descendant it waited for.
 * With -r (PROGRAM is bubblewrap with its own PID namespace), it is also a child subreaper and,
 * after PROGRAM, waits for every process that lands on it: bwrap exits as soon as its PID 1 has
 * told it the program's status, without reaping that PID 1, so the rusage of the program (which
 * PID 1 reaped) would be lost; orphaned to this helper, PID 1 is reaped here and its figures are
 * added (CPU summed, peak resident the largest). Only with -r: without a PID namespace an orphan
 * the program daemonized would land here and keep the helper waiting.
 * With -c (repeatable), the child writes its pid to each CGROUP_PROCS file (a cgroup's
 * cgroup.procs) before it execs PROGRAM: the program starts in those cgroups, and this helper
 * stays out of them. A failed write is reported as a failed exec ("cannot run").
 * Exits with the program's status, 128 + N when a signal killed it, 127 when it cannot start.
 * Arbitre compiles this file once (cc -O2) into its cache; without a C compiler it chains
 * setsid, prlimit and GNU time instead.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) { return tv.tv_sec + tv.tv_usec / 1e6; }

static void limit(int resource, const char *value) {
  char *end;
  unsigned long long v = strtoull(value, &end, 10);
  if (*end != '\0') {
    fprintf(stderr, "arbitre-run: bad limit '%s'\n", value);
    exit(126);
  }
  if (v > 0) {
    struct rlimit rl = {(rlim_t) v, (rlim_t) v};
    if (setrlimit(resource, &rl) != 0) {
      perror("arbitre-run: setrlimit");
      exit(126);
    }
  }
}

/* Writes this process's pid to a cgroup.procs file: it enters that cgroup. 0, or an errno. */
static int enter(const char *procs) {
  int fd = open(procs, O_WRONLY | O_CLOEXEC);
  if (fd < 0) {
    return errno;
  }
  char pid[32];
  int len = snprintf(pid, sizeof pid, "%ld\n", (long) getpid());
  int e = write(fd, pid, len) == len ? 0 : errno;
  close(fd);
  return e;
}

#define MAX_CGROUPS 4

/* Whether this process has a controlling terminal (/dev/tty opens only then). */
static int has_terminal(void) {
  int fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    return 0;
  }
  close(fd);
  return 1;
}

int main(int argc, char **argv) {
  int session = argc > 1 && strcmp(argv[1], "-s") == 0;
  if (session) {
    argv++;
    argc--;
  }
  int reap = argc > 1 && strcmp(argv[1], "-r") == 0;
  if (reap) {
    argv++;
    argc--;
  }
  const char *cgroups[MAX_CGROUPS];
  int ncgroups = 0;
  while (argc > 2 && strcmp(argv[1], "-c") == 0 && ncgroups < MAX_CGROUPS) {
    cgroups[ncgroups++] = argv[2];
    argv += 2;
    argc -= 2;
  }
  if (argc < 5) {
    fprintf(stderr, "usage: arbitre-run [-s] [-r] [-c CGROUP_PROCS]... REPORT CPU_SECONDS FILE_BYTES PROGRAM [ARGUMENT...]\n");
    return 126;
  }
  if (reap && prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) {
    perror("arbitre-run: prctl");
    return 126;
  }
  /* each fails only for a group leader, which a freshly started program is not */
  if (session && has_terminal()) {
    setsid();
  } else {
    setpgid(0, 0);
  }
  limit(RLIMIT_CPU, argv[2]);
  limit(RLIMIT_FSIZE, argv[3]);

  /* The child reports a failed exec through a close-on-exec pipe: EOF means the exec worked. */
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) {
    perror("arbitre-run: pipe");
    return 126;
  }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pid_t pid = fork();
  if (pid < 0) {
    perror("arbitre-run: fork");
    return 126;
  }
  if (pid == 0) {
    close(fds[0]);
    int e = 0;
    for (int i = 0; i < ncgroups && e == 0; i++) {
      e = enter(cgroups[i]);
    }
    if (e == 0) {
      execvp(argv[4], argv + 4);
      e = errno;
    }
    ssize_t ignored = write(fds[1], &e, sizeof e);
    (void) ignored;
    _exit(127);
  }
  close(fds[1]);
  int exec_errno = 0;
  ssize_t n;
  while ((n = read(fds[0], &exec_errno, sizeof exec_errno)) < 0 && errno == EINTR) {
  }
  close(fds[0]);
  int status;
  struct rusage ru;
  while (wait4(pid, &status, 0, &ru) < 0) {
    if (errno != EINTR) {
      perror("arbitre-run: wait4");
      return 126;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  if (reap) {
    struct rusage orphan;
    int ignored_status;
    for (;;) {
      if (wait4(-1, &ignored_status, 0, &orphan) < 0) {
        if (errno == EINTR) {
          continue;
        }
        break; /* ECHILD: nothing left */
      }
      timeradd(&ru.ru_utime, &orphan.ru_utime, &ru.ru_utime);
      timeradd(&ru.ru_stime, &orphan.ru_stime, &ru.ru_stime);
      if (orphan.ru_maxrss > ru.ru_maxrss) {
        ru.ru_maxrss = orphan.ru_maxrss;
      }
    }
  }
  double elapsed = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;

  FILE *report = fopen(argv[1], "w");
  if (report != NULL && n == (ssize_t) sizeof exec_errno) {
    fprintf(report, "cannot run %s: %s\n", argv[4], strerror(exec_errno));
    fclose(report);
    return 127;
  }
  if (report != NULL) {
    if (WIFSIGNALED(status)) {
      fprintf(report, "Command terminated by signal %d\n", WTERMSIG(status));
    }
    fprintf(report, "%.3f %.3f %.3f %ld\n", elapsed, seconds(ru.ru_utime), seconds(ru.ru_stime), ru.ru_maxrss);
    fclose(report);
  }
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}
