package org.draughts4j.variants.pool;

import java.util.List;
import java.util.Set;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Endgames;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.VariantRules;

/**
 * Pool checkers (American Pool Checkers Association rules): 8x8 numbered as English draughts,
 * Black first, men capture backward, flying kings, free choice among captures, and a man passing
 * the far row during a capture stays a man unless the move ends there.
 */
public final class Pool extends VariantRules {
    private static final DrawRules DRAW_RULES = new DrawRules(3, false, List.of(
            DrawRule.whileHolding("three-kings-13", 13, true, Endgames.againstLoneKing(3, 3, 3, false))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("pool")}. */
    public Pool() {
        super("pool", Set.of("pool-checkers", "american-pool", "apca"),
                Traits.international()
                        .geometry(Geometry.EIGHT_BY_EIGHT)
                        .firstToMove(Color.BLACK)
                        .capturePrecedence(CapturePrecedence.FREE),
                "B:W21-32:B1-12", 23, false,
                "/META-INF/draughts4j/suites/pool/start.perft",
                "/META-INF/draughts4j/suites/pool/rules.perft");
    }

    /** Threefold repetition on claim; three kings against a lone king, 13 moves each, automatic. */
    @Override
    public DrawRules drawRules() {
        return DRAW_RULES;
    }
}
