package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Elo figures, against arithmetic done by hand. */
class MatchScoreTest {

    @Test
    void tenWinsFiveLossesFiveDraws() {
        MatchScore score = new MatchScore(10, 5, 5);
        // s = (10 + 5/2) / 20 = 0.625; Elo = -400 log10(1/0.625 - 1) = -400 log10(0.6) = 88.7395
        assertThat(score.games()).isEqualTo(20);
        assertThat(score.score()).isEqualTo(0.625);
        assertThat(score.eloDifference()).isCloseTo(88.7395, within(1e-3));
        // variance of a game: (10 * 0.375^2 + 5 * 0.125^2 + 5 * 0.625^2) / 20
        //   = (1.40625 + 0.078125 + 1.953125) / 20 = 0.171875;
        // sigma of the mean = sqrt(0.171875) / sqrt(20) = 0.0927025
        assertThat(score.standardError()).isCloseTo(0.0927025, within(1e-6));
        // 1.959964 * 0.0927025 = 0.181694: s in [0.443306, 0.806694],
        // Elo -400 log10(1/0.443306 - 1) = -39.57 to -400 log10(1/0.806694 - 1) = 248.18: half 143.87
        assertThat(score.eloError()).isCloseTo(143.875, within(1e-2));
        assertThat(score.scoreLine("A", "B")).isEqualTo("Score of A vs B: 10 - 5 - 5  [0.625] 20");
        assertThat(score.eloLine()).isEqualTo("Elo difference: 88.7 +/- 143.9");
    }

    @Test
    void anEvenScoreIsNoDifference() {
        MatchScore score = new MatchScore(3, 3, 4);
        assertThat(score.eloDifference()).isZero();
        // variance (3 * 0.25 + 3 * 0.25 + 0) / 10 = 0.15; sigma 0.387298 / 3.162278 = 0.122474;
        // 1.959964 * 0.122474 = 0.240045: Elo of 0.740045 = -400 log10(0.351269) = 181.74
        assertThat(score.eloError()).isCloseTo(181.74, within(1e-2));
        assertThat(score.eloLine()).isEqualTo("Elo difference: 0.0 +/- 181.7");
    }

    @Test
    void aClean_sweepHasNoFiniteDifference() {
        assertThat(new MatchScore(4, 0, 0).eloLine()).isEqualTo("Elo difference: inf +/- nan");
        assertThat(new MatchScore(0, 4, 0).eloLine()).isEqualTo("Elo difference: -inf +/- nan");
        assertThat(MatchScore.NONE.scoreLine("A", "B")).isEqualTo("Score of A vs B: 0 - 0 - 0  [0.000] 0");
        assertThat(MatchScore.NONE.eloLine()).isEqualTo("Elo difference: nan +/- nan");
    }

    @Test
    void gamesAddUp() {
        MatchScore score = MatchScore.NONE.plus(1).plus(0.5).plus(0).plus(1);
        assertThat(score).isEqualTo(new MatchScore(2, 1, 1));
        assertThatThrownBy(() -> score.plus(0.7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MatchScore(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The score of a difference is the difference of the score, and the interval holds the difference. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void eloAndExpectedScoreAreInverse(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 100; i++) {
            double elo = random.nextDouble(-800, 800);
            assertThat(MatchScore.elo(MatchScore.expectedScore(elo))).isCloseTo(elo, within(1e-9));
            MatchScore score = new MatchScore(1 + random.nextInt(100), 1 + random.nextInt(100), random.nextInt(100));
            assertThat(score.eloError()).isPositive();
            MatchScore mirrored = new MatchScore(score.losses(), score.wins(), score.draws());
            assertThat(mirrored.eloDifference()).isCloseTo(-score.eloDifference(), within(1e-9));
        }
    }
}
