package org.draughts4j.variants.italian;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Italian draughts (dama italiana, FID rules): 8x8 with h1 playable and squares numbered from a8
 * (1) to h1 (32), White first, men capture forward only and may not take kings, kings move one
 * square, a man crowned during a capture ends the move there, and the Italian order of capture
 * precedence: most pieces, then with a king, then most kings, then the kings met first.
 */
public final class Italian extends Variant {
    /** Repetition of a position the fourth time, on claim; 40 moves each without a man move, automatic. */
    private static final DrawRules DRAW_RULES = new DrawRules(4, false, List.of(
            DrawRule.quietMoves("no-man-move-40", 40, true)));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("italian")}. */
    public Italian() {
        super(Variant.builder("italian")
                .aliases("dama-italiana", "italiana", "italian-draughts")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT_ITALIAN)
                        .menCaptureBackward(false)
                        .menCaptureKings(false)
                        .flyingKings(false)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.ITALIAN))
                .startFen("W:W21-32:B1-12")
                .pdnGameType(22)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/italian/start.perft",
                        "/META-INF/draughts4j/suites/italian/rules.perft"));
    }
}
