package org.arbitre.cli;

import picocli.CommandLine.Mixin;

/**
 * What {@code judge}, {@code test}, {@code run} and {@code stress} share: how the solution file is
 * built ({@code --java-release}, {@code --language}) and the context it runs in.
 */
final class SolutionOptions extends RunContext {
  @Mixin JavaReleaseOption javaRelease;

  @Mixin LanguageOption language;
}
