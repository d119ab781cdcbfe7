package org.draughts4j.variants.international;

import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * International draughts under the FMJD rules: 10x10, White first, men capture backward, flying
 * kings, the capture taking the most pieces is compulsory, and a man passing the far row during a
 * capture stays a man.
 */
public final class International extends Variant {

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("international")}. */
    public International() {
        // Draw rules: Threefold repetition, 25 king-only moves each, and the endgame counts of 16 and 5 moves,
        // all automatic.
        super(Variant.builder("international")
                .aliases("polish", "fmjd", "10x10", "intl")
                .traits(Traits.international())
                .startFen("W:W31-50:B1-20")
                .pdnGameType(20)
                .drawRules(DrawRules.INTERNATIONAL)
                .hubName("normal")
                .perftSuites("/META-INF/draughts4j/suites/international/start.perft",
                        "/META-INF/draughts4j/suites/international/rules.perft"));
    }
}
