package org.draughts4j.variants.portuguese;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Portuguese draughts (FPD "damas clássicas"): the Spanish move rules and numbering (8x8, h1
 * playable, 1 = h1), with the Portuguese draw rules.
 */
public final class Portuguese extends Variant {
    /** The long diagonal h1-a8. */
    static final int[] LONG_DIAGONAL = {1, 5, 10, 14, 19, 23, 28, 32};
    /**
     * Threefold repetition on claim; 20 moves each without a capture or promotion, and three kings (one on
     * the long diagonal) against a lone king for 12 moves each, automatic.
     */
    private static final DrawRules DRAW_RULES = new DrawRules(3, false, List.of(
            DrawRule.noCaptureOrPromotion("no-progress-20", 20, true),
            DrawRule.whileHolding("three-kings-12", 12, true,
                    DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, LONG_DIAGONAL))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("portuguese")}. */
    public Portuguese() {
        super(Variant.builder("portuguese")
                .aliases("damas-portuguesas", "damas-classicas", "portugal")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT_MIRRORED)
                        .menCaptureBackward(false)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS))
                .startFen("W:W1-12:B21-32")
                .pdnGameType(28)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/portuguese/start.perft",
                        "/META-INF/draughts4j/suites/portuguese/rules.perft"));
    }
}
