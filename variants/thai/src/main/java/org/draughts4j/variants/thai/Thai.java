package org.draughts4j.variants.thai;

import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.KingLanding;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Thai draughts (mak-hos): 8x8 numbered as English draughts (and algebraically), 8 men each on
 * two rows, Black first, men capture forward only, kings fly but land on the square directly
 * behind the piece they take, captured pieces leave the board at once (so a king may turn back
 * along its line), a man crowned during a capture ends the move, and free choice among captures.
 */
public final class Thai extends Variant {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("thai")}. */
    public Thai() {
        super(Variant.builder("thai")
                .aliases("mak-hos", "makhos", "thai-draughts")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .firstToMove(Color.BLACK)
                        .menCaptureBackward(false)
                        .kingLanding(KingLanding.DIRECTLY_BEHIND)
                        .captureRemoval(CaptureRemoval.JUMP_BY_JUMP)
                        .captureMayTurnBack(true)
                        .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                        .capturePrecedence(CapturePrecedence.FREE))
                .startFen("B:W25-32:B1-8")
                .pdnGameType(31)
                .algebraicSquares(true)
                .perftSuites("/META-INF/draughts4j/suites/thai/start.perft",
                        "/META-INF/draughts4j/suites/thai/rules.perft"));
    }
}
