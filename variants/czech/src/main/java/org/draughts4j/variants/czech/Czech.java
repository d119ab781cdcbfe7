package org.draughts4j.variants.czech;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Czech draughts (česká dáma, ČFD rules): 8x8 numbered as Russian (and algebraically), White
 * first, men capture forward only, flying kings, a man crowned during a capture ends the move, and
 * a king must capture if one can; otherwise the choice is free.
 */
public final class Czech extends Variant {
    /** Threefold repetition on claim; 15 moves each without a man move or capture, automatic. */
    private static final DrawRules DRAW_RULES = new DrawRules(3, false, List.of(
            DrawRule.quietMoves("no-man-move-15", 15, true)));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("czech")}. */
    public Czech() {
        super(Variant.builder("czech")
                .aliases("ceska-dama", "czech-draughts")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .menCaptureBackward(false)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.KING_MUST_CAPTURE))
                .startFen("W:W21-32:B1-12")
                .pdnGameType(29)
                .algebraicSquares(true)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/czech/start.perft",
                        "/META-INF/draughts4j/suites/czech/rules.perft"));
    }
}
