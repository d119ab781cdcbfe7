package org.draughts4j.variants.brazilian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.capture;
import static org.draughts4j.testing.GameDriver.kingPlies;
import static org.draughts4j.testing.GameDriver.plies;

import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Every Brazilian row of the draw table: the ply it falls due, the ply before, and restarts. */
class BrazilianDrawsTest {
    private static final Variant RULES = Variant.byName("brazilian");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), true);
    }

    @Test
    void kingsOnly20() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 40, "kings-only-20", true, p -> true);
    }

    @Test
    void kingsOnly20RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(30) + "M", p -> true);
        assertDrawAfter(game, 40, "kings-only-20", true, p -> true);
    }

    @Test
    void endgame10() {
        assertDrawAfter(game("W:WK30,K31,K32:BK1"), 20, "endgame-10", true, p -> true);
        assertDrawAfter(game("W:WK30,27,28:BK1"), 20, "endgame-10", true, p -> true);
    }

    @Test
    void endgame10RestartsWhenAManIsCrowned() {
        Game game = kingPlies(game("W:WK30,K32,6:BK20"), 12);
        Move crown = game.position().legalMoves().stream().filter(Move::isPromotion).findFirst().orElseThrow();
        assertDrawAfter(game.play(crown), 20, "endgame-10", true, p -> true);
    }

    @Test
    void endgame5() {
        assertDrawAfter(game("W:WK30,K32:BK1"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK30,28:BK1"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK30:BK1"), 10, "endgame-5", true, p -> true);
    }

    /**
     * After 10 plies of endgame-10 the lone king takes a king: 2 kings against 1 is endgame-5,
     * counted 10 plies from the capture (counted from the start it would fall due at once).
     */
    @Test
    void aCaptureTurnsEndgame10IntoEndgame5CountedFromTheCapture() {
        Game game = kingPlies(game("W:WK30,K31,K32:BK1"), 10);
        game = capture(game, 2, p -> p.count(Color.WHITE) == 2);
        assertThat(game.ply()).isEqualTo(12);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertDrawAfter(game, 10, "endgame-5", true, p -> true);
    }

    /** Repetition and endgame-5 fall due on the same ply: repetition comes first in the table. */
    @Test
    void repetitionWinsATieWithEndgame5() {
        Game two = kingPlies(game("W:WK30,K32:BK1"), 2);
        assertThat(kingPlies(two, 8).outcome()).isEqualTo(new Outcome.Draw("endgame-5", false));
        Game end = assertRepetition(two, true);
        assertThat(end.ply()).isEqualTo(10);
        assertThat(end.outcome()).isEqualTo(new Outcome.Draw("repetition", false));
    }
}
