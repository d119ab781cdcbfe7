package org.draughts4j.variants.canadian;

import java.util.Set;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Canadian draughts: International draughts on a 12x12 board with 30 men each, squares 1-72
 * numbered as International (1 = b12, 67 = a1), White first.
 */
public final class Canadian extends VariantRules {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("canadian")}. */
    public Canadian() {
        super("canadian", Set.of("canadian-draughts", "canada", "12x12"),
                Traits.international().geometry(Geometry.TWELVE_BY_TWELVE),
                "W:W43-72:B1-30", 27, false,
                "/META-INF/draughts4j/suites/canadian/start.perft",
                "/META-INF/draughts4j/suites/canadian/rules.perft");
    }

    /** As International: threefold repetition, kings-only-25, endgame-16 and endgame-5, all automatic. */
    @Override
    public DrawRules drawRules() {
        return DrawRules.INTERNATIONAL;
    }
}
