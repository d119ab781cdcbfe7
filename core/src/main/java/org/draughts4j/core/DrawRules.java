package org.draughts4j.core;

import java.util.List;

/**
 * The draw rules of a variant: repetition of a position, then the counted rules in the order of
 * the table of docs/variants.md, which is the order in which simultaneous draws are named.
 *
 * @param repetitions how many times the same position with the same side to move makes a draw (3),
 *     or 0 for a variant without a repetition draw
 * @param repetitionAutomatic whether that draw is automatic (else a player may claim it)
 * @param rules the counted rules
 */
public record DrawRules(int repetitions, boolean repetitionAutomatic, List<DrawRule> rules) {
    /** The id of the repetition draw. */
    public static final String REPETITION = "repetition";
    /** The id of a draw the players agreed ({@link Game#agreeDraw()}). */
    public static final String AGREEMENT = "agreement";

    /** No draw rule but threefold repetition, on claim. */
    public static final DrawRules REPETITION_ON_CLAIM = new DrawRules(3, false, List.of());

    /** No draw rule at all: a draw only by agreement (Breakthrough). */
    public static final DrawRules NONE = new DrawRules(0, false, List.of());

    /**
     * International draughts' draw rules (FMJD), which Killer, Canadian and Sri Lankan share:
     * threefold repetition, 25 king-only moves each, and the endgame counts of 16 and 5 moves,
     * all automatic.
     */
    public static final DrawRules INTERNATIONAL = new DrawRules(3, true, List.of(
            DrawRule.quietMoves("kings-only-25", 25, true),
            DrawRule.whileHolding("endgame-16", 16, true, DrawConditions.againstLoneKing(3, 3, 1, true)),
            DrawRule.whileHolding("endgame-5", 5, true, DrawConditions.againstLoneKing(1, 2, 1, true))));

    /**
     * Validates and copies.
     *
     * @param repetitions how many occurrences of a position make a draw, at least 2; or 0 for none
     * @param repetitionAutomatic whether that draw is automatic (else a player may claim it)
     * @param rules the counted rules, in the order in which simultaneous draws are named
     * @throws IllegalArgumentException if {@code repetitions} is 1 or negative
     * @throws NullPointerException if {@code rules} or one of them is null
     */
    public DrawRules {
        if (repetitions != 0 && repetitions < 2) {
            throw new IllegalArgumentException(
                    "a repetition draw needs at least 2 occurrences (or 0 for none), not " + repetitions);
        }
        rules = List.copyOf(rules);
    }

    /** @return whether repeating a position can draw the game */
    public boolean hasRepetition() {
        return repetitions > 0;
    }

    /**
     * @param id the id of one of the counted rules, such as {@code kings-only-25}
     * @return the rule with that id
     * @throws IllegalArgumentException if no counted rule has that id (the repetition draw is none)
     */
    public DrawRule rule(String id) {
        for (DrawRule rule : rules) {
            if (rule.id().equals(id)) {
                return rule;
            }
        }
        throw new IllegalArgumentException("no draw rule " + id);
    }
}
