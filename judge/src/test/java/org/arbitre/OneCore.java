package org.arbitre;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class, or one test method, whose outcome depends on time but that keeps about one core
 * busy: one bot match (one bot thinks while the other is stopped), or one judged program at a
 * time. Failsafe (judge/pom.xml) runs these two at a time, after the tests that do not depend on
 * time and before the {@link RunsAlone} ones: two such tests share a two-core machine as two
 * games of a tournament do by default (one per core, docs/tournaments.md). A test that loads
 * more than one core (threads, programs at once, a fork bomb) or bounds a wall time closely is
 * {@link RunsAlone}; a method marked so in a class marked {@code OneCore} runs alone.
 */
@Tag("one-core")
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface OneCore {}
