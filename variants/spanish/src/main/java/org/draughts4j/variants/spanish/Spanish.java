package org.draughts4j.variants.spanish;

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
 * Spanish draughts: 8x8 with h1 playable (1 = h1, White on 1-12), men capture forward only,
 * flying kings, crowning ends the move, and the quality law: the capture taking the most pieces,
 * then among those the most kings.
 */
public final class Spanish extends Variant {
    /** The long diagonal h1-a8. */
    static final int[] LONG_DIAGONAL = {1, 5, 10, 14, 19, 23, 28, 32};
    /** Threefold repetition on claim; the 20-move rule, the Forzosa and the Saque de peón, automatic. */
    private static final DrawRules DRAW_RULES =
        new DrawRules(3, false, List.of(
                DrawRule.quietMoves("no-man-move-20", 20, true).suppressedWhileRunning("forzosa-12", "saque-32"),
                DrawRule.persistent("forzosa-12", 12, true,
                        DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, LONG_DIAGONAL)),
                DrawRule.untilMaterialChanges("saque-32", 32, true,
                        DrawConditions.saqueDePeon(2, 9, 31, 24, LONG_DIAGONAL))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("spanish")}. */
    public Spanish() {
        super(Variant.builder("spanish")
                .aliases("damas", "damas-espanolas")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT_MIRRORED)
                        .menCaptureBackward(false)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS))
                .startFen("W:W1-12:B21-32")
                .pdnGameType(24)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/spanish/start.perft",
                        "/META-INF/draughts4j/suites/spanish/rules.perft"));
    }
}
