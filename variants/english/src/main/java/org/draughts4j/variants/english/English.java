package org.draughts4j.variants.english;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * English draughts (American checkers): 8x8, Black on 1-12 moves first, men capture forward only,
 * kings move one square, free choice among captures, and crowning ends the move.
 */
public final class English extends Variant {
    /** Threefold repetition and 40 moves each without a man move or a capture, both on claim. */
    private static final DrawRules DRAW_RULES =
        new DrawRules(3, false, List.of(DrawRule.quietMoves("no-man-move-40", 40, false)));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("english")}. */
    public English() {
        super(Variant.builder("english")
                .aliases("checkers", "draughts", "american", "american-checkers")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .firstToMove(Color.BLACK)
                        .menCaptureBackward(false)
                        .flyingKings(false)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.FREE))
                .startFen("B:W21-32:B1-12")
                .pdnGameType(21)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/english/start.perft",
                        "/META-INF/draughts4j/suites/english/rules.perft"));
    }
}
