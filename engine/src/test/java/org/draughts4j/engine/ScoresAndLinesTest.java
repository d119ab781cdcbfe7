package org.draughts4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

class ScoresAndLinesTest {
    @Test
    void aPovScoreReadsFromEitherSideAndAGameEndKeepsItsDistance() {
        PovScore blackWins = new PovScore(Score.winIn(5), Color.BLACK);
        assertThat(blackWins.black()).isEqualTo(Score.winIn(5));
        assertThat(blackWins.white()).isEqualTo(Score.lossIn(5));
        assertThat(blackWins.pov(Color.BLACK)).isSameAs(blackWins.relative());
        PovScore whiteAhead = new PovScore(Score.men(0.25), Color.WHITE);
        assertThat(whiteAhead.white()).isEqualTo(Score.men(0.25));
        assertThat(whiteAhead.black()).isEqualTo(Score.men(-0.25));
        assertThat(whiteAhead).hasToString("+0.25 (White)");
    }

    /**
     * A level score negated was -0.00, unequal to +0.00 and below it; a loss now negated was the
     * evaluation +0.00, so the side that had won showed level; an evaluation of 2e9 men ranked
     * above a win in one ply.
     */
    @Test
    void aScoreNegatedIsTheSameScoreFromTheOtherSide() {
        assertThat(Score.men(0).negate()).isEqualTo(Score.men(0)).hasSameHashCodeAs(Score.men(0))
                .isEqualByComparingTo(Score.men(0));
        assertThat(Score.men(0).negate().toString()).isEqualTo("+0.00");
        assertThat(Score.men(-0.0)).isEqualTo(Score.men(0));
        Score won = Score.lossIn(0).negate();
        assertThat(won.isWin()).isTrue();
        assertThat(won.plies()).isZero();
        assertThat(won.toString()).isEqualTo("win 0");
        assertThat(won.negate()).isEqualTo(Score.lossIn(0));
        assertThat(won).isGreaterThan(Score.winIn(1));
        assertThat(new PovScore(Score.lossIn(0), Color.WHITE).black()).isEqualTo(won);
        for (Score score : List.of(Score.winIn(1), Score.winIn(7), Score.lossIn(3), Score.men(0.25))) {
            assertThat(score.negate().negate()).isEqualTo(score);
            assertThat(score.negate().plies()).isEqualTo(score.plies());
        }
        assertThat(Score.winIn(5).negate()).isEqualTo(Score.lossIn(5));
        assertThat(Score.men(2e9)).isLessThan(Score.winIn(1000)).isLessThan(Score.men(3e9));
        assertThat(Score.men(-2e9)).isGreaterThan(Score.lossIn(1000));
        assertThat(Score.lossIn(10)).isGreaterThan(Score.lossIn(0));
        assertThat(Score.winIn(1)).isGreaterThan(Score.winIn(5));
        // Hub writes a game already won as 100.00, and reads it back so.
        assertThat(won.toHub()).isEqualTo("100.00");
        assertThat(Score.fromHub(100.0)).isEqualTo(won);
        // One more than the plies would overflow into the other side's result.
        assertThatThrownBy(() -> Score.winIn(Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Score.lossIn(Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Score.winIn(Integer.MAX_VALUE - 1).isWin()).isTrue();
        assertThat(Score.lossIn(Integer.MAX_VALUE - 1).negate().isWin()).isTrue();
    }

    @Test
    void aLimitCarriesItsLinesAndRefusesFewerThanOne() {
        assertThat(Limit.depth(5).multiPv()).isEqualTo(1);
        Limit three = Limit.depth(5).withMultiPv(3);
        assertThat(three.multiPv()).isEqualTo(3);
        assertThat(three.withNodes(100).multiPv()).isEqualTo(3);
        assertThat(three).isNotEqualTo(Limit.depth(5)).hasToString("Limit[depth=5, multiPv=3]");
        assertThatThrownBy(() -> Limit.depth(5).withMultiPv(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anAnalysisKeepsEachLineApartAndItsInfoIsTheBestLine() {
        Game game = Game.start(Variant.byName("international"));
        var moves = game.position().legalMoves();
        AnalysisFeed feed = new AnalysisFeed(Color.WHITE, () -> { });
        feed.info(Info.builder().multiPv(1).depth(3).score(Score.men(0.2)).pv(List.of(moves.get(0))).build());
        feed.info(Info.builder().multiPv(2).depth(3).score(Score.men(0.1)).pv(List.of(moves.get(1))).build());
        feed.info(Info.builder().multiPv(1).depth(4).score(Score.men(0.3)).pv(List.of(moves.get(2))).build());
        Analysis analysis = feed.analysis();
        assertThat(analysis.info().pv()).containsExactly(moves.get(2));
        assertThat(analysis.lines()).hasSize(2);
        assertThat(analysis.lines().get(1).score()).contains(Score.men(0.1));
        assertThat(analysis.lines().get(1).multiPv()).hasValue(2);
        assertThat(analysis.lines().get(0).format(game.position())).startsWith("multipv=1 depth=4 score=+0.30");
    }

    /** An engine's reports are kept: their fields without an accessor are bounded in number and length. */
    @Test
    void anInfoKeepsABoundedNumberOfExtraFieldsOfBoundedLength() {
        Info.Builder builder = Info.builder();
        for (int i = 0; i < Info.MAX_EXTRA + 10; i++) {
            builder.extra("f" + i, "v");
        }
        builder.extra("f0", "x".repeat(10_000));
        Info info = builder.build();
        assertThat(info.extra()).hasSize(Info.MAX_EXTRA).containsKey("f0").doesNotContainKey("f" + Info.MAX_EXTRA);
        assertThat(info.extra().get("f0")).hasSize(Info.MAX_EXTRA_CHARS).endsWith("...");
        Info merged = info;
        for (int i = 0; i < 100; i++) {
            merged = merged.merge(Info.builder().extra("new" + i, "v").extra("f1", "w" + i).build());
        }
        assertThat(merged.extra()).hasSize(Info.MAX_EXTRA).containsEntry("f1", "w99").doesNotContainKey("new0");
    }
}
