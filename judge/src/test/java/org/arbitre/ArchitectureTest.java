package org.arbitre;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Set;

/**
 * The rules of docs/architecture.md ("Who may import what" and the rules of the house), checked
 * on the compiled main classes of this module.
 */
@AnalyzeClasses(packages = "org.arbitre", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
  private static final String BASE = "org.arbitre";

  @ArchTest
  static final ArchRule gameImportsNothingElseOfTheTool = mayImport("game");

  @ArchTest
  static final ArchRule processImportsOnlyTheBase = mayImport("process", BASE);

  @ArchTest
  static final ArchRule langImportsProcess = mayImport("lang", "process", BASE);

  @ArchTest
  static final ArchRule judgeImportsLangAndProcess = mayImport("judge", "lang", "process", BASE);

  @ArchTest
  static final ArchRule refereeImportsGameLangAndProcess = mayImport("referee", "game", "lang", "process", BASE);

  @ArchTest
  static final ArchRule tournamentImportsRefereeAndBelow =
      mayImport("tournament", "referee", "game", "lang", "process", BASE);

  @ArchTest
  static final ArchRule solverImportsGameOnly = mayImport("solver", "game");

  @ArchTest
  static final ArchRule proofCheckerImportsGameOnly = classes().that().resideInAPackage(BASE + ".solver.check..")
      .should().onlyDependOnClassesThat(outsideTheTool().or(in(BASE + ".game..", BASE + ".solver.check..")))
      .as("solver/check/ (the proof checker) imports game/ only, not the rest of solver/");

  @ArchTest
  static final ArchRule nothingImportsCli = noClasses().that().resideOutsideOfPackage(BASE + ".cli..")
      .should().dependOnClassesThat().resideInAPackage(BASE + ".cli..")
      .as("nothing imports cli/");

  @ArchTest
  static final ArchRule appImportsNoCli = classes().that().resideInAPackage(BASE + ".app..")
      .should().onlyDependOnClassesThat().resideOutsideOfPackage(BASE + ".cli..")
      .as("app/ (the composition place) imports every layer but cli/");

  @ArchTest
  static final ArchRule onlyProcessStartsPrograms = noClasses().that().resideOutsideOfPackage(BASE + ".process..")
      .should().dependOnClassesThat().haveNameMatching("java\\.lang\\.ProcessBuilder(\\$.*)?")
      .orShould().callMethodWhere(call("Runtime.exec", Runtime.class, Set.of("exec")))
      .as("only process/ starts a program (ProcessBuilder, Runtime.exec)");

  @ArchTest
  static final ArchRule onlyAppReadsTheSystem = noClasses().that().resideOutsideOfPackage(BASE + ".app..")
      .should().callMethodWhere(call("System.getProperty/getProperties/getenv", System.class,
          Set.of("getProperty", "getProperties", "getenv")))
      .orShould().callMethodWhere(call("Boolean.getBoolean", Boolean.class, Set.of("getBoolean")))
      .orShould().callMethodWhere(call("Integer.getInteger", Integer.class, Set.of("getInteger")))
      .orShould().callMethodWhere(call("Long.getLong", Long.class, Set.of("getLong")))
      .as("only app/ reads system properties or the environment");

  /** Classes of {@code org.arbitre.<layer>} depend on their own layer, the given ones and nothing else of the tool. */
  private static ArchRule mayImport(String layer, String... allowed) {
    String[] packages = new String[allowed.length + 1];
    packages[0] = BASE + "." + layer + "..";
    for (int i = 0; i < allowed.length; i++) {
      packages[i + 1] = allowed[i].equals(BASE) ? BASE : BASE + "." + allowed[i] + "..";
    }
    return classes().that().resideInAPackage(BASE + "." + layer + "..")
        .should().onlyDependOnClassesThat(outsideTheTool().or(in(packages)))
        .as(layer + "/ imports " + (allowed.length == 0 ? "nothing else of the tool" : String.join(", ", allowed)))
        .because("docs/architecture.md, Who may import what");
  }

  private static DescribedPredicate<JavaClass> outsideTheTool() {
    return JavaClass.Predicates.resideOutsideOfPackage(BASE + "..");
  }

  private static DescribedPredicate<JavaClass> in(String... packages) {
    return JavaClass.Predicates.resideInAnyPackage(packages);
  }

  private static DescribedPredicate<JavaMethodCall> call(String description, Class<?> owner, Set<String> names) {
    return DescribedPredicate.describe(description,
        c -> c.getTarget().getOwner().isEquivalentTo(owner) && names.contains(c.getTarget().getName()));
  }
}
