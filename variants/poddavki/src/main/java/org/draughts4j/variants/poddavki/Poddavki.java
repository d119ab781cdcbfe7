package org.draughts4j.variants.poddavki;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Goal;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Poddavki (Russian giveaway draughts): Russian draughts' moves, captures and numbering (also
 * algebraic), but a player who cannot move on their turn, having no pieces or all blocked, wins.
 */
public final class Poddavki extends Variant {
    /** Threefold repetition and 15 moves each with only kings moved, both automatic. */
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of(
            DrawRule.quietMoves("kings-only-15", 15, true)));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("poddavki")}. */
    public Poddavki() {
        super(Variant.builder("poddavki")
                .aliases("russian-giveaway", "giveaway-russian", "poddavki-shashki")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)
                        .capturePrecedence(CapturePrecedence.FREE)
                        .goal(Goal.CANNOT_MOVE_WINS))
                .startFen("W:W21-32:B1-12")
                .pdnGameType(25)
                .algebraicSquares(true)
                .algebraicCaptureSeparator(':')
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/poddavki/start.perft",
                        "/META-INF/draughts4j/suites/poddavki/rules.perft"));
    }
}
