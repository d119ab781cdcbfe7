package org.draughts4j.variants.srilankan;

import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Sri Lankan draughts: International draughts on a 12x12 board that is Canadian's mirror image
 * (a1 not playable), 30 men each, squares 1-72 numbered from a12 (1), left to right, top to
 * bottom, White first.
 */
public final class SriLankan extends Variant {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("srilankan")}. */
    public SriLankan() {
        // Draw rules: As International: threefold repetition, kings-only-25, endgame-16 and endgame-5, all
        // automatic.
        super(Variant.builder("srilankan")
                .aliases("sri-lankan", "sri-lanka", "sri-lankan-draughts")
                .displayName("Sri Lankan")
                .traits(Traits.international().geometry(Geometry.TWELVE_BY_TWELVE_MIRRORED))
                .startFen("W:W43-72:B1-30")
                .pdnGameType(27)
                .drawRules(DrawRules.INTERNATIONAL)
                .perftSuites("/META-INF/draughts4j/suites/srilankan/start.perft",
                        "/META-INF/draughts4j/suites/srilankan/rules.perft"));
    }
}
