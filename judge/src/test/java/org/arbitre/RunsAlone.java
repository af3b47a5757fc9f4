package org.arbitre;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class, or one test method, that runs alone: surefire and failsafe (judge/pom.xml) run the
 * other classes and methods in two JVMs at once (failsafe the {@link OneCore} ones after the
 * others), then these one at a time. Its outcome depends on
 * time (a bot's clock per move, a bound on wall time, a real solution within its CPU limit, a
 * measured figure) or it loads the machine on purpose (a fork bomb, busy threads), so a test beside
 * it could change its outcome, or it the other's. A class whose other methods do not depend on
 * time marks only the methods that do: its other methods then run beside other classes.
 */
@Tag("alone")
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface RunsAlone {}
