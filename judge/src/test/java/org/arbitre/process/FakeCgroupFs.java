package org.arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A cgroup file system in a temporary folder that behaves as the kernel's does, after
 * Documentation/admin-guide/cgroup-v2.rst and cgroup-v1/{pids,memory}.rst: a new cgroup comes with
 * its interface files (the controllers' files only for the controllers its parent enabled for it,
 * in v2; its hierarchy's in v1); no other file can be made in it; {@code cgroup.subtree_control}
 * takes "+name" for a controller of its own {@code cgroup.controllers} and refuses it while the
 * cgroup has processes (the "no internal processes" rule; the root is exempt); {@code rmdir} works
 * on a cgroup full of files, but not while it has processes or children.
 */
final class FakeCgroupFs implements CgroupFs {
  private final Path root;
  private final boolean v2;
  private final java.util.Set<Path> refused = new java.util.HashSet<>();

  /** A v2 tree at {@code root} (its {@code cgroup.controllers} made by {@link #v2}) or v1 hierarchies under it. */
  private FakeCgroupFs(Path root, boolean v2) {
    this.root = root;
    this.v2 = v2;
  }

  /** A cgroup2 mount at {@code root} with these controllers, and the cgroup {@code own} (a path under it) made. */
  static FakeCgroupFs v2(Path root, String controllers, String own) throws IOException {
    Files.createDirectories(root);
    Files.writeString(root.resolve("cgroup.controllers"), controllers + "\n");
    Files.writeString(root.resolve("cgroup.subtree_control"), "");
    Files.writeString(root.resolve("cgroup.procs"), "1\n");
    FakeCgroupFs fs = new FakeCgroupFs(root, true);
    Path dir = root;
    for (String part : own.split("/")) {
      if (!part.isEmpty()) {
        dir = dir.resolve(part);
        // each level down to own gets what its parent has, so own's cgroup.controllers lists them
        fs.write(dir.getParent().resolve("cgroup.subtree_control"), "+" + String.join(" +", controllers.split(" ")));
        fs.mkdir(dir);
      }
    }
    return fs;
  }

  /** cgroup v1 hierarchies {@code root/pids} and {@code root/memory} (when asked), with {@code own} made in each. */
  static FakeCgroupFs v1(Path root, String own, boolean memory) throws IOException {
    FakeCgroupFs fs = new FakeCgroupFs(root, false);
    for (String h : memory ? List.of("pids", "memory") : List.of("pids")) {
      Path dir = root.resolve(h);
      Files.createDirectories(dir);
      Files.writeString(dir.resolve("cgroup.procs"), "1\n");
      for (String part : own.split("/")) {
        if (!part.isEmpty()) {
          dir = dir.resolve(part);
          fs.mkdir(dir);
        }
      }
    }
    return fs;
  }

  /** Makes {@code dir} a cgroup this process may not change (not delegated to it, and not root): EACCES. */
  void refuse(Path dir) {
    refused.add(dir);
  }

  @Override
  public void mkdir(Path dir) throws IOException {
    if (refused.contains(dir.getParent())) {
      throw new java.nio.file.AccessDeniedException(dir.toString());
    }
    if (Files.exists(dir)) {
      throw new FileAlreadyExistsException(dir.toString());
    }
    Files.createDirectory(dir);
    for (Map.Entry<String, String> f : interfaceFiles(dir).entrySet()) {
      Files.writeString(dir.resolve(f.getKey()), f.getValue());
    }
  }

  private Map<String, String> interfaceFiles(Path dir) throws IOException {
    Map<String, String> files = new LinkedHashMap<>();
    files.put("cgroup.procs", "");
    if (v2) {
      String given = Files.readString(dir.getParent().resolve("cgroup.subtree_control")).strip();
      files.put("cgroup.controllers", given.isEmpty() ? "" : given + "\n");
      files.put("cgroup.subtree_control", "");
      files.put("cgroup.events", "populated 0\nfrozen 0\n");
      List<String> on = given.isEmpty() ? List.of() : List.of(given.split(" "));
      if (on.contains("pids")) {
        files.put("pids.max", "max\n");
        files.put("pids.current", "0\n");
        files.put("pids.events", "max 0\n");
      }
      if (on.contains("memory")) {
        files.put("memory.max", "max\n");
        files.put("memory.current", "0\n");
        files.put("memory.peak", "0\n");
        files.put("memory.swap.max", "max\n");
        files.put("memory.events", "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\noom_group_kill 0\n");
      }
    } else if (dir.startsWith(root.resolve("pids"))) {
      files.put("tasks", "");
      files.put("pids.max", "max\n");
      files.put("pids.current", "0\n");
    } else if (dir.startsWith(root.resolve("memory"))) {
      files.put("tasks", "");
      files.put("memory.limit_in_bytes", "9223372036854771712\n");
      files.put("memory.memsw.limit_in_bytes", "9223372036854771712\n");
      files.put("memory.max_usage_in_bytes", "0\n");
      files.put("memory.failcnt", "0\n");
      files.put("memory.memsw.failcnt", "0\n");
      files.put("memory.usage_in_bytes", "0\n");
      files.put("memory.oom_control", "oom_kill_disable 0\nunder_oom 0\noom_kill 0\n");
    }
    return files;
  }

  @Override
  public void rmdir(Path dir) throws IOException {
    if (!Files.readString(dir.resolve("cgroup.procs")).isBlank()) {
      throw new FileSystemException(dir.toString(), null, "Device or resource busy");
    }
    try (Stream<Path> in = Files.list(dir)) {
      for (Path p : in.toList()) {
        if (Files.isDirectory(p)) {
          throw new DirectoryNotEmptyException(dir.toString()); // a child cgroup: EBUSY in the kernel
        }
        Files.delete(p);
      }
    }
    Files.delete(dir);
  }

  @Override
  public void write(Path file, String text) throws IOException {
    if (!Files.exists(file)) {
      throw new NoSuchFileException(file.toString()); // only the kernel makes files in a cgroup
    }
    Path dir = file.getParent();
    if (refused.contains(dir)) {
      throw new java.nio.file.AccessDeniedException(file.toString());
    }
    if (v2 && file.getFileName().toString().equals("cgroup.subtree_control")) {
      List<String> available = words(dir.resolve("cgroup.controllers"));
      List<String> on = new ArrayList<>(words(file));
      for (String w : text.strip().split("\\s+")) {
        String name = w.substring(1);
        if (!available.contains(name)) {
          throw new NoSuchFileException(file.toString(), null, "No such file or directory: " + name);
        }
        if (!dir.equals(root) && !Files.readString(dir.resolve("cgroup.procs")).isBlank()) {
          throw new FileSystemException(file.toString(), null, "Device or resource busy");
        }
        if (w.startsWith("+") && !on.contains(name)) {
          on.add(name);
        } else if (w.startsWith("-")) {
          on.remove(name);
        }
      }
      Files.writeString(file, on.isEmpty() ? "" : String.join(" ", on) + "\n");
    } else {
      Files.writeString(file, text);
    }
  }

  /** What the kernel does when a process enters {@code dir}, or its tasks change: for the tests. */
  void setProcs(Path dir, String... pids) throws IOException {
    Files.writeString(dir.resolve("cgroup.procs"), pids.length == 0 ? "" : String.join("\n", pids) + "\n");
    Files.writeString(dir.resolve("pids.current"), pids.length + "\n");
  }

  private static List<String> words(Path file) throws IOException {
    String t = Files.readString(file).strip();
    return t.isEmpty() ? List.of() : List.of(t.split("\\s+"));
  }
}
