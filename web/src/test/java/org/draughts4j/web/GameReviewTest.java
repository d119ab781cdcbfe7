package org.draughts4j.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** The judgment of a game's moves from the values of its positions, without an engine. */
class GameReviewTest {
    private static final Game GAME = Game.start(Variant.byName("international")).play("32-28", "19-23", "28x19");

    private static GameReview.Value value(double men, String best) {
        return new GameReview.Value(String.format(java.util.Locale.ROOT, "%+.2f", men), men, best, List.of());
    }

    @Test
    void aMoveIsMarkedByWhatItsPlayerLostAgainstTheBest() {
        GameReview review = new GameReview(GAME);
        assertThat(review.judge(0, value(0.10, "33-28"))).isNull();
        // White played 32-28 where 33-28 was best, and fell from +0.10 to -2.00: a blunder.
        Map<String, Object> first = review.judge(1, value(-2.00, "19-23"));
        assertThat(first).containsEntry("ply", 1).containsEntry("notation", "32-28").containsEntry("best", "33-28")
                .containsEntry("loss", 2.1).containsEntry("mark", "??");
        // Black played the best move: nothing lost, whatever the scores say.
        Map<String, Object> second = review.judge(2, value(-1.00, "28x19"));
        assertThat(second).containsEntry("loss", 0.0).containsEntry("mark", "");
        // White gained: a gain is no loss.
        Map<String, Object> third = review.judge(3, value(0.50, null));
        assertThat(third).containsEntry("loss", 0.0).containsEntry("mark", "");
    }

    @Test
    void blackLosesWhenWhitesScoreRises() {
        GameReview review = new GameReview(GAME);
        review.judge(0, value(0.0, "32-28"));
        review.judge(1, value(0.0, "18-22"));
        assertThat(review.judge(2, value(0.6, "28x19"))).containsEntry("mark", "?!");
        review = new GameReview(GAME);
        review.judge(0, value(0.0, "32-28"));
        review.judge(1, value(0.0, "18-22"));
        assertThat(review.judge(2, value(1.2, "28x19"))).containsEntry("mark", "?");
    }

    @Test
    void throwingAWinAwayIsABlunderAndAMissingScoreNoJudgment() {
        GameReview review = new GameReview(GAME);
        review.judge(0, new GameReview.Value("+W9", GameReview.DECIDED, "33-28", List.of()));
        assertThat(review.judge(1, value(GameReview.CAP, "19-23"))).containsEntry("mark", "??");
        review.judge(2, new GameReview.Value(null, null, null, List.of()));
        assertThat(review.judge(3, value(0, null))).containsEntry("mark", "").containsEntry("loss", null);
    }

    @Test
    void aDeclaredEndIsLeftOutAndTheRulesEndIsKept() {
        Game resigned = GAME.resign(org.draughts4j.core.Color.BLACK);
        assertThat(GameReview.withoutDeclaredEnd(resigned).outcome().isOver()).isFalse();
        assertThat(GameReview.withoutDeclaredEnd(resigned).moves()).isEqualTo(GAME.moves());
        Game won = Game.from(Position.fromFen(Variant.byName("international"), "W:W28:B23")).play("28x19");
        assertThat(GameReview.withoutDeclaredEnd(won)).isSameAs(won);
        assertThat(GameReview.terminal(won).score()).isEqualTo("+W0");
        assertThat(GameReview.prefixes(GAME)).hasSize(4).last().isSameAs(GAME);
    }
}
