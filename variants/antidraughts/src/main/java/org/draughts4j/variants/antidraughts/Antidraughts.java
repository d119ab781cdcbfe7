package org.draughts4j.variants.antidraughts;

import java.util.List;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Antidraughts (giveaway draughts as lidraughts plays it): International draughts' moves and
 * captures, but a player who cannot move on their turn, having no pieces or all blocked, wins.
 */
public final class Antidraughts extends Variant {
    /** Threefold repetition, automatic. */
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of());

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("antidraughts")}. */
    public Antidraughts() {
        super(Variant.builder("antidraughts")
                .aliases("anti", "giveaway", "losing-draughts")
                .traits(Traits.international().goal(Goal.CANNOT_MOVE_WINS))
                .startFen("W:W31-50:B1-20")
                .pdnGameType(98)
                .drawRules(DRAW_RULES)
                .hubName("losing")
                .perftSuites("/META-INF/draughts4j/suites/antidraughts/start.perft",
                        "/META-INF/draughts4j/suites/antidraughts/rules.perft"));
    }
}
