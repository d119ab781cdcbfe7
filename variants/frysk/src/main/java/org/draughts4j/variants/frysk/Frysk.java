package org.draughts4j.variants.frysk;

import java.util.List;
import java.util.Set;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Endgames;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Frysk! (as lidraughts plays it): Frisian draughts from five men each on the back rows (White
 * 46-50, Black 1-5).
 */
public final class Frysk extends VariantRules {
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of(
            DrawRule.whileHolding("two-kings-7", 7, true, Endgames.againstLoneKing(2, 2, 2, false)),
            DrawRule.whileHolding("king-against-king", 2, true, Endgames.againstLoneKing(1, 1, 1, false))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("frysk")}. */
    public Frysk() {
        super("frysk", Set.of("frysk!", "frysk-draughts"),
                Traits.international()
                        .orthogonalCaptures(true)
                        .capturePrecedence(CapturePrecedence.FRISIAN)
                        .kingMoveLimit(3),
                "W:W46-50:B1-5", 97, false,
                "/META-INF/draughts4j/suites/frysk/start.perft",
                "/META-INF/draughts4j/suites/frysk/rules.perft");
    }

    /** Written {@code Frysk!} in a PDN {@code Variant} tag, as lidraughts writes it. */
    @Override
    public String displayName() {
        return "Frysk!";
    }

    /** As Frisian: threefold repetition, two-kings-7 and king-against-king, all automatic. */
    @Override
    public DrawRules drawRules() {
        return DRAW_RULES;
    }

}
