package org.draughts4j.core.perft;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One record of a perft suite: a position and the node counts expected below it.
 *
 * @param source the file (or other source) the record was read from, for messages
 * @param line the line the record starts on, counted from 1
 * @param id the record's identifier
 * @param variant the variant named by the record, or {@code null} when it names none and the
 *     suite is run with a default variant
 * @param variantLine the line of the {@code variant} key, or 0 when there is none
 * @param fen the position, in PDN FEN
 * @param fenLine the line of the {@code fen} key
 * @param expectations the node counts expected, in file order (at least one)
 */
public record PerftRecord(
        String source,
        int line,
        String id,
        String variant,
        int variantLine,
        String fen,
        int fenLine,
        List<Expectation> expectations) {

    /**
     * Validates the record and makes the expectation list immutable.
     *
     * @param source the file (or other source) the record was read from
     * @param line the line the record starts on, counted from 1
     * @param id the record's identifier
     * @param variant the variant named by the record, or {@code null} for none
     * @param variantLine the line of the {@code variant} key, or 0 when there is none
     * @param fen the position, in PDN FEN
     * @param fenLine the line of the {@code fen} key
     * @param expectations the node counts expected, in file order
     * @throws NullPointerException if {@code source}, {@code id}, {@code fen}, the expectations or
     *     one of them is null
     * @throws IllegalArgumentException if there is no expectation
     */
    public PerftRecord {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(fen, "fen");
        expectations = List.copyOf(expectations);
        if (expectations.isEmpty()) {
            throw new IllegalArgumentException("record " + id + " expects no node count");
        }
    }

    /** @return the variant named by the record, if any */
    public Optional<String> variantName() {
        return Optional.ofNullable(variant);
    }

    /**
     * One {@code perft <depth> <nodes>} (or {@code paths <depth> <nodes>}) line.
     *
     * @param depth the depth, at least 1
     * @param nodes the expected number of leaves at that depth
     * @param paths true for a {@code paths} line: counted with {@link
     *     org.draughts4j.core.perft.PerftOptions#PATHS}, where captures taking the same pieces in another
     *     order count separately
     * @param line the line it was read from, counted from 1 (0 if not read from a file)
     */
    public record Expectation(int depth, long nodes, boolean paths, int line) {

        /**
         * Validates the depth and the node count.
         *
         * @param depth the depth, at least 1
         * @param nodes the expected number of leaves at that depth, at least 0
         * @param paths true for a {@code paths} line, false for a {@code perft} line
         * @param line the line it was read from, counted from 1 (0 if not read from a file)
         * @throws IllegalArgumentException if the depth is below 1 or the node count negative
         */
        public Expectation {
            if (depth < 1) {
                throw new IllegalArgumentException("depth must be at least 1, not " + depth);
            }
            if (nodes < 0) {
                throw new IllegalArgumentException("node count must not be negative: " + nodes);
            }
        }

        /** @return {@code perft} or {@code paths}, the key this expectation is written with */
        public String mode() {
            return paths ? "paths" : "perft";
        }
    }
}
