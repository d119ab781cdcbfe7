package org.draughts4j.variants.canadian;

import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Canadian draughts: International draughts on a 12x12 board with 30 men each, squares 1-72
 * numbered as International (1 = b12, 67 = a1), White first.
 */
public final class Canadian extends Variant {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("canadian")}. */
    public Canadian() {
        // Draw rules: As International: threefold repetition, kings-only-25, endgame-16 and endgame-5, all
        // automatic.
        super(Variant.builder("canadian")
                .aliases("canadian-draughts", "canada", "12x12")
                .traits(Traits.international().geometry(Geometry.TWELVE_BY_TWELVE))
                .startFen("W:W43-72:B1-30")
                .pdnGameType(27)
                .drawRules(DrawRules.INTERNATIONAL)
                .perftSuites("/META-INF/draughts4j/suites/canadian/start.perft",
                        "/META-INF/draughts4j/suites/canadian/rules.perft"));
    }
}
