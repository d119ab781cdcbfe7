package org.draughts4j.variants.frisian;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * Frisian draughts (KNDB/FBK Official Rules, 2011): International's board, start and men's moves,
 * but men and kings also capture along rows and columns (over the next dark square), the capture
 * of the highest value is compulsory (a king worth more than one man and less than two; on equal
 * value a capture with a king), and a player who has men and kings may make at most three
 * non-capturing moves in a row with the same king. The counts are part of the position.
 */
public final class Frisian extends Variant {
    /**
     * Threefold repetition; two kings against a lone king, 7 moves each; a lone king against a lone king,
     * 2 moves each; all automatic.
     */
    private static final DrawRules DRAW_RULES = new DrawRules(3, true, List.of(
            DrawRule.whileHolding("two-kings-7", 7, true, DrawConditions.againstLoneKing(2, 2, 2, false)),
            DrawRule.whileHolding("king-against-king", 2, true, DrawConditions.againstLoneKing(1, 1, 1, false))));

    /** Public for {@link java.util.ServiceLoader}; use {@code Variant.byName("frisian")}. */
    public Frisian() {
        super(Variant.builder("frisian")
                .aliases("frisian-draughts", "fries", "friese-dammen", "frysk-damjen")
                .traits(Traits.international()
                        .orthogonalCaptures(true)
                        .capturePrecedence(CapturePrecedence.FRISIAN)
                        .kingMoveLimit(3))
                .startFen("W:W31-50:B1-20")
                .pdnGameType(40)
                .drawRules(DRAW_RULES)
                .hubName("frisian")
                .perftSuites("/META-INF/draughts4j/suites/frisian/start.perft",
                        "/META-INF/draughts4j/suites/frisian/rules.perft"));
    }
}
