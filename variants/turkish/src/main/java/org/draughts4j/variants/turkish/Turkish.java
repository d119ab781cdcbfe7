package org.draughts4j.variants.turkish;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Turkish draughts (dama): all 64 squares of an 8x8 board, 16 men each on the second and third
 * rows; men move and capture one square forward, left or right; kings move and capture any
 * distance along rows and columns; captured pieces leave the board at once, jump by jump, and a
 * capture may not turn back 180 degrees between two jumps; the capture of the most pieces is
 * compulsory (a king counts one); a man crowned during a capture goes on as a king.
 *
 * <p>Squares are algebraic only ({@code d3-d4}, {@code d4xd6}); as numbers, 1 is a1 and 64 is h8.
 * The other reading of crowning during a capture (the man goes on as a man) is {@code
 * traits().promotionInCapture(PromotionInCapture.STAYS_MAN)}.
 */
public final class Turkish extends Variant {
    /** Threefold repetition, on claim; one piece against one piece, drawn at once. */
    private static final DrawRules DRAW_RULES = new DrawRules(3, false, List.of(
            DrawRule.atOnce("one-against-one", true, DrawConditions.onePieceEach())));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("turkish")}. */
    public Turkish() {
        super(Variant.builder("turkish")
                .aliases("dama", "turkish-draughts", "turk")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT_ALL_SQUARES)
                        .menCaptureBackward(false)
                        .captureRemoval(CaptureRemoval.JUMP_BY_JUMP)
                        .captureMayTurnBack(false)
                        .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)
                        .capturePrecedence(CapturePrecedence.MOST_PIECES))
                .startFen("W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7")
                .pdnGameType(30)
                .algebraicSquares(true)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/turkish/start.perft",
                        "/META-INF/draughts4j/suites/turkish/rules.perft"));
    }
}
