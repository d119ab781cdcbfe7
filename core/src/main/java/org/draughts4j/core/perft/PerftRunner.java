package org.draughts4j.core.perft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Position;
import org.draughts4j.core.UnknownVariantException;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;

/**
 * Checks the records of perft suites within a node budget.
 *
 * <p>Every expectation whose expected count is at most the budget is counted and compared; the
 * others are reported as skipped, so that a default test run stays quick and a deeper run is one
 * larger budget away. The count a file gives is only a claim: a walk that searches more than
 * {@code 4 * budget * (depth + 1)} positions (at least a million) is stopped and reported as
 * skipped too, so that no record counts for ever. A failure carries a divide at its depth, so that the wrong root move shows.
 *
 * <p>Before counting anything, {@link #run} resolves every record: its variant (by {@link
 * Variant#byName}, or the default variant when it names none) and its FEN; a record that cannot
 * be resolved raises a {@link PerftSuiteException} naming the file and line.
 *
 * <p>Instances are immutable; {@link #run} may be called from several threads.
 */
public final class PerftRunner {
    private final Variant defaultVariant;
    private final long budget;

    /** The fewest positions the walk of a record within the budget may search (see {@link #check}). */
    static final long WALK_FLOOR = 1_000_000;
    private final Function<String, Variant> resolver;

    /**
     * @param defaultVariant the variant of records that name none; may be {@code null}, and then
     *     every record must name its variant
     * @param budget the largest expected node count to check
     * @throws IllegalArgumentException if the budget is negative
     */
    public PerftRunner(Variant defaultVariant, long budget) {
        this(defaultVariant, budget, Variant::byName);
    }

    /**
     * @param defaultVariant the variant of records that name none; may be {@code null}
     * @param budget the largest expected node count to check
     * @param resolver finds a variant by the name a record gives, throwing {@link
     *     UnknownVariantException} (or another {@link IllegalArgumentException}) if none answers
     * @throws IllegalArgumentException if the budget is negative
     */
    public PerftRunner(Variant defaultVariant, long budget, Function<String, Variant> resolver) {
        if (budget < 0) {
            throw new IllegalArgumentException("the node budget must not be negative: " + budget);
        }
        this.defaultVariant = defaultVariant;
        this.budget = budget;
        this.resolver = Objects.requireNonNull(resolver, "resolver");
    }

    /** @return the largest expected node count this runner checks */
    public long budget() {
        return budget;
    }

    /** @return the variant of records that name none, or {@code null} */
    public Variant defaultVariant() {
        return defaultVariant;
    }

    /**
     * Checks every record.
     *
     * @param records the records, as read by {@link PerftSuiteParser}
     * @return one result per expectation, in record and file order
     * @throws PerftSuiteException if a record names an unknown variant, names none and there is no
     *     default, or has a FEN that does not parse (nothing is counted then)
     */
    public List<PerftResult> run(List<PerftRecord> records) {
        return run(records, result -> {});
    }

    /**
     * Checks every record, handing each result to {@code listener} as soon as it is known (for
     * progress output).
     *
     * @param records the records, as read by {@link PerftSuiteParser}
     * @param listener called once per result, in order, on the calling thread
     * @return one result per expectation, in record and file order
     * @throws PerftSuiteException if a record cannot be resolved (nothing is counted then)
     */
    public List<PerftResult> run(List<PerftRecord> records, Consumer<? super PerftResult> listener) {
        Objects.requireNonNull(listener, "listener");
        List<Position> positions = new ArrayList<>(records.size());
        for (PerftRecord record : records) {
            positions.add(position(record));
        }
        List<PerftResult> results = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            PerftRecord record = records.get(i);
            Position position = positions.get(i);
            for (PerftRecord.Expectation expectation : record.expectations()) {
                PerftResult result = check(record, position, expectation);
                results.add(result);
                listener.accept(result);
            }
        }
        return Collections.unmodifiableList(results);
    }

    /**
     * Resolves a record's variant and position.
     *
     * @param record a record of a suite
     * @return the record's position, in its own variant or, when it names none, in the runner's
     *     default variant
     * @throws PerftSuiteException if the variant is unknown or missing or the FEN does not parse
     */
    public Position position(PerftRecord record) {
        Variant variant;
        if (record.variant() == null) {
            if (defaultVariant == null) {
                throw new PerftSuiteException(record.source(), record.line(), record.id(),
                        "record names no variant and no default variant was given");
            }
            variant = defaultVariant;
        } else {
            try {
                variant = resolver.apply(record.variant());
            } catch (IllegalArgumentException e) {
                throw new PerftSuiteException(record.source(), record.variantLine(), record.variant(),
                        e.getMessage(), e);
            }
            if (variant == null) {
                throw new PerftSuiteException(record.source(), record.variantLine(), record.variant(),
                        "unknown variant");
            }
        }
        try {
            return Position.fromFen(variant, record.fen());
        } catch (InvalidFenException e) {
            throw new PerftSuiteException(record.source(), record.fenLine(), record.fen(),
                    "record '" + InputLimits.quote(record.id()) + "': " + e.getMessage(), e);
        }
    }

    private PerftResult check(PerftRecord record, Position position, PerftRecord.Expectation expectation) {
        if (expectation.nodes() > budget) {
            return new PerftResult(record, expectation, PerftResult.Status.SKIPPED, -1, List.of(), 0);
        }
        // The file's count is only a claim: the walk is bounded too, or a line "perft 40 1" would
        // pass any budget and count for ever. A tree of N leaves searches about N positions a ply of
        // depth and the leaves, more where lines end early: four times that of the budget, and at
        // least WALK_FLOOR, is room for any honest record; a walk past it is not checked.
        int depth = expectation.depth();
        long walk = Math.max(WALK_FLOOR, budget > Long.MAX_VALUE / 4 / (depth + 1L) ? Long.MAX_VALUE
                : 4 * budget * (depth + 1L));
        PerftOptions options = (expectation.paths() ? PerftOptions.PATHS : PerftOptions.DEFAULT).withMaxNodes(walk);
        long start = System.nanoTime();
        long actual;
        try {
            actual = Perft.count(position, depth, options);
        } catch (PerftCancelledException e) {
            return new PerftResult(record, expectation, PerftResult.Status.SKIPPED, -1, List.of(), 0);
        }
        long nanos = System.nanoTime() - start;
        if (actual == expectation.nodes()) {
            return new PerftResult(record, expectation, PerftResult.Status.PASSED, actual, List.of(), nanos);
        }
        // The tree just counted, in full: each root move's count is a walk of its own, whose sum may
        // pass the bound the whole count fit under.
        List<Perft.Entry> divide = Perft.divide(position, depth, options.withMaxNodes(Long.MAX_VALUE));
        return new PerftResult(record, expectation, PerftResult.Status.FAILED, actual, divide, nanos);
    }
}
