package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The Termination text of a game the rules ended names the side that ran out, whatever the goal. */
@Timeout(60)
class TerminationTextTest {

    private static Game over(String variant, String fen, String... moves) {
        return Game.from(Position.fromFen(Variant.byName(variant), fen)).play(moves);
    }

    @Test
    void aGiveAwayWinIsTheWinnersEmptyBoard() {
        // White's last man must step where Black takes it: White has nothing left, and wins.
        Game game = over("antidraughts", "W:W33:B23", "33-28", "23x32");
        assertThat(game.outcome().toString()).isEqualTo("win white");
        assertThat(GamePlayer.describe(game)).isEqualTo("White has no pieces left, and wins");
    }

    @Test
    void aNormalWinIsTheLosersEmptyBoard() {
        Game game = over("international", "W:W28:B22", "28x17");
        assertThat(game.outcome().toString()).isEqualTo("win white");
        assertThat(GamePlayer.describe(game)).isEqualTo("Black has no pieces left");
    }

    @Test
    void aBlockedSideIsNamedByTheGoalToo() {
        // Black's man in front of two White men on their own back row: no step, no capture.
        Game normal = over("international", "B:W46,47:B41");
        Game giveAway = over("antidraughts", "B:W46,47:B41");
        assertThat(normal.outcome().toString()).isEqualTo("win white");
        assertThat(GamePlayer.describe(normal)).isEqualTo("Black has no legal move");
        assertThat(giveAway.outcome().toString()).isEqualTo("win black");
        assertThat(GamePlayer.describe(giveAway)).isEqualTo("Black has no legal move, and wins");
    }

    @Test
    void aMatchOfAntidraughtsRecordsTheWinnerAsTheOneWithoutPieces() {
        Variant antidraughts = Variant.byName("antidraughts");
        MatchSettings settings = MatchSettings.builder("random,seed=1", "greedy", antidraughts)
                .openings(List.of(new Opening(0, List.of(), Position.fromFen(antidraughts, "W:W33:B23"), false)))
                .build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.games()).hasSize(2).allSatisfy(game -> {
            assertThat(game.result()).isEqualTo("2-0");
            assertThat(game.toPdn("e", "-").tag("Termination")).contains("normal: White has no pieces left, and wins");
        });
    }
}
