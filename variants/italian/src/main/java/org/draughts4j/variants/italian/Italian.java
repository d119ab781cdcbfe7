package org.draughts4j.variants.italian;

import java.util.List;
import java.util.Set;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Italian draughts (dama italiana, FID rules): 8x8 with h1 playable and squares numbered from a8
 * (1) to h1 (32), White first, men capture forward only and may not take kings, kings move one
 * square, a man crowned during a capture ends the move there, and the Italian order of capture
 * precedence: most pieces, then with a king, then most kings, then the kings met first.
 */
public final class Italian extends VariantRules {
    private static final DrawRules DRAW_RULES = new DrawRules(4, false, List.of(
            DrawRule.quietMoves("no-man-move-40", 40, true)));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("italian")}. */
    public Italian() {
        super("italian", Set.of("dama-italiana", "italiana", "italian-draughts"),
                Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT_ITALIAN)
                        .menCaptureBackward(false)
                        .menCaptureKings(false)
                        .flyingKings(false)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.ITALIAN),
                "W:W21-32:B1-12", 22, false,
                "/META-INF/draughts4j/suites/italian/start.perft",
                "/META-INF/draughts4j/suites/italian/rules.perft");
    }

    /** Repetition of a position the fourth time, on claim; 40 moves each without a man move, automatic. */
    @Override
    public DrawRules drawRules() {
        return DRAW_RULES;
    }
}
