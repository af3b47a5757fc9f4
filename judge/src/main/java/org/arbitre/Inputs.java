package org.arbitre;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * The files a user names, checked before they are used, so a mistake is one clear line (a
 * {@link UserError}) naming the file: missing, a broken link, a folder, unreadable; and output
 * files checked before any work is done (a report written after a long run must not fail then).
 */
public final class Inputs {
  private Inputs() {}

  /** {@code file} exists, is a file and can be read; {@code what} names it in the message ("solution"). */
  public static Path readableFile(Path file, String what) {
    if (!Files.exists(file)) {
      throw new UserError(Files.exists(file, LinkOption.NOFOLLOW_LINKS)
          ? what + " " + file + " is a broken link" : "no such " + what + ": " + file);
    }
    if (Files.isDirectory(file)) {
      throw new UserError(what + " " + file + " is a directory, not a file");
    }
    if (!Files.isReadable(file)) {
      throw new UserError("cannot read the " + what + " " + file + " (permission denied)");
    }
    return file;
  }

  /** The bytes of a file the user named; a read that fails (a device, an I/O error) is their error. */
  public static byte[] read(Path file, String what) {
    readableFile(file, what);
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UserError("cannot read the " + what + " " + file + ": " + e.getMessage());
    }
  }

  /** A file that will be written: not a folder, in a folder that exists (or can be made) and can be written. */
  public static Path writableFile(Path file, String what) {
    if (Files.isDirectory(file)) {
      throw new UserError(what + " " + file + " is a directory: give a file name");
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null && !Files.isDirectory(parent)) {
      try {
        Files.createDirectories(parent);
      } catch (IOException e) {
        throw new UserError("cannot create the folder of the " + what + " " + file + ": " + e.getMessage());
      }
    }
    if (parent != null && !Files.isWritable(parent)) {
      throw new UserError("cannot write the " + what + " " + file + ": its folder is not writable");
    }
    if (Files.exists(file) && !Files.isWritable(file)) {
      throw new UserError("cannot write the " + what + " " + file + " (permission denied)");
    }
    return file;
  }

  /** A folder that will be written, made if missing ({@code option} names it in the error lines). */
  public static Path writableFolder(Path dir, String option) {
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new UserError(option + " " + dir + ": is a file, not a folder");
    }
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UserError(option + " " + dir + ": cannot make the folder (" + e.getMessage() + ")");
    }
    if (!Files.isWritable(dir)) {
      throw new UserError(option + " " + dir + ": not a writable folder");
    }
    return dir;
  }
}
