package org.draughts4j.core;

import java.util.Set;

/**
 * A variant of draughts: the service interface every variant module provides.
 *
 * <p>A variant is mostly configuration: its {@link Traits} drive the shared move generator. A
 * module registers its implementation with {@code provides org.draughts4j.core.Rules with ...}
 * in its {@code module-info.java} and in {@code META-INF/services/org.draughts4j.core.Rules}, and
 * {@link Variants} finds it by name or alias. Implementations must be immutable and thread-safe.
 */
public interface Rules {

    /** @return the variant's canonical name in lower case, such as {@code international} */
    String name();

    /** @return other names the variant is known by, in lower case (may be empty) */
    default Set<String> aliases() {
        return Set.of();
    }

    /**
     * @return the variant's name as players write it, in a PDN {@code Variant} tag for example:
     *     by default the name with a capital initial ({@code Killer}); a variant whose name is
     *     written otherwise ({@code Sri Lankan}) overrides it
     */
    default String displayName() {
        String name = name();
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** @return the movement and capture traits */
    Traits traits();

    /** @return the start position in PDN FEN */
    String startFen();

    /** @return the PDN GameType number of the variant */
    int pdnGameType();

    /**
     * @return whether squares may also be written algebraically ({@code c3}) in FEN and moves, as
     *     in Russian and Brazilian
     */
    default boolean acceptsAlgebraicSquares() {
        return false;
    }

    /**
     * @return the variant's own perft suites (files in the format of docs/formats.md), which
     *     {@code draughts suite} runs when given no file; may be empty
     */
    default java.util.List<java.net.URL> perftSuites() {
        return java.util.List.of();
    }

    /**
     * @return the separator between the squares of a capture written with algebraic squares:
     *     {@code x} by default, {@code :} in Russian
     */
    default char algebraicCaptureSeparator() {
        return 'x';
    }

    /**
     * @return the variant's draw rules (docs/variants.md, "Draws"); by default only threefold repetition,
     *     on claim
     */
    default DrawRules drawRules() {
        return DrawRules.REPETITION_ON_CLAIM;
    }

    /** @return the board */
    default Geometry geometry() {
        return traits().geometry();
    }
}
