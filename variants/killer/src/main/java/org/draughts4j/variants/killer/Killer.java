package org.draughts4j.variants.killer;

import java.util.Set;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Killer draughts: International draughts in everything, except that a king whose capture ends
 * with a king as the last piece taken must stop on the square directly behind that king (earlier
 * landings in the chain are free).
 */
public final class Killer extends VariantRules {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("killer")}. */
    public Killer() {
        super("killer", Set.of("killer-draughts"),
                Traits.international().kingStopsBehindLastKing(true),
                "W:W31-50:B1-20", 20, false,
                "/META-INF/draughts4j/suites/killer/start.perft",
                "/META-INF/draughts4j/suites/killer/rules.perft");
    }

    /** As International: threefold repetition, kings-only-25, endgame-16 and endgame-5, all automatic. */
    @Override
    public DrawRules drawRules() {
        return DrawRules.INTERNATIONAL;
    }
}
