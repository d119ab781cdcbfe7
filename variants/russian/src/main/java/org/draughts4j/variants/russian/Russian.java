package org.draughts4j.variants.russian;

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
 * Russian draughts (shashki): 8x8, men capture backward, flying kings, free choice among captures,
 * and a man reaching the far row during a capture is crowned at once and goes on capturing as a
 * king. Squares are numbered 1-32 and may be written algebraically (a1 = 29).
 */
public final class Russian extends Variant {
    /** The long diagonal a1-h8. */
    static final int[] LONG_DIAGONAL = {29, 25, 22, 18, 15, 11, 8, 4};
    /** Threefold repetition and the counted rules of the Russian table, all automatic. */
    private static final DrawRules DRAW_RULES =
        new DrawRules(3, true, List.of(
                DrawRule.whileHolding("three-kings-15", 15, true, DrawConditions.againstLoneKing(3, 12, 3, false)),
                DrawRule.quietMoves("kings-only-15", 15, true),
                DrawRule.whileHolding("long-diagonal-5", 5, true,
                        DrawConditions.againstLoneKingHolding(3, 3, 1, LONG_DIAGONAL)),
                DrawRule.whileHolding("endgame-5", 5, true, DrawConditions.againstLoneKing(1, 2, 1, true)),
                DrawRule.whileHolding("balance-30", 30, true, DrawConditions.bothSidesWithKings(4, 5)),
                DrawRule.whileHolding("balance-60", 60, true, DrawConditions.bothSidesWithKings(6, 7))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("russian")}. */
    public Russian() {
        super(Variant.builder("russian")
                .aliases("shashki", "russkie", "russian-draughts")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)
                        .capturePrecedence(CapturePrecedence.FREE))
                .startFen("W:W21-32:B1-12")
                .pdnGameType(25)
                .algebraicSquares(true)
                .algebraicCaptureSeparator(':')
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/russian/start.perft",
                        "/META-INF/draughts4j/suites/russian/rules.perft"));
    }
}
