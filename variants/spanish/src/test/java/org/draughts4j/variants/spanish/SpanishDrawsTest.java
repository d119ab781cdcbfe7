package org.draughts4j.variants.spanish;

import static org.draughts4j.core.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.core.testing.GameDriver.assertRepetition;
import static org.draughts4j.core.testing.GameDriver.kingPlies;
import static org.draughts4j.core.testing.GameDriver.plies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import org.junit.jupiter.api.Test;

/** Every Spanish row of the draw table: the ply it falls due, the ply before, and restarts. */
class SpanishDrawsTest {
    private static final Rules RULES = Variants.byName("spanish");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK2,K4,8:BK29,K31,25"), false);
    }

    @Test
    void noManMove20() {
        assertDrawAfter(game("W:WK2,K4,8:BK29,K31,25"), 40, "no-man-move-20", true, p -> true);
    }

    @Test
    void noManMove20RestartsAfterAManMove() {
        Game game = plies(game("W:WK2,K4,8:BK29,K31,25"), "K".repeat(30) + "M", p -> true);
        assertDrawAfter(game, 40, "no-man-move-20", true, p -> true);
    }

    /** Three kings, one on the long diagonal h1-a8, against a lone king: 12 moves each, never restarted. */
    @Test
    void forzosa12() {
        assertDrawAfter(game("W:WK1,K2,K4:BK30"), 24, "forzosa-12", true, p -> true);
    }

    /**
     * Saque de peón: 32 moves each. It also shows that the 20-move rule is suspended while it
     * runs: 40 plies without a man move pass without a draw.
     */
    @Test
    void saque32() {
        assertDrawAfter(game("W:WK1,K4,2:BK30,9"), 64, "saque-32", true, p -> true);
        assertDrawAfter(game("B:WK13,24:BK32,K29,31"), 64, "saque-32", true, p -> true);
    }
}
