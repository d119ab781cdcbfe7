package org.draughts4j.variants.brazilian;

import java.util.List;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Brazilian draughts: the International rules on an 8x8 board (men capture backward, flying kings,
 * the capture taking the most pieces is compulsory, a man passing the far row during a capture
 * stays a man), numbered 1-32 with algebraic squares also accepted.
 */
public final class Brazilian extends Variant {
    /**
     * Threefold repetition, 20 king-only moves each, and the endgame counts of 10 and 5 moves, all
     * automatic.
     */
    private static final DrawRules DRAW_RULES =
        new DrawRules(3, true, List.of(
                DrawRule.quietMoves("kings-only-20", 20, true),
                DrawRule.whileHolding("endgame-10", 10, true, DrawConditions.againstLoneKing(3, 3, 1, true)),
                DrawRule.whileHolding("endgame-5", 5, true, DrawConditions.againstLoneKing(1, 2, 1, true))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("brazilian")}. */
    public Brazilian() {
        super(Variant.builder("brazilian")
                .aliases("brazil", "brasileiro")
                .traits(Traits.international().geometry(Geometry.EIGHT_BY_EIGHT))
                .startFen("W:W21-32:B1-12")
                .pdnGameType(26)
                .algebraicSquares(true)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/brazilian/start.perft",
                        "/META-INF/draughts4j/suites/brazilian/rules.perft"));
    }
}
