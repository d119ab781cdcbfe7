package org.draughts4j.variants.killer;

import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Killer draughts: International draughts in everything, except that a king whose capture ends
 * with a king as the last piece taken must stop on the square directly behind that king (earlier
 * landings in the chain are free).
 */
public final class Killer extends Variant {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("killer")}. */
    public Killer() {
        // Draw rules: As International: threefold repetition, kings-only-25, endgame-16 and endgame-5, all
        // automatic.
        super(Variant.builder("killer")
                .aliases("killer-draughts")
                .traits(Traits.international().kingStopsBehindLastKing(true))
                .startFen("W:W31-50:B1-20")
                .pdnGameType(20)
                .drawRules(DrawRules.INTERNATIONAL)
                .hubName("killer")
                .perftSuites("/META-INF/draughts4j/suites/killer/start.perft",
                        "/META-INF/draughts4j/suites/killer/rules.perft"));
    }
}
