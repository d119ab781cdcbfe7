package org.draughts4j.variants.english;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.kingPlies;
import static org.draughts4j.testing.GameDriver.plies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** English draws are claimed: repetition and 40 moves each without a man move or a capture. */
class EnglishDrawsTest {
    private static final Variant RULES = Variant.byName("english");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), false);
    }

    @Test
    void noManMove40() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 80, "no-man-move-40", false, p -> true);
    }

    @Test
    void noManMove40RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(60) + "M", p -> true);
        assertDrawAfter(game, 80, "no-man-move-40", false, p -> true);
    }

    /** Repetition is offered on the third occurrence only: not on the second, and not once the position has moved on. */
    @Test
    void repetitionIsOfferedOnTheThirdOccurrenceOnly() {
        Game third = assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), false);
        assertThat(third.ply()).isEqualTo(8);
        Game next = kingPlies(third, 1);
        assertThat(next.claimableDraws()).doesNotContain("repetition");
        assertThatThrownBy(() -> next.claimDraw("repetition")).isInstanceOf(IllegalStateException.class);
    }

    /** no-man-move-40 cannot be claimed on ply 79; on ply 80 it can. */
    @Test
    void noManMove40CannotBeClaimedBeforeItIsDue() {
        Game before = kingPlies(game("W:WK30,K32,28:BK1,K3,5"), 79);
        assertThat(before.claimableDraws()).isEmpty();
        assertThatThrownBy(() -> before.claimDraw("no-man-move-40")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no-man-move-40");
        Game due = kingPlies(before, 1);
        assertThat(due.claimDraw("no-man-move-40").outcome()).isEqualTo(new Outcome.Draw("no-man-move-40", true));
    }
}
