package org.draughts4j.variants.russian;

import static org.draughts4j.core.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.core.testing.GameDriver.assertRepetition;
import static org.draughts4j.core.testing.GameDriver.kingPlies;
import static org.draughts4j.core.testing.GameDriver.plies;

import java.util.List;
import java.util.function.Predicate;
import org.draughts4j.core.Endgames;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import org.junit.jupiter.api.Test;

/** Every Russian row of the draw table: the ply it falls due, the ply before, and restarts. */
class RussianDrawsTest {
    private static final Rules RULES = Variants.byName("russian");
    private static final Predicate<Position> HOLDS_LONG_DIAGONAL =
            Endgames.againstLoneKingHolding(3, 3, 1, Russian.LONG_DIAGONAL);

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), true);
    }

    @Test
    void threeKings15() {
        assertDrawAfter(game("W:WK30,K31,K32:BK1"), 30, "three-kings-15", true, HOLDS_LONG_DIAGONAL.negate());
    }

    @Test
    void kingsOnly15() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 30, "kings-only-15", true, p -> true);
    }

    @Test
    void kingsOnly15RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(20) + "M", p -> true);
        assertDrawAfter(game, 30, "kings-only-15", true, p -> true);
    }

    @Test
    void longDiagonal5() {
        assertDrawAfter(game("W:WK30,K28,K32:BK22"), 10, "long-diagonal-5", true, HOLDS_LONG_DIAGONAL);
    }

    @Test
    void longDiagonal5RestartsWhenTheKingLeavesIt() {
        Game game = kingPlies(game("W:WK30,K28,K32:BK22"), 7, HOLDS_LONG_DIAGONAL);
        // Black steps off the diagonal, then back on: the count starts again from there.
        Predicate<Position> off = HOLDS_LONG_DIAGONAL.negate();
        game = plies(game, "KKK", List.of(off, off, HOLDS_LONG_DIAGONAL));
        assertDrawAfter(game, 10, "long-diagonal-5", true, HOLDS_LONG_DIAGONAL);
    }

    @Test
    void endgame5() {
        assertDrawAfter(game("W:WK30,K32:BK1"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK30,28:BK1"), 10, "endgame-5", true, p -> true);
    }

    /** 4 pieces, both sides with kings: 30 moves each, men moving now and then to keep kings-only-15 away. */
    @Test
    void balance30() {
        Game game = plies(game("W:WK30,28:BK1,5"), "K".repeat(20) + "M" + "K".repeat(20) + "M", p -> true);
        assertDrawAfter(game, 18, "balance-30", true, p -> true);
    }

    @Test
    void balance60() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), ("K".repeat(25) + "M").repeat(4), p -> true);
        assertDrawAfter(game, 16, "balance-60", true, p -> true);
    }
}
