package org.draughts4j.variants.killer;

import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Killer draws as International: repetition, kings-only-25, endgame-16 and endgame-5, automatic. */
class KillerDrawsTest {
    private static final Variant RULES = Variant.byName("killer");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(game("W:WK46,K47,28:BK1,K3,5,10"), true);
    }

    @Test
    void kingsOnly25() {
        assertDrawAfter(game("W:WK46,K47,28:BK1,K3,5,10"), 50, "kings-only-25", true, p -> true);
    }

    @Test
    void endgame16And5() {
        assertDrawAfter(game("W:WK46,K47,K48:BK1"), 32, "endgame-16", true, p -> true);
        assertDrawAfter(game("W:WK46,K47:BK1"), 10, "endgame-5", true, p -> true);
    }
}
