package org.draughts4j.variants.pool;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Pool checkers (American Pool Checkers Association rules): 8x8 numbered as English draughts,
 * Black first, men capture backward, flying kings, free choice among captures, and a man passing
 * the far row during a capture stays a man unless the move ends there.
 */
public final class Pool extends Variant {
    /** Threefold repetition on claim; three kings against a lone king, 13 moves each, automatic. */
    private static final DrawRules DRAW_RULES = new DrawRules(3, false, List.of(
            DrawRule.whileHolding("three-kings-13", 13, true, DrawConditions.againstLoneKing(3, 3, 3, false))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("pool")}. */
    public Pool() {
        super(Variant.builder("pool")
                .aliases("pool-checkers", "american-pool", "apca")
                .traits(Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .firstToMove(Color.BLACK)
                        .capturePrecedence(CapturePrecedence.FREE))
                .startFen("B:W21-32:B1-12")
                .pdnGameType(23)
                .drawRules(DRAW_RULES)
                .perftSuites("/META-INF/draughts4j/suites/pool/start.perft",
                        "/META-INF/draughts4j/suites/pool/rules.perft"));
    }
}
