package org.draughts4j.variants.antidraughts;

import java.util.List;
import java.util.Set;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Antidraughts (giveaway draughts as lidraughts plays it): International draughts' moves and
 * captures, but a player who cannot move on their turn, having no pieces or all blocked, wins.
 */
public final class Antidraughts extends VariantRules {
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of());

    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("antidraughts")}. */
    public Antidraughts() {
        super("antidraughts", Set.of("anti", "giveaway", "losing-draughts"),
                Traits.international().goal(Goal.CANNOT_MOVE_WINS),
                "W:W31-50:B1-20", 98, false,
                "/META-INF/draughts4j/suites/antidraughts/start.perft",
                "/META-INF/draughts4j/suites/antidraughts/rules.perft");
    }

    /** Threefold repetition, automatic. */
    @Override
    public DrawRules drawRules() {
        return DRAW_RULES;
    }
}
