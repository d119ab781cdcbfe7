package org.draughts4j.core.perft;

import java.util.List;
import java.util.Objects;
import org.draughts4j.core.perft.Perft;

/**
 * The outcome of checking one expectation of a {@link PerftRecord}.
 *
 * @param record the record
 * @param expectation the expectation checked
 * @param status passed, failed, or skipped because the expected count is over the node budget
 * @param actual the count found, or -1 when skipped
 * @param divide on a failure, the count at the expectation's depth split by root move (each
 *     entry holding its leaves at depth - 1), so that the wrong root move shows; empty otherwise
 * @param nanos the time the count took, in nanoseconds (0 when skipped)
 */
public record PerftResult(
        PerftRecord record,
        PerftRecord.Expectation expectation,
        Status status,
        long actual,
        List<Perft.Entry> divide,
        long nanos) {

    /** What became of an expectation. */
    public enum Status {
        /** The count matched. */
        PASSED,
        /** The count differed. */
        FAILED,
        /** Not counted: the expected count is over the node budget. */
        SKIPPED
    }

    /**
     * Validates the result and makes the divide immutable.
     *
     * @param record the record
     * @param expectation the expectation checked
     * @param status what became of it
     * @param actual the count found, or -1 when skipped
     * @param divide on a failure, the count split by root move; empty otherwise
     * @param nanos the time the count took, in nanoseconds (0 when skipped)
     * @throws NullPointerException if {@code record}, {@code expectation}, {@code status}, the
     *     divide or one of its entries is null
     */
    public PerftResult {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(expectation, "expectation");
        Objects.requireNonNull(status, "status");
        divide = List.copyOf(divide);
    }

    /** @return the record's id */
    public String id() {
        return record.id();
    }

    /** @return the depth checked */
    public int depth() {
        return expectation.depth();
    }

    /** @return {@code perft} or {@code paths}: how moves were counted */
    public String mode() {
        return expectation.mode();
    }

    /** @return the expected count */
    public long expected() {
        return expectation.nodes();
    }

    /** @return whether the count matched */
    public boolean passed() {
        return status == Status.PASSED;
    }

    /** @return whether the count differed */
    public boolean failed() {
        return status == Status.FAILED;
    }

    /** @return whether the expectation was over the budget and not counted */
    public boolean skipped() {
        return status == Status.SKIPPED;
    }

    /**
     * @return a one-line summary, such as {@code FAILED start perft 3: expected 658, got 657
     *     (suite.perft:5)}
     */
    public String summary() {
        StringBuilder text = new StringBuilder()
                .append(status).append(' ').append(id()).append(' ').append(mode()).append(' ').append(depth())
                .append(": expected ").append(expected());
        if (status == Status.SKIPPED) {
            text.append(", over the node budget");
        } else {
            text.append(", got ").append(actual);
        }
        text.append(" (").append(record.source());
        if (expectation.line() > 0) {
            text.append(':').append(expectation.line());
        }
        return text.append(')').toString();
    }

    /**
     * @return on a failure, the divide one line per root move ({@code <move>: <nodes>}); empty
     *     otherwise
     */
    public String divideText() {
        StringBuilder text = new StringBuilder();
        for (Perft.Entry entry : divide) {
            text.append(entry.move()).append(": ").append(entry.nodes()).append(System.lineSeparator());
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return summary();
    }
}
