package org.draughts4j.variants.galician;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.kingPlies;
import static org.draughts4j.testing.GameDriver.kingPliesReaching;
import static org.draughts4j.testing.GameDriver.plies;

import java.util.function.Predicate;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Game;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Every Galician row of the draw table: the ply it falls due, the ply before, and restarts. */
class GalicianDrawsTest {
    private static final Variant RULES = Variant.byName("galician");
    private static final Predicate<Position> FORZOSA =
            DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, Galician.LONG_DIAGONAL);

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK2,K4,8:BK29,K31,25"), false);
    }

    @Test
    void noManMove20() {
        assertDrawAfter(game("W:WK2,K4,8:BK29,K31,25"), 40, "no-man-move-20", false, p -> true);
    }

    @Test
    void noManMove20RestartsAfterAManMove() {
        Game game = plies(game("W:WK2,K4,8:BK29,K31,25"), "K".repeat(30) + "M", p -> true);
        assertDrawAfter(game, 40, "no-man-move-20", false, p -> true);
    }

    /** Three kings, one on the long diagonal h1-a8, against a lone king: 12 moves each, never restarted. */
    @Test
    void forzosa12() {
        assertDrawAfter(game("W:WK1,K2,K4:BK30"), 24, "forzosa-12", false, p -> true);
    }

    /** The lone king takes a king on ply 1 (27x13): forzosa-12 may still be claimed on ply 24, not on ply 23. */
    @Test
    void forzosa12IsNotRestartedByACapture() {
        Game captured = game("B:WK1,K4,K18:BK27").play("27x13");
        assertThat(captured.position().toFen()).isEqualTo("W:WK1,K4:BK13");
        Game end = assertDrawAfter(captured, 23, "forzosa-12", false, p -> true);
        assertThat(end.ply()).isEqualTo(24);
    }

    /**
     * 38 plies without the Forzosa shape, which appears on ply 39: from then on no-man-move-20,
     * otherwise claimable on ply 40, is not offered; forzosa-12 is, on ply 63.
     */
    @Test
    void noManMove20CannotBeClaimedWhileTheForzosaRuns() {
        Game start = game("W:WK2,K3,K4:BK30");
        // Control: without the Forzosa shape, the 20-move rule may be claimed on ply 40.
        assertDrawAfter(start, 40, "no-man-move-20", false, FORZOSA.negate());

        Game game = kingPliesReaching(start, 39, FORZOSA);
        Game forty = kingPlies(game, 1);
        assertThat(forty.ply()).isEqualTo(40);
        assertThat(forty.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertThat(forty.claimableDraws()).isEmpty();
        assertThatThrownBy(() -> forty.claimDraw("no-man-move-20")).isInstanceOf(IllegalStateException.class);
        Game end = assertDrawAfter(game, 24, "forzosa-12", false, p -> true);
        assertThat(end.ply()).isEqualTo(63);
        assertThat(end.claimableDraws()).containsExactly("forzosa-12");
    }

    /** A draw not yet due cannot be claimed; once due it can, and an unclaimed draw lets the game go on. */
    @Test
    void aDrawCannotBeClaimedBeforeItIsDue() {
        Game start = game("W:WK2,K4,8:BK29,K31,25");
        Game before = kingPlies(start, 39);
        assertThat(before.claimableDraws()).isEmpty();
        assertThatThrownBy(() -> before.claimDraw("no-man-move-20")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no-man-move-20");
        Game due = kingPlies(before, 1);
        assertThat(due.claimDraw("no-man-move-20").outcome()).isEqualTo(new Outcome.Draw("no-man-move-20", true));
        Game later = kingPlies(due, 1);
        assertThat(later.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertThat(later.claimableDraws()).contains("no-man-move-20");
    }

    /** Repetition is offered on the third occurrence only: not on the second, and not once the position has moved on. */
    @Test
    void repetitionIsOfferedOnTheThirdOccurrenceOnly() {
        Game third = assertRepetition(game("W:WK2,K4,8:BK29,K31,25"), false);
        assertThat(third.ply()).isEqualTo(8);
        Game next = kingPlies(third, 1);
        assertThat(next.claimableDraws()).doesNotContain("repetition");
        assertThatThrownBy(() -> next.claimDraw("repetition")).isInstanceOf(IllegalStateException.class);
    }
}
