package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The push game's single-file bots (problems/push-*), compiled for the tests with javax.tools
 * exactly as a contestant must ({@code javac --release 8}), into a folder of the caller's choice.
 */
final class PushBotFiles {
  static final List<String> SLUGS = List.of("push-random", "push-greedy", "push-bot");

  private PushBotFiles() {}

  static Path source(String slug) {
    return Path.of(System.getProperty("arbitre.root", ".."), "problems", slug, "Main.java");
  }

  /** Compiles problems/SLUG/Main.java into {@code out}; fails the test with the diagnostics. */
  static Path compile(String slug, Path out) throws IOException {
    Files.createDirectories(out);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter diagnostics = new StringWriter();
    boolean ok = javac.getTask(diagnostics, null, null,
        List.of("--release", "8", "-Xlint:-options", "-d", out.toString()), null,
        javac.getStandardFileManager(null, null, null).getJavaFileObjects(source(slug).toFile()))
        .call();
    assertTrue(ok, slug + " must compile with --release 8:\n" + diagnostics);
    return out;
  }

  /** A static method of the compiled class Main in {@code dir}, in its own class loader. */
  static Method method(Path dir, String name, Class<?>... types)
      throws ReflectiveOperationException, IOException {
    @SuppressWarnings("resource") // the loader lives as long as the test class
    URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null);
    return loader.loadClass("Main").getMethod(name, types);
  }

  /**
   * push-bot's Board (built by {@code newBoard(n, k)}) holding the reference's cells (0 empty, 1,
   * 2), each set with its {@code set(cell, colour)}.
   */
  static Object board(Constructor<?> newBoard, Method set, int n, int k, byte[] cells)
      throws ReflectiveOperationException {
    Object b = newBoard.newInstance(n, k);
    for (int c = 0; c < cells.length; c++) {
      if (cells[c] != 0) {
        set.invoke(b, c, (int) cells[c]);
      }
    }
    return b;
  }

  /** The value of push-bot's static int constant {@code name} (WIN, MATE_ZONE, QFLIP...). */
  static int constant(Class<?> main, String name) throws ReflectiveOperationException {
    Field f = main.getDeclaredField(name);
    f.setAccessible(true);
    return f.getInt(null);
  }
}
