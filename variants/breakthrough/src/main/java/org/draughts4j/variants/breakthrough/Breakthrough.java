package org.draughts4j.variants.breakthrough;

import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Breakthrough draughts (as lidraughts plays it): International draughts' moves and captures,
 * but the first player to crown a man wins at once; a player who cannot move loses. There is no
 * draw rule: a draw is by agreement only.
 */
public final class Breakthrough extends Variant {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("breakthrough")}. */
    public Breakthrough() {
        // Draw rules: None: a game of Breakthrough is drawn only by agreement.
        super(Variant.builder("breakthrough")
                .aliases("breakthrough-draughts", "bt")
                .traits(Traits.international().goal(Goal.FIRST_KING_WINS))
                .startFen("W:W31-50:B1-20")
                .pdnGameType(96)
                .drawRules(DrawRules.NONE)
                .hubName("bt")
                .perftSuites("/META-INF/draughts4j/suites/breakthrough/start.perft",
                        "/META-INF/draughts4j/suites/breakthrough/rules.perft"));
    }
}
