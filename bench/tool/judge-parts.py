#!/usr/bin/env python3
"""Where the judge's own time goes (prints figures; asserts nothing): bench/tool/judge-parts.sh runs it.

Usage: judge_parts.py ROOT ROUNDS
  1. Start-up: the JVM alone, the tool's JVM with and without its class-data-sharing archive, the
     launcher, the judge command's model, every command's model.
  2. One run of one Othello case, a layer at a time: the program alone, under the run helper
     (arbitre-run), under the whole sandboxed chain the judge uses (helper, which enters the run's
     cgroups (an older chain: a shell) -> bwrap and its mounts -> setpriv -> program), each also around /bin/true
     (the layer's own cost). The sandboxed command line is the judge's own, read with strace from a
     one-case judge run (skipped without strace), replayed with a fresh scratch folder and cgroup.
  3. The judge on every Othello case, sandboxed and not: its wall time less the start-up less the
     runs' own wall times (from its JSON) is its bookkeeping per case (checker, files, folders,
     GC log, cgroup); the runs' wall times less the program's alone are the chain's cost per run.
Wall times: median over ROUNDS interleaved rounds (min beside it). CPU: user + sys of the whole
process tree (this script is a child subreaper, so nothing escapes), median. The load average is
printed: other work on the machine inflates wall times far more than CPU times.
"""
import ctypes, glob, json, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

root, rounds = sys.argv[1], int(sys.argv[2])
libc = ctypes.CDLL(None, use_errno=True)
libc.prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER: orphans (bwrap's PID 1) are reaped here, their CPU counted
work = tempfile.mkdtemp(prefix="judge-parts-")
jar = os.path.join(root, "server/target/arbitre.jar")
jsa = os.path.join(root, "server/target/arbitre.jsa")
cases = sorted(glob.glob(os.path.join(root, "tests/othello/*.in")))
one = os.path.join(root, "tests/othello/ex1.in")
load = lambda: " ".join(open("/proc/loadavg").read().split()[:3])


def reap():
    """Waits for every orphan that landed here (a subreaper), so its CPU is not counted in the next run."""
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            return


def run(argv, stdin="/dev/null", setup=None, cleanup=None):
    """(wall ms, cpu ms) of one run of argv, its whole tree waited for."""
    if setup:
        setup()
    fi = os.open(stdin, os.O_RDONLY)
    fo = os.open(os.path.join(work, "out"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    fe = os.open(os.path.join(work, "err"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter_ns()
    pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[
        (os.POSIX_SPAWN_DUP2, fi, 0), (os.POSIX_SPAWN_DUP2, fo, 1), (os.POSIX_SPAWN_DUP2, fe, 2)])
    os.waitpid(pid, 0)
    reap()
    t1 = time.perf_counter_ns()
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    for fd in (fi, fo, fe):
        os.close(fd)
    if cleanup:
        cleanup()
    return (t1 - t0) / 1e6, (r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime) * 1000


def measure(variants, stdin="/dev/null", n=rounds):
    """Median wall, min wall, median CPU of each variant (name -> argv or (argv, setup, cleanup)), interleaved."""
    got = {k: ([], []) for k in variants}
    for _ in range(n):
        for k, v in variants.items():
            argv, setup, cleanup = v if isinstance(v, tuple) else (v, None, None)
            w, c = run(argv, stdin, setup, cleanup)
            got[k][0].append(w)
            got[k][1].append(c)
    return {k: (statistics.median(w), min(w), statistics.median(c)) for k, (w, c) in got.items()}


def show(title, res, base=None):
    print(title)
    for k, (w, mn, c) in res.items():
        extra = ""
        if base and k != base:
            extra = "   +%6.1f ms wall, %+6.1f ms CPU" % (w - res[base][0], c - res[base][2])
        print("  %-44s %7.1f ms wall (min %6.1f)  %6.1f ms CPU%s" % (k, w, mn, c, extra))


print("judge parts: %d Othello cases, %d rounds, %d cores, load average %s" % (len(cases), rounds, os.cpu_count(), load()))

# 1. start-up
tool = ["java", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xss16m", "-Darbitre.root=" + root]
cds = ["-XX:SharedArchiveFile=" + jsa, "-Xlog:cds=off"] if os.path.exists(jsa) else []
res = measure({
    "JVM alone (java -version)": ["java", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-version"],
    "tool, no CDS archive: java -jar --version": tool + ["-jar", jar, "--version"],
    "tool: java -jar --version": tool + cds + ["-jar", jar, "--version"],
    "launcher: ./arbitre --version": [os.path.join(root, "arbitre"), "--version"],
    "./arbitre judge --help (its model)": [os.path.join(root, "arbitre"), "judge", "--help"],
    "./arbitre --help (every command's model)": [os.path.join(root, "arbitre"), "--help"],
})
show("1. start-up", res, "JVM alone (java -version)")
start_ms = res["launcher: ./arbitre --version"][0]
res_start_cpu = res["launcher: ./arbitre --version"][2]

# 2. one run, layer by layer: the judge's own command lines, from strace
one_dir = os.path.join(work, "one")
os.makedirs(one_dir)
for ext in (".in", ".out"):
    shutil.copy(one[:-3] + ext, one_dir)
chain = None
if shutil.which("strace"):
    tr = os.path.join(work, "trace")
    subprocess.run(["strace", "-f", "-qq", "-s", "65536", "-v", "-e", "trace=execve", "-o", tr,
                    os.path.join(root, "arbitre"), "judge", os.path.join(root, "problems/othello"), "--tests", one_dir],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   # the run server forks the program itself: its command line is in no execve
                   env=dict(os.environ, ARBITRE_JAVA_OPTS="-Darbitre.run-server=off"))
    reap()
    for line in open(tr):
        m = re.search(r'execve\("[^"]*arbitre-run", (\[.*?\]), \[', line)
        if m:
            chain = json.loads(m.group(1))
if chain is None:
    print("2. one run: skipped (strace is needed to read the judge's command line)")
else:
    # arbitre-run [-s] [-r] [-c CGROUP_PROCS]... REPORT CPU_S FSIZE_B PROGRAM...: the helper enters the run's
    # cgroups itself; an older chain does it in a shell (/bin/sh -c 'echo $$ > "$0" && exec "$@"' PROCS ...)
    i, procs = 1, []
    while chain[i] in ("-s", "-r", "-c"):
        if chain[i] == "-c":
            procs.append(chain[i + 1])
        i += 2 if chain[i] == "-c" else 1
    helper = chain[:i + 3]
    rest = chain[len(helper):]
    program = rest[rest.index("java"):] if "java" in rest else None
    if rest[:2] == ["/bin/sh", "-c"]:
        procs.append(rest[3])
    cgroups = [os.path.dirname(p) for p in procs]
    plain_helper = [a for j, a in enumerate(helper) if a != "-c" and (j == 0 or helper[j - 1] != "-c")]
    scratch = [rest[i + 1] for i, a in enumerate(rest) if a == "--bind"]
    nobody = 65534

    def setup():
        for p in scratch:  # the judge's scratch folder: the working folder and the GC log, nobody's
            if p.endswith(".log"):
                os.makedirs(os.path.dirname(p), exist_ok=True)
                open(p, "w").close()
            else:
                os.makedirs(p, exist_ok=True)
            os.chown(p, nobody, nobody)
        for cg in cgroups:  # the run's cgroups, made as the judge makes them (pids.max where a pids one)
            os.makedirs(cg, exist_ok=True)
            if os.path.exists(os.path.join(cg, "pids.max")):
                with open(os.path.join(cg, "pids.max"), "w") as f:
                    f.write("256")

    def cleanup():
        for cg in cgroups:
            for _ in range(200):
                try:
                    os.rmdir(cg)
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.005)

    sandboxed = rest[:len(rest) - len(program)]
    res = measure({
        "/bin/true": ["/bin/true"],
        "helper /bin/true": plain_helper + ["/bin/true"],
        "helper + sandbox /bin/true": (helper + sandboxed + ["/bin/true"], setup, cleanup),
        "Othello Main (java) alone": program,
        "helper + Othello Main": (plain_helper + program, setup, None),
        "helper + sandbox + Othello Main": (helper + sandboxed + program, setup, cleanup),
    }, stdin=one)
    show("2. one run of ex1, layer by layer (the sandbox: its cgroups, bwrap, %d mounts, setpriv)"
         % sum(1 for a in sandboxed if a in ("--bind", "--ro-bind", "--tmpfs", "--dir", "--proc", "--dev")), res,
         "Othello Main (java) alone")
    sb_cpu = res["helper + sandbox /bin/true"][2] - res["helper /bin/true"][2]
    sb_min = res["helper + sandbox /bin/true"][1] - res["helper /bin/true"][1]
    print("  the sandbox's own cost per run: %.1f ms CPU, %.1f ms wall at best (min); for %d cases %.0f ms CPU"
          % (sb_cpu, sb_min, len(cases), sb_cpu * len(cases)))

# files: the judge's outputs are fresh files each case; a shell loop's '>' truncates and rewrites
def rewrite(fresh, n=30):
    d = tempfile.mkdtemp(dir=work)
    p = os.path.join(d, "out")
    ts = []
    for _ in range(n):
        t0 = time.perf_counter_ns()
        if fresh and os.path.exists(p):
            os.unlink(p)
        fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.write(fd, b"1 7\n")
        os.close(fd)
        ts.append((time.perf_counter_ns() - t0) / 1e6)
        time.sleep(0.02)  # as between two cases
    return statistics.median(ts)
print("2b. an output file in %s (%s): truncated and rewritten %.2f ms, a fresh one %.2f ms (median)"
      % (work, subprocess.run(["stat", "-f", "-c", "%T", work], capture_output=True, text=True).stdout.strip(),
         rewrite(False), rewrite(True)))

# 3. the judge, every case: its bookkeeping per case
def judge(extra):
    out = os.path.join(work, "j.json")
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter_ns()
    with open(out, "w") as f:
        subprocess.run([os.path.join(root, "arbitre"), "judge", os.path.join(root, "problems/othello"), "--json"] + extra,
                       stdout=f, stderr=subprocess.DEVNULL)
    wall = (time.perf_counter_ns() - t0) / 1e6
    reap()
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime) * 1000
    tests = json.load(open(out))["tests"]
    return wall, sum(t["wallMs"] for t in tests), sum(t["cpuMs"] for t in tests), cpu


loop_cmd = ["java", "-Xmx16384k", "-Xss64m", "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError",
            "-Xlog:gc+heap=info,gc+heap+exit:file=%s/gc.log" % work, "-cp", os.path.join(work, "oth"), "Main"]
subprocess.run(["javac", "-encoding", "UTF-8", "-nowarn", "-d", os.path.join(work, "oth"),
                os.path.join(root, "problems/othello/Main.java")], check=True)
got = {"sandbox": [], "nosb": [], "loop": []}
for _ in range(rounds):
    t0 = time.perf_counter_ns()
    cpu = 0
    for c in cases:
        cpu += run(loop_cmd, c)[1]
    got["loop"].append(((time.perf_counter_ns() - t0) / 1e6, 0, 0, cpu))
    got["sandbox"].append(judge([]))
    got["nosb"].append(judge(["--no-sandbox"]))
med = lambda xs, i: statistics.median(x[i] for x in xs)
n = len(cases)
loop = med(got["loop"], 0)
print("3. the judge on %d cases (start-up taken as ./arbitre --version, %.0f ms wall, %.0f ms CPU)" % (n, start_ms, res_start_cpu))
start_cpu = res_start_cpu
print("  %-44s %7.0f ms, %5.1f ms per case; CPU %7.0f ms" % ("shell-style loop of the same java command", loop, loop / n,
                                                          med(got["loop"], 3)))
for k, label in (("sandbox", "./arbitre judge problems/othello"), ("nosb", "  the same, --no-sandbox")):
    wall, runs, cpu = med(got[k], 0), med(got[k], 1), med(got[k], 3)
    print("  %-44s %7.0f ms (ratio %.3f): per case %5.1f ms running (%+5.1f vs the loop), %5.1f ms between runs"
          % (label, wall, wall / loop, runs / n, (runs - loop) / n, (wall - start_ms - runs) / n))
    print("  %-44s CPU %7.0f ms (ratio %.3f), the programs' own (its JSON) %6.0f ms: the judge's own %5.1f ms per case"
          " beyond start-up" % ("", cpu, cpu / med(got["loop"], 3), med(got[k], 2), (cpu - med(got[k], 2) - start_cpu) / n))
print("load average after: %s" % load())
shutil.rmtree(work, ignore_errors=True)
