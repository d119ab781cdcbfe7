package org.draughts4j.core.perft;

import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * A variant on each kind of stack, for the tests of perft's walk and table in this package (the
 * tests that need the real variants are in the tests module): one board word, two words, towers,
 * and the counts of one king's moves.
 */
final class Boards {
    static final Variant INTERNATIONAL = variant("ten", Traits.international(), "W:W31-50:B1-20");
    static final Variant CANADIAN = variant("twelve", Traits.international().geometry(Geometry.TWELVE_BY_TWELVE),
            "W:W43-72:B1-30");
    static final Variant FRISIAN = variant("ten-orthogonal", Traits.international().orthogonalCaptures(true)
            .capturePrecedence(CapturePrecedence.FRISIAN).kingMoveLimit(3), "W:W31-50:B1-20");
    static final Variant TOWERS = variant("eight-towers", Traits.international().geometry(Geometry.EIGHT_BY_EIGHT)
            .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING).capturePrecedence(CapturePrecedence.FREE)
            .towers(true).captureRemoval(CaptureRemoval.JUMP_BY_JUMP), "W:W21-32:B1-12");

    private Boards() {}

    private static Variant variant(String name, Traits traits, String startFen) {
        return Variant.builder(name).traits(traits).startFen(startFen).build();
    }
}
