package org.draughts4j.variants.breakthrough;

import java.util.Set;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Breakthrough draughts (as lidraughts plays it): International draughts' moves and captures,
 * but the first player to crown a man wins at once; a player who cannot move loses. There is no
 * draw rule: a draw is by agreement only.
 */
public final class Breakthrough extends VariantRules {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("breakthrough")}. */
    public Breakthrough() {
        super("breakthrough", Set.of("breakthrough-draughts", "bt"),
                Traits.international().goal(Goal.FIRST_KING_WINS),
                "W:W31-50:B1-20", 96, false,
                "/META-INF/draughts4j/suites/breakthrough/start.perft",
                "/META-INF/draughts4j/suites/breakthrough/rules.perft");
    }

    /** None: a game of Breakthrough is drawn only by agreement. */
    @Override
    public DrawRules drawRules() {
        return DrawRules.NONE;
    }
}
