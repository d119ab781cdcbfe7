package org.draughts4j.variants.srilankan;

import java.util.Set;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Sri Lankan draughts: International draughts on a 12x12 board that is Canadian's mirror image
 * (a1 not playable), 30 men each, squares 1-72 numbered from a12 (1), left to right, top to
 * bottom, White first.
 */
public final class SriLankan extends VariantRules {
    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("srilankan")}. */
    public SriLankan() {
        super("srilankan", Set.of("sri-lankan", "sri-lanka", "sri-lankan-draughts"),
                Traits.international().geometry(Geometry.TWELVE_BY_TWELVE_MIRRORED),
                "W:W43-72:B1-30", 27, false,
                "/META-INF/draughts4j/suites/srilankan/start.perft",
                "/META-INF/draughts4j/suites/srilankan/rules.perft");
    }

    /** Written with a space in PDN: {@code [Variant "Sri Lankan"]}. */
    @Override
    public String displayName() {
        return "Sri Lankan";
    }

    /** As International: threefold repetition, kings-only-25, endgame-16 and endgame-5, all automatic. */
    @Override
    public DrawRules drawRules() {
        return DrawRules.INTERNATIONAL;
    }
}
