package org.draughts4j.variants.bashni;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Column draughts (bashni, stolbovye shashki): Russian draughts in which a captured piece is not
 * removed but goes under the capturing piece. Every occupied square holds a tower, commanded by its
 * top piece; a jump takes only the top of the jumped tower, and the rest of it stays, under its new
 * top, and blocks the rest of the move; a jumped tower of one piece is gone at once. Numbering,
 * notation and start as Russian. See the project's docs/column-draughts.md.
 */
public final class Bashni extends Variant {
    /** Threefold repetition and 15 moves each with only king-topped towers moved, both automatic. */
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of(
            DrawRule.quietMoves("kings-only-15", 15, true)));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("bashni")}. */
    public Bashni() {
        super(Variant.builder("bashni")
                .aliases("column-draughts", "columns", "column", "stolbovye", "stolbovye-shashki")
                .displayName("Column draughts")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)
                        .capturePrecedence(CapturePrecedence.FREE)
                        .towers(true)
                        .captureRemoval(CaptureRemoval.JUMP_BY_JUMP))
                .startFen("W:W21-32:B1-12")
                .pdnGameType(25)
                .algebraicSquares(true)
                .algebraicCaptureSeparator(':')
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/bashni/start.perft",
                        "/META-INF/draughts4j/suites/bashni/rules.perft"));
    }
}
