package org.draughts4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/** Spark's Hadoop client cannot run on Java 23 or later: a start there says so, not "getSubject is not supported". */
class SparkJavaVersionTest {

    @Test
    void theRefusedSubjectIsToldAsTheJavaToRunOn() {
        UnsupportedOperationException refused = new UnsupportedOperationException("getSubject is not supported");

        UnsupportedOperationException told = DraughtsSpark.explained(refused);

        assertThat(told.getMessage())
                .startsWith("Spark does not run on Java " + Runtime.version().feature() + ":")
                .contains("Subject.getSubject")
                .endsWith("run it on Java 17 or 21");
        assertThat(told.getCause()).isSameAs(refused);
    }

    @Test
    void anotherUnsupportedOperationPassesUnchanged() {
        UnsupportedOperationException other = new UnsupportedOperationException("something else");

        assertThat(DraughtsSpark.explained(other)).isSameAs(other);
        UnsupportedOperationException bare = new UnsupportedOperationException();
        assertThat(DraughtsSpark.explained(bare)).isSameAs(bare);
    }

    /** Runs only on Java 23 or later, where the start really fails (JDK 25: 2026-12-04). */
    @Test
    void aStartOnJava23OrLaterSaysWhichJavaToUse() {
        assumeTrue(Runtime.version().feature() >= 23, "Spark starts on this Java");

        assertThatThrownBy(() -> DraughtsSpark.start("local[1]", "on a later Java", true))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("run it on Java 17 or 21");
    }
}
