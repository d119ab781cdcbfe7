package org.draughts4j.variants.frysk;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Frysk! (as lidraughts plays it): Frisian draughts from five men each on the back rows (White
 * 46-50, Black 1-5).
 */
public final class Frysk extends Variant {
    /** As Frisian: threefold repetition, two-kings-7 and king-against-king, all automatic. */
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of(
            DrawRule.whileHolding("two-kings-7", 7, true, DrawConditions.againstLoneKing(2, 2, 2, false)),
            DrawRule.whileHolding("king-against-king", 2, true, DrawConditions.againstLoneKing(1, 1, 1, false))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("frysk")}. */
    public Frysk() {
        super(Variant.builder("frysk")
                .aliases("frysk!", "frysk-draughts")
                .displayName("Frysk!")
                .traits(Traits.international()
                        .orthogonalCaptures(true)
                        .capturePrecedence(CapturePrecedence.FRISIAN)
                        .kingMoveLimit(3))
                .startFen("W:W46-50:B1-5")
                .pdnGameType(97)
                .drawRules(DRAW_RULES)
                .hubName("frisian")
                .perftSuites("/META-INF/draughts4j/suites/frysk/start.perft",
                        "/META-INF/draughts4j/suites/frysk/rules.perft"));
    }
}
