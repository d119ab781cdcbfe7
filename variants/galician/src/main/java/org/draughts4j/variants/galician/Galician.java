package org.draughts4j.variants.galician;

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
 * Galician draughts: the Spanish movement and capture rules (h1 playable, 1 = h1, flying kings,
 * the quality law); it differs from Spanish only in its draw rules. Its PDN GameType is 24, with
 * a Variant tag naming it.
 */
public final class Galician extends Variant {
    /** The long diagonal h1-a8. */
    static final int[] LONG_DIAGONAL = {1, 5, 10, 14, 19, 23, 28, 32};
    /** Threefold repetition, the 20-move rule and the Forzosa, all on claim. */
    private static final DrawRules DRAW_RULES =
        new DrawRules(3, false, List.of(
                DrawRule.quietMoves("no-man-move-20", 20, false).suppressedWhileRunning("forzosa-12"),
                DrawRule.persistent("forzosa-12", 12, false,
                        DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, LONG_DIAGONAL))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("galician")}. */
    public Galician() {
        super(Variant.builder("galician")
                .aliases("damas-gallegas", "xogo-de-damas")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT_MIRRORED)
                        .menCaptureBackward(false)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS))
                .startFen("W:W1-12:B21-32")
                .pdnGameType(24)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/galician/start.perft",
                        "/META-INF/draughts4j/suites/galician/rules.perft"));
    }
}
