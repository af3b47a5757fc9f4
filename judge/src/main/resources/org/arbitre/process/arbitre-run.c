/*
 * arbitre-run: runs one program for the judge, measured and limited, in one exec.
 *
 *   arbitre-run [-s|-S] [-r] [-n BYTES [-u UID:GID]] [-c CGROUP_PROCS]... REPORT CPU_SECONDS FILE_BYTES PROGRAM [ARGUMENT...]
 *
 * Makes itself the leader of a new process group (so the judge can kill whatever the program
 * leaves behind) and, with -s when it has a controlling terminal, of a new session too (so the
 * program has none: what the sandbox needs, lest a program push keystrokes into the judge's
 * terminal with TIOCSTI; a new session costs 1-3 ms where the kernel's autogroup scheduling
 * makes a scheduling group per session, so it is made only when there is a terminal to leave,
 * and a run without the sandbox, which could open the terminal anyway, only gets a group); with
 * -S, of a new session always (a sandbox no cgroup holds together: in a session of its own, the
 * autogroup, a fork bomb shares the CPU with the judge as one group, not as hundreds of
 * processes against the judge's watchdog), sets RLIMIT_CPU and RLIMIT_FSIZE (0 = no limit; inherited by the
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
 * With -n (a run of a lane, below: the helper is root inside bubblewrap, with CAP_SYS_ADMIN), the
 * runner makes new mount, IPC and PID namespaces; its child, PID 1 there, mounts the run's own
 * /proc (/proc/sys read-only) and a tmpfs of BYTES on /dev/shm, enters the cgroups, forks PROGRAM
 * (with -u UID:GID, the fork first drops to that user and group for good, as the sandbox's setpriv
 * does for a run in a bubblewrap of its own: drop_to_run_user) and exits with its status (128 + N for signal N, as bubblewrap does), which ends the rest of the
 * namespace; then the runner deletes what the run left in the lane's /tmp.
 * Exits with the program's status, 128 + N when a signal killed it, 127 when it cannot start.
 *
 *   arbitre-run --serve
 *
 * serves many runs, one after the other or at once, for one judge: it reads requests on stdin
 * and answers on stdout, and forks one runner per request (a fork of this small process: no
 * exec of the helper, no start of a process by the JVM, no report file, for each test case).
 * A request is a 4-byte little-endian length, then that many bytes: NUL-terminated fields ID,
 * FOLDER, STDIN, STDOUT, STDERR (files: the program's working folder and standard streams, the
 * outputs created or truncated), N, then N environment entries NAME=VALUE (added to this
 * process's environment), then the arguments of the one-run form above with REPORT "-".
 * The runner opens the files and forks the program, which leads a new process group (and session,
 * with -s and a terminal, or -S); it answers "ID started RUNNER_PID PROGRAM_PID\n", and runs the program
 * as above. Once the program has ended, it kills what is left in the program's group and reaps
 * what of it was orphaned (the runner is a child subreaper), then sends the report as
 * "ID exit STATUS LENGTH\n" and LENGTH bytes of the report (STATUS: what the one-run form exits
 * with), and exits. When a runner has ended, this server answers "ID gone WAIT_STATUS\n" (a
 * runner killed before it could report sends only that). Each answer is one
 * write, so answers of runners at once do not mix. At the end of stdin (the judge has ended,
 * however), every runner gets a SIGTERM, on which it kills its program's group, and the server
 * exits once its runners have (2 s at most).
 *
 *   arbitre-run --serve --lane
 *
 * the same inside a lane's bubblewrap, set up once for many runs of the same mounts: fd 3 is the
 * host's root (opened before bubblewrap made its own), where a request's STDIN, STDOUT and STDERR
 * and the -c files (the run's cgroup.procs) are opened (openat2, RESOLVE_IN_ROOT), so that
 * neither the tests nor the cgroup folders need be visible in the sandbox; the program never holds
 * that fd (close-on-exec, and closed in the run's PID 1). Its runs are given -n.
 * Arbitre compiles this file once (cc -O2) into its cache; without a C compiler it chains
 * setsid, prlimit and GNU time instead.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <sched.h>
#include <time.h>
#include <unistd.h>
#include <grp.h>
#include <linux/capability.h>
#include <linux/openat2.h>

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

/* A lane's server (--serve --lane): fd 3 is the host's root, where a request's files are opened. */
static int host_root = -1;

/* Opens file, an absolute path of the host's when in a lane (so the files need not be visible in it). */
static int open_file(const char *file, int flags) {
  if (host_root < 0 || file[0] != '/') {
    return open(file, flags | O_CLOEXEC, 0666);
  }
  struct open_how how;
  memset(&how, 0, sizeof how);
  how.flags = (uint64_t) (flags | O_CLOEXEC);
  how.mode = (flags & O_CREAT) ? 0666 : 0;
  how.resolve = RESOLVE_IN_ROOT;
  return (int) syscall(SYS_openat2, host_root, file + 1, &how, sizeof how);
}

/*
 * Writes this process's pid to a cgroup.procs file: it enters that cgroup. 0, or an errno. In a
 * lane the file is opened in the host's root (open_file), so the lane shows no cgroup folder.
 */
static int enter(const char *procs) {
  int fd = open_file(procs, O_WRONLY);
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

/* Where a served run's report goes: the answer pipe and the run's ID (reply_fd < 0: the REPORT file). */
static int reply_fd = -1;
static const char *reply_id = NULL;
/* A served run's program, whose group a SIGTERM to the runner kills (the server's end). */
static volatile pid_t program_pid = 0;

static void on_term(int sig) {
  (void) sig;
  if (program_pid > 0) {
    kill(-program_pid, SIGKILL);
    kill(program_pid, SIGKILL);
  }
  _exit(128 + SIGTERM);
}

/* Sends this run's report, as the file would hold it, in one answer "ID exit STATUS LENGTH\n...". */
static void reply_report(int status, const char *text) {
  char msg[4096];
  int len = (int) strlen(text);
  int n = snprintf(msg, sizeof msg, "%s exit %d %d\n%s", reply_id, status, len, text);
  if (n > 0 && n < (int) sizeof msg) {
    ssize_t ignored = write(reply_fd, msg, n);
    (void) ignored;
  }
}

/* A lane's server: the names in its /tmp when it started (bubblewrap's mount points), NULL-ended. */
static char **lane_tmp = NULL;

static void lane_tmp_snapshot(void) {
  struct dirent **names;
  int n = scandir("/tmp", &names, NULL, NULL);
  lane_tmp = calloc(n > 0 ? (size_t) n + 1 : 1, sizeof *lane_tmp);
  for (int i = 0; i < n; i++) {
    lane_tmp[i] = strdup(names[i]->d_name);
    free(names[i]);
  }
  if (n > 0) {
    free(names);
  }
}

static int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw) {
  (void) st;
  (void) ftw;
  if (type == FTW_DP) {
    rmdir(path);
  } else {
    unlink(path);
  }
  return 0;
}

/* After a lane's run, once all its processes have ended: what it left in the lane's /tmp goes. */
static void lane_tmp_clean(void) {
  DIR *d = lane_tmp == NULL ? NULL : opendir("/tmp");
  if (d == NULL) {
    return;
  }
  struct dirent *e;
  char path[4096];
  while ((e = readdir(d)) != NULL) {
    int kept = strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0;
    for (char **k = lane_tmp; !kept && *k != NULL; k++) {
      kept = strcmp(*k, e->d_name) == 0;
    }
    if (!kept && snprintf(path, sizeof path, "/tmp/%s", e->d_name) < (int) sizeof path) {
      nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
    }
  }
  closedir(d);
}

/*
 * A lane's run (-n BYTES): the runner has made a new mount, IPC and PID namespace, and this child
 * is PID 1 of the last: it mounts the run's own /proc (/proc/sys read-only) and an empty tmpfs of
 * BYTES on /dev/shm, as bubblewrap does for one run. The lane's /tmp holds the run's folders
 * (bubblewrap's mount points): the runner empties the rest of it once the run has ended
 * (lane_tmp_clean). 0, or an errno.
 */
static int lane_setup(const char *bytes) {
  char opts[64];
  snprintf(opts, sizeof opts, "mode=1777,size=%s", bytes);
  unsigned long nosuid = MS_NOSUID | MS_NODEV;
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0
      || mount("proc", "/proc", "proc", nosuid | MS_NOEXEC, NULL) != 0
      || mount("/proc/sys", "/proc/sys", NULL, MS_BIND | MS_REC, NULL) != 0
      || mount(NULL, "/proc/sys", NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | nosuid | MS_NOEXEC, NULL) != 0
      || mount("tmpfs", "/dev/shm", "tmpfs", nosuid, opts) != 0) {
    return errno;
  }
  return 0;
}

/* -u UID:GID (a lane's run): the user and group the program runs as; -1 when not given. */
static long run_uid = -1;
static long run_gid = -1;

/* Reads UID:GID (two whole numbers below 2^31) into run_uid and run_gid; 0, or -1 when it is not that. */
static int parse_ids(const char *arg) {
  char *end;
  unsigned long uid = strtoul(arg, &end, 10);
  if (end == arg || *end != ':') {
    return -1;
  }
  const char *g = end + 1;
  unsigned long gid = strtoul(g, &end, 10);
  if (end == g || *end != '\0' || uid >= 0x7fffffffUL || gid >= 0x7fffffffUL) {
    return -1;
  }
  run_uid = (long) uid;
  run_gid = (long) gid;
  return 0;
}

/*
 * The drop of -u, for good, in the forked program of a lane's run (root there): what the sandbox's
 * setpriv does for a run in a bubblewrap of its own (no supplementary group, no inheritable
 * capability, the user and group ids), without its exec. no_new_privs (bubblewrap's already, set
 * again so the drop holds on its own), no inheritable capability, no supplementary group, then the
 * group and the user ids, all three of each; the change of user ends the permitted, effective and
 * ambient capabilities. A failed call ends the run: it never goes on as root.
 */
static void drop_to_run_user(void) {
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct caps[2];
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || syscall(SYS_capget, &header, caps) != 0) {
    perror("arbitre-run: dropping privileges");
    _exit(126);
  }
  caps[0].inheritable = 0;
  caps[1].inheritable = 0;
  if (syscall(SYS_capset, &header, caps) != 0 || setgroups(0, NULL) != 0
      || setresgid((gid_t) run_gid, (gid_t) run_gid, (gid_t) run_gid) != 0
      || setresuid((uid_t) run_uid, (uid_t) run_uid, (uid_t) run_uid) != 0) {
    perror("arbitre-run: dropping to the run's user");
    _exit(126);
  }
}

/*
 * PID 1 of a lane's run: forks the program (a failed exec is told through exec_fd, as the runner
 * expects), waits for it, exits with its status (128 + N when signal N killed it, as bubblewrap
 * does); its exit ends every other process of the namespace, which the kernel reaps here, their
 * rusage added to this process's children's, which the runner's wait4 reports.
 */
static void lane_init(int exec_fd, char **program) {
  pid_t pid = fork();
  if (pid < 0) {
    int e = errno;
    ssize_t ignored = write(exec_fd, &e, sizeof e);
    (void) ignored;
    _exit(127);
  }
  if (pid == 0) {
    if (run_uid >= 0) {
      /* from here on, what setpriv does in a bubblewrap of its own, so that a lane's run ends as
       * that one does: its message and status when the exec fails */
      drop_to_run_user();
      close(exec_fd);
      execvp(program[0], program);
      fprintf(stderr, "setpriv: failed to execute %s: %s\n", program[0], strerror(errno));
      _exit(errno == ENOENT ? 127 : 126);
    }
    execvp(program[0], program);
    int e = errno;
    ssize_t ignored = write(exec_fd, &e, sizeof e);
    (void) ignored;
    _exit(127);
  }
  close(exec_fd);
  int status = 0;
  for (;;) {
    int st;
    pid_t w = wait(&st);
    if (w < 0 && errno == EINTR) {
      continue;
    }
    if (w < 0 || w == pid) {
      status = st;
      break;
    }
  }
  _exit(WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status));
}

/* The one-run form: parses its arguments, runs the program, reports; returns the exit status. */
static int run_one(int argc, char **argv) {
  int session = argc > 1 && (strcmp(argv[1], "-s") == 0 || strcmp(argv[1], "-S") == 0);
  int always_session = session && argv[1][1] == 'S';
  if (session) {
    argv++;
    argc--;
  }
  int reap = argc > 1 && strcmp(argv[1], "-r") == 0;
  if (reap) {
    argv++;
    argc--;
  }
  const char *scratch_size = NULL; /* -n: a lane's run, see lane_setup */
  if (argc > 2 && strcmp(argv[1], "-n") == 0) {
    scratch_size = argv[2];
    argv += 2;
    argc -= 2;
  }
  if (argc > 2 && strcmp(argv[1], "-u") == 0) {
    if (scratch_size == NULL || parse_ids(argv[2]) != 0) {
      fprintf(stderr, "arbitre-run: -u needs -n and UID:GID, not '%s'\n", argv[2]);
      return 126;
    }
    argv += 2;
    argc -= 2;
  }
  const char *cgroups[MAX_CGROUPS];
  int ncgroups = 0;
  while (argc > 2 && strcmp(argv[1], "-c") == 0 && ncgroups < MAX_CGROUPS) {
    cgroups[ncgroups++] = argv[2];
    argv += 2;
    argc -= 2;
  }
  if (argc < 5) {
    fprintf(stderr, "usage: arbitre-run [-s] [-r] [-n BYTES [-u UID:GID]] [-c CGROUP_PROCS]... REPORT CPU_SECONDS FILE_BYTES PROGRAM [ARGUMENT...]\n");
    return 126;
  }
  /* Served, the program leads its group, not the runner: the runner kills what the program left
   * there and, a subreaper, reaps it before it reports (the one-run form leaves that to arbitre). */
  int served = reply_fd >= 0;
  if ((reap || served) && prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) {
    perror("arbitre-run: prctl");
    return 126;
  }
  /* each fails only for a group leader, which a freshly started program is not */
  int new_session = session && (always_session || has_terminal());
  if (!served && new_session) {
    setsid();
  } else if (!served) {
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
  sigset_t term, unblocked;
  sigemptyset(&term);
  sigaddset(&term, SIGTERM);
  if (served) {
    signal(SIGTERM, on_term);
    sigprocmask(SIG_BLOCK, &term, &unblocked); /* until program_pid is known */
  }
  if (scratch_size != NULL && unshare(CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWPID) != 0) {
    perror("arbitre-run: unshare");
    return 126;
  }
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pid_t pid = fork();
  if (pid < 0) {
    perror("arbitre-run: fork");
    return 126;
  }
  if (pid == 0) {
    close(fds[0]);
    if (served && new_session) {
      setsid();
    } else if (served) {
      setpgid(0, 0);
    }
    if (served) {
      signal(SIGTERM, SIG_DFL);
      sigprocmask(SIG_SETMASK, &unblocked, NULL);
    }
    int e = 0;
    for (int i = 0; i < ncgroups && e == 0; i++) {
      e = enter(cgroups[i]);
    }
    if (e == 0 && scratch_size != NULL) {
      if (host_root >= 0) {
        close(host_root); /* the run's PID 1 opens nothing more in the host's root */
        host_root = -1;
      }
      e = lane_setup(scratch_size);
      if (e == 0) {
        lane_init(fds[1], argv + 4); /* never returns */
      }
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
  if (!served) {
    /* the program's stdin and stdout are its own: held open here, a pipe to an interactive
     * partner would not reach end of file when the program closes its end */
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
      dup2(null, 0);
      dup2(null, 1);
      if (null > 1) {
        close(null);
      }
    }
  }
  if (served) {
    if (!new_session) {
      setpgid(pid, pid); /* as the child does: whichever runs first */
    }
    program_pid = pid;
    sigprocmask(SIG_SETMASK, &unblocked, NULL);
    char started[128];
    int len = snprintf(started, sizeof started, "%s started %ld %ld\n", reply_id, (long) getpid(), (long) pid);
    ssize_t ignored = write(reply_fd, started, len);
    (void) ignored;
  }
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
  if (served && !reap) {
    /* what the program left in its group: killed, and reaped here when it was orphaned */
    kill(-pid, SIGKILL);
    int ignored_status;
    while (waitpid(-pid, &ignored_status, 0) > 0 || errno == EINTR) {
    }
  }
  if (scratch_size != NULL) {
    lane_tmp_clean(); /* the run's PID namespace has ended: nothing of it is left to write there */
  }
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

  char text[1024];
  int result;
  if (n == (ssize_t) sizeof exec_errno) {
    snprintf(text, sizeof text, "cannot run %.900s: %s\n", argv[4], strerror(exec_errno));
    result = 127;
  } else {
    int off = 0;
    if (WIFSIGNALED(status)) {
      off = snprintf(text, sizeof text, "Command terminated by signal %d\n", WTERMSIG(status));
    }
    snprintf(text + off, sizeof text - off, "%.3f %.3f %.3f %ld\n", elapsed, seconds(ru.ru_utime), seconds(ru.ru_stime), ru.ru_maxrss);
    result = WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
  }
  if (reply_fd >= 0 && strcmp(argv[1], "-") == 0) {
    reply_report(result, text);
  } else {
    FILE *report = fopen(argv[1], "w");
    if (report != NULL) {
      fputs(text, report);
      fclose(report);
    }
  }
  return result;
}

/* Reads exactly len bytes; 0 at a clean end of file before the first byte, -1 on an error or a cut. */
static int read_full(int fd, void *buf, size_t len) {
  size_t got = 0;
  while (got < len) {
    ssize_t r = read(fd, (char *) buf + got, len - got);
    if (r < 0 && errno == EINTR) {
      continue;
    }
    if (r <= 0) {
      return got == 0 && r == 0 ? 0 : -1;
    }
    got += (size_t) r;
  }
  return 1;
}

/* A served run that could not start its program: the one answer a failed exec gives. */
static void cannot(const char *program, const char *what, const char *file) {
  char text[1024];
  snprintf(text, sizeof text, "cannot run %.400s: cannot %s %.400s: %s\n", program, what, file, strerror(errno));
  reply_report(127, text);
  _exit(127);
}

/* Opens file as fd target (0, 1 or 2) for the program. */
static void redirect(const char *program, const char *file, int flags, int target) {
  int fd = open_file(file, flags);
  if (fd < 0) {
    cannot(program, target == 0 ? "read" : "write", file);
  }
  if (fd == target) {
    fcntl(fd, F_SETFD, 0); /* the program's: not closed on exec */
  } else {
    dup2(fd, target);
    close(fd);
  }
}

#define MAX_RUNS 256

/* The runner: one request's run, in a child of the server. Never returns. */
static void runner(char **f, int nf, int requests, int events) {
  close(requests);
  close(events);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, SIG_DFL);
  signal(SIGCHLD, SIG_DFL);
  reply_id = f[0];
  if (nf < 6) {
    errno = EINVAL;
    cannot("?", "parse", "request");
  }
  int nenv = atoi(f[5]);
  int first = 6 + nenv; /* the one-run arguments: [-s] [-r] [-n B [-u U:G]] [-c P]... - CPU FSIZE PROGRAM... */
  if (nenv < 0 || first + 4 > nf) {
    errno = EINVAL;
    cannot("?", "parse", "request");
  }
  const char *program = f[nf - 1];
  for (int i = first; i < nf; i++) { /* PROGRAM is the 4th argument after the options */
    if (strcmp(f[i], "-s") == 0 || strcmp(f[i], "-r") == 0) {
      continue;
    }
    if (strcmp(f[i], "-c") == 0 || strcmp(f[i], "-n") == 0 || strcmp(f[i], "-u") == 0) {
      i++;
      continue;
    }
    program = i + 3 < nf ? f[i + 3] : program;
    break;
  }
  redirect(program, f[2], O_RDONLY, 0);
  redirect(program, f[3], O_WRONLY | O_CREAT | O_TRUNC, 1);
  redirect(program, f[4], O_WRONLY | O_CREAT | O_TRUNC, 2);
  if (chdir(f[1]) != 0) {
    cannot(program, "enter", f[1]);
  }
  for (int i = 0; i < nenv; i++) {
    putenv(f[6 + i]);
  }
  /* run_one reads argv[1..]: the slot before the arguments stands for the helper's own name */
  _exit(run_one(nf - first + 1, f + first - 1));
}

/* --serve: one runner per request until the end of stdin; see the top of this file. */
/* Removes a run whose runner has ended; returns its id (the caller frees it), NULL when pid was
 * none of them. */
static char *forget(pid_t pid, pid_t *pids, char **ids, int *runs) {
  for (int i = 0; i < *runs; i++) {
    if (pids[i] == pid) {
      char *id = ids[i];
      --*runs;
      pids[i] = pids[*runs];
      ids[i] = ids[*runs];
      return id;
    }
  }
  return NULL;
}

static int serve(void) {
  int requests = fcntl(0, F_DUPFD_CLOEXEC, 10);
  reply_fd = fcntl(1, F_DUPFD_CLOEXEC, 10);
  int null = open("/dev/null", O_RDWR | O_CLOEXEC);
  if (requests < 0 || reply_fd < 0 || null < 0) {
    perror("arbitre-run: --serve");
    return 126;
  }
  dup2(null, 0);
  dup2(null, 1);
  signal(SIGPIPE, SIG_IGN);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  int events = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  if (events < 0) {
    perror("arbitre-run: signalfd");
    return 126;
  }
  pid_t pids[MAX_RUNS];
  char *ids[MAX_RUNS];
  int runs = 0;
  for (;;) {
    struct pollfd p[2] = {{requests, POLLIN, 0}, {events, POLLIN, 0}};
    if (poll(p, 2, -1) < 0) {
      if (errno == EINTR) {
        continue;
      }
      perror("arbitre-run: poll");
      break;
    }
    if (p[1].revents & POLLIN) {
      struct signalfd_siginfo si;
      while (read(events, &si, sizeof si) == (ssize_t) sizeof si) {
      }
      int st;
      pid_t pid;
      while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
        char *id = forget(pid, pids, ids, &runs);
        if (id != NULL) {
          char msg[128];
          int len = snprintf(msg, sizeof msg, "%s gone %d\n", id, st);
          ssize_t ignored = write(reply_fd, msg, len);
          (void) ignored;
          free(id);
        }
      }
    }
    if (p[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      unsigned char head[4];
      int r = read_full(requests, head, 4);
      uint32_t size = (uint32_t) head[0] | (uint32_t) head[1] << 8 | (uint32_t) head[2] << 16 | (uint32_t) head[3] << 24;
      char *body = r == 1 && size > 0 && size < (1u << 24) ? malloc(size + 1) : NULL;
      if (body == NULL || read_full(requests, body, size) != 1) {
        break; /* the end of the requests (or a broken one): the judge has ended */
      }
      body[size] = '\0';
      int nf = 0;
      for (uint32_t i = 0; i < size; i++) {
        nf += body[i] == '\0';
      }
      char **f = calloc((size_t) nf + 1, sizeof *f);
      int k = 0;
      for (uint32_t i = 0; i < size && k < nf; i += (uint32_t) strlen(body + i) + 1) {
        f[k++] = body + i;
      }
      if (runs == MAX_RUNS || nf < 1) {
        char msg[160];
        int len = snprintf(msg, sizeof msg, "%.100s gone -1\n", nf > 0 ? f[0] : "?");
        ssize_t ignored = write(reply_fd, msg, len);
        (void) ignored;
      } else {
        pid_t pid = fork();
        if (pid == 0) {
          runner(f, nf, requests, events);
        }
        if (pid < 0) {
          char msg[160];
          int len = snprintf(msg, sizeof msg, "%.100s gone -1\n", f[0]);
          ssize_t ignored = write(reply_fd, msg, len);
          (void) ignored;
        } else {
          pids[runs] = pid;
          ids[runs++] = strdup(f[0]);
        }
      }
      free(f);
      free(body);
    }
  }
  for (int i = 0; i < runs; i++) {
    kill(pids[i], SIGTERM); /* the runner kills its program's group, then itself */
  }
  /* Wait for the runners (2 s at most), those just ending after their report too: the judge waits
   * for this server, so once it has exited no process of its runs is left. */
  struct timespec step = {0, 5 * 1000 * 1000};
  for (int t = 0; runs > 0 && t < 400; t++) {
    int st;
    pid_t pid;
    while (runs > 0 && (pid = waitpid(-1, &st, WNOHANG)) > 0) {
      free(forget(pid, pids, ids, &runs));
    }
    if (runs > 0) {
      nanosleep(&step, NULL);
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--serve") == 0) {
    return serve();
  }
  if (argc == 3 && strcmp(argv[1], "--serve") == 0 && strcmp(argv[2], "--lane") == 0) {
    host_root = fcntl(3, F_DUPFD_CLOEXEC, 10);
    if (host_root < 0) {
      perror("arbitre-run: --serve --lane: fd 3");
      return 126;
    }
    close(3);
    lane_tmp_snapshot();
    return serve();
  }
  return run_one(argc, argv);
}
