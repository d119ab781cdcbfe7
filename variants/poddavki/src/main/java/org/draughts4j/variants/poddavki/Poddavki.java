package org.draughts4j.variants.poddavki;

import java.util.List;
import java.util.Set;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Goal;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Poddavki (Russian giveaway draughts): Russian draughts' moves, captures and numbering (also
 * algebraic), but a player who cannot move on their turn, having no pieces or all blocked, wins.
 */
public final class Poddavki extends VariantRules {
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of(
            DrawRule.quietMoves("kings-only-15", 15, true)));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("poddavki")}. */
    public Poddavki() {
        super("poddavki", Set.of("russian-giveaway", "giveaway-russian", "poddavki-shashki"),
                Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)
                        .capturePrecedence(CapturePrecedence.FREE)
                        .goal(Goal.CANNOT_MOVE_WINS),
                "W:W21-32:B1-12", 25, true,
                "/META-INF/draughts4j/suites/poddavki/start.perft",
                "/META-INF/draughts4j/suites/poddavki/rules.perft");
    }

    /** Russian players write captures as {@code c3:e5}. */
    @Override
    public char algebraicCaptureSeparator() {
        return ':';
    }

    /** Threefold repetition and 15 moves each with only kings moved, both automatic. */
    @Override
    public DrawRules drawRules() {
        return DRAW_RULES;
    }
}
