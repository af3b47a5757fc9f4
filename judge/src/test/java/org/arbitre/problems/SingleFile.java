package org.arbitre.problems;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Test helper: compiles a single-file solution (problems/SLUG/Main.java, default package) in
 * memory with {@code --release 8}, as a contestant's judge would, loads it in its own class
 * loader and calls its public static methods by reflection. No process, no files written.
 */
final class SingleFile {

  private static final Map<Path, Class<?>> LOADED = new ConcurrentHashMap<>();

  private final Class<?> main;

  private SingleFile(Class<?> main) {
    this.main = main;
  }

  /** problems/SLUG/Main.java under the repository root (system property arbitre.root). */
  static SingleFile problem(String slug) {
    Path root = Path.of(System.getProperty("arbitre.root", "."));
    return of(root.resolve("problems").resolve(slug).resolve("Main.java"));
  }

  static SingleFile of(Path source) {
    return new SingleFile(LOADED.computeIfAbsent(source.toAbsolutePath().normalize(), SingleFile::compile));
  }

  Class<?> mainClass() {
    return main;
  }

  /**
   * Calls the public static method {@code name} whose parameter types are {@code types} (ordinary
   * reflection on public members: what a program may call of another's).
   */
  Object call(String name, Class<?>[] types, Object... args) {
    try {
      return main.getMethod(name, types).invoke(null, args);
    } catch (InvocationTargetException e) {
      throw new AssertionError(name + " threw " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("cannot call " + name + ": " + e, e);
    }
  }

  /** Shorthand for a static method taking ints and returning an int. */
  int callInt(String name, int... args) {
    Class<?>[] types = new Class<?>[args.length];
    Object[] boxed = new Object[args.length];
    for (int i = 0; i < args.length; i++) {
      types[i] = int.class;
      boxed[i] = args[i];
    }
    return (Integer) call(name, types, boxed);
  }

  private static Class<?> compile(Path source) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new AssertionError("no system Java compiler: run the tests on a JDK");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<String, ByteArrayOutputStream> classes = new HashMap<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
      ForwardingJavaFileManager<StandardJavaFileManager> memory = new ForwardingJavaFileManager<>(files) {
        @Override
        public JavaFileObject getJavaFileForOutput(
            Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
          URI uri = URI.create("mem:///" + className.replace('.', '/') + kind.extension);
          return new SimpleJavaFileObject(uri, kind) {
            @Override
            public OutputStream openOutputStream() {
              return classes.computeIfAbsent(className, k -> new ByteArrayOutputStream());
            }
          };
        }
      };
      boolean ok = javac.getTask(null, memory, diagnostics, List.of("--release", "8", "-Xlint:-options"),
          null, files.getJavaFileObjects(source.toFile())).call();
      if (!ok) {
        throw new AssertionError(source + " does not compile with --release 8:\n"
            + diagnostics.getDiagnostics().stream().map(Object::toString).collect(Collectors.joining("\n")));
      }
      ClassLoader loader = new ClassLoader(SingleFile.class.getClassLoader()) {
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
          synchronized (getClassLoadingLock(name)) {
            ByteArrayOutputStream bytes = classes.get(name);
            if (bytes == null) {
              return super.loadClass(name, resolve); // JDK classes
            }
            Class<?> c = findLoadedClass(name); // the compiled file's own classes come first
            if (c == null) {
              byte[] b = bytes.toByteArray();
              c = defineClass(name, b, 0, b.length);
            }
            return c;
          }
        }
      };
      return loader.loadClass("Main");
    } catch (java.io.IOException | ClassNotFoundException e) {
      throw new AssertionError("cannot compile or load " + source + ": " + e, e);
    }
  }
}
