package org.arbitre.server;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * An integration test (class or method) that runs alone: failsafe (server/pom.xml) runs the other
 * classes in two JVMs at once, then these one at a time, as the judge module does with its own
 * {@code RunsAlone} (the same tag). Its outcome depends on time (a lease shorter than the pause
 * between two steps under load, a real solution within its CPU limit), so a test beside it could
 * change its outcome.
 */
@Tag("alone")
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@interface RunsAlone {}
