package org.draughts4j.core.pdn;

import java.util.Objects;

/**
 * A comment of the movetext.
 *
 * @param text the text between the delimiters, as written (not trimmed)
 * @param kind how it was written
 */
public record PdnComment(String text, Kind kind) implements PdnElement {

    /** How a comment was written. */
    public enum Kind {
        /** {@code { ... }}, the PDN comment. */
        BRACE,
        /** {@code ; ...} up to the end of the line. */
        LINE,
        /**
         * Text in parentheses that is not a variation (some files write their commentary as
         * {@code (Roberto's first choice.)}).
         */
        PARENTHESES,
        /** Text glued to the end of a move without a delimiter, as in {@code 8-11Redoverstepped...}. */
        GLUED
    }

    /**
     * Checks that neither part is null.
     *
     * @param text the text between the delimiters, as written
     * @param kind how it was written
     * @throws NullPointerException if either is null
     */
    public PdnComment {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
    }

    /**
     * @param text the comment
     * @return a brace comment
     */
    public static PdnComment of(String text) {
        return new PdnComment(text, Kind.BRACE);
    }
}
