package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The two operations on a cgroup file system that differ from ordinary files: making a cgroup
 * (the kernel fills the new folder with its interface files) and removing one ({@code rmdir} of a
 * folder full of files, refused while processes are in it). Everything else, reading and writing
 * the interface files, is plain file I/O, but writes go through here too: the kernel refuses some
 * ({@code cgroup.subtree_control} of a cgroup with processes in it). The real one is the kernel's; tests use a fake tree in
 * a temporary folder that does what the kernel does ({@code RunCgroupsTest}).
 */
interface CgroupFs {
  /** Makes the cgroup {@code dir}; fails if it exists already ({@link java.nio.file.FileAlreadyExistsException}). */
  void mkdir(Path dir) throws IOException;

  /** Removes the cgroup {@code dir}; fails while a process is in it. */
  void rmdir(Path dir) throws IOException;

  /** Writes {@code text} to the interface file {@code file} (which the kernel made). */
  default void write(Path file, String text) throws IOException {
    Files.writeString(file, text);
  }

  /** The kernel's cgroup file systems (cgroup v1 hierarchies, cgroup2). */
  CgroupFs KERNEL = new CgroupFs() {
    @Override
    public void mkdir(Path dir) throws IOException {
      Files.createDirectory(dir);
    }

    @Override
    public void rmdir(Path dir) throws IOException {
      Files.delete(dir); // rmdir(2): a cgroup's interface files go with it
    }
  };
}
