package org.draughts4j.variants.international;

import java.util.Set;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * International draughts under the FMJD rules: 10x10, White first, men capture backward, flying
 * kings, the capture taking the most pieces is compulsory, and a man passing the far row during a
 * capture stays a man.
 */
public final class International extends VariantRules {

    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("international")}. */
    public International() {
        super("international",
                Set.of("polish", "fmjd", "10x10", "intl"),
                Traits.international(),
                "W:W31-50:B1-20",
                20,
                false,
                "/META-INF/draughts4j/suites/international/start.perft",
                "/META-INF/draughts4j/suites/international/rules.perft");
    }

    /** Threefold repetition, 25 king-only moves each, and the endgame counts of 16 and 5 moves, all automatic. */
    @Override
    public DrawRules drawRules() {
        return DrawRules.INTERNATIONAL;
    }
}
