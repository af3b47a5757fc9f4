package org.arbitre.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The server is built on judge/'s use cases and its composition place ({@code org.arbitre.app}), never on its CLI. */
@AnalyzeClasses(packages = "org.arbitre.server", importOptions = ImportOption.DoNotIncludeTests.class)
class ServerArchitectureTest {
  @ArchTest
  static final ArchRule serverImportsNoCli = noClasses().that().resideInAPackage("org.arbitre.server..")
      .should().dependOnClassesThat().resideInAPackage("org.arbitre.cli..")
      .as("the server does not import org.arbitre.cli")
      .because("docs/architecture.md, Who may import what");
}
