package org.draughts4j.variants.portuguese;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.kingPlies;
import static org.draughts4j.testing.GameDriver.plies;

import java.util.List;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/**
 * Portuguese draws: repetition on claim; 20 moves each without a capture or a promotion, and three
 * kings (one on the long diagonal) against a lone king for 12 moves each, automatic.
 */
class PortugueseDrawsTest {
    private static final Variant RULES = Variant.byName("portuguese");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK1,K3,9:BK32,K30,24"), false);
    }

    @Test
    void noProgress20() {
        assertDrawAfter(game("W:WK1,K3,9:BK32,K30,24"), 40, "no-progress-20", true, p -> true);
    }

    /** Unlike the Spanish 20-move rule, a man move does not restart the count: only a capture or a promotion. */
    @Test
    void noProgress20IsNotRestartedByAManMove() {
        Game game = plies(game("W:WK1,K3,9:BK32,K30,24"), "K".repeat(30) + "M" + "K".repeat(8), p -> true);
        assertThat(game.ply()).isEqualTo(39);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertThat(kingPlies(game, 1).outcome()).isEqualTo(new Outcome.Draw("no-progress-20", false));
    }

    @Test
    void noProgress20RestartsWhenAManIsCrowned() {
        Game game = kingPlies(game("W:WK2,K4,25:BK31,K30"), 20);
        Move crown = game.position().legalMoves().stream().filter(Move::isPromotion).findFirst().orElseThrow();
        game = game.play(crown);
        assertDrawAfter(game, 40, "no-progress-20", true, p -> true);
    }

    @Test
    void threeKings12WithOneOnTheLongDiagonal() {
        List<Integer> diagonal = List.of(1, 5, 10, 14, 19, 23, 28, 32);
        assertDrawAfter(game("W:WK1,K3,K4:BK30"), 24, "three-kings-12", true,
                p -> diagonal.stream().anyMatch(s -> p.pieceAt(s) == org.draughts4j.core.Piece.WHITE_KING));
    }
}
