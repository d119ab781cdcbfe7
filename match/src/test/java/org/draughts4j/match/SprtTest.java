package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The SPRT, against arithmetic done by hand and against a brute-force maximum of the likelihood. */
class SprtTest {
    private static final Sprt TEST = Sprt.parse("elo0=0,elo1=10,alpha=0.05,beta=0.05").withModel(Sprt.Model.TRINOMIAL);
    private static final Sprt PAIRS = Sprt.parse("elo0=0,elo1=10,alpha=0.05,beta=0.05");

    @Test
    void boundsComeFromAlphaAndBeta() {
        // ln(0.05 / 0.95) = -2.944439; ln(0.95 / 0.05) = ln 19 = 2.944439
        assertThat(TEST.lowerBound()).isCloseTo(-2.944439, within(1e-6));
        assertThat(TEST.upperBound()).isCloseTo(2.944439, within(1e-6));
        Sprt lopsided = new Sprt(0, 5, 0.1, 0.01);
        // ln(0.01 / 0.9) = -4.49981; ln(0.99 / 0.1) = 2.29253
        assertThat(lopsided.lowerBound()).isCloseTo(-4.49981, within(1e-5));
        assertThat(lopsided.upperBound()).isCloseTo(2.29253, within(1e-5));
    }

    @Test
    void withoutDrawsTheRatioIsTheBinomialOne() {
        // No draws: the likeliest outcome probabilities with expected score s are a win s and a loss
        // 1 - s. s0 = 0.5, s1 = 1 / (1 + 10^(-10/400)) = 0.5143872;
        // LLR = 60 ln(0.5143872 / 0.5) + 40 ln(0.4856128 / 0.5) = 60 * 0.0283685 + 40 * (-0.0291995) = 0.534231
        assertThat(TEST.llr(new MatchScore(60, 40, 0))).isCloseTo(0.534231, within(1e-5));
        assertThat(TEST.decide(new MatchScore(60, 40, 0), Pentanomial.NONE)).isEqualTo(Sprt.Decision.CONTINUE);
    }

    @Test
    void withDrawsTheRatioIsTheTrinomialOne() {
        // 60 wins, 30 draws, 20 losses: the likelihood maximized over the draw rate under each
        // hypothesis (a grid of 200,000 draw rates, worked out beside this test) gives 1.52444.
        assertThat(TEST.llr(new MatchScore(60, 20, 30))).isCloseTo(1.52444, within(1e-4));
    }

    /** The constrained maximum is the maximum: no draw rate on a fine grid does better. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void theConstrainedProbabilitiesMaximizeTheLikelihood(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 20; i++) {
            int w = 1 + random.nextInt(50);
            int d = 1 + random.nextInt(50);
            int l = 1 + random.nextInt(50);
            double s = random.nextDouble(0.2, 0.8);
            double n = w + d + l;
            double[] p = Sprt.constrained(new double[] {w / n, d / n, l / n}, s);
            assertThat(p[0] + p[1] + p[2]).isCloseTo(1, within(1e-9));
            assertThat(p[0] + p[1] / 2).isCloseTo(s, within(1e-9));
            double best = w * Math.log(p[0]) + d * Math.log(p[1]) + l * Math.log(p[2]);
            double max = 2 * Math.min(s, 1 - s);
            for (int k = 1; k < 2000; k++) {
                double pd = max * k / 2000;
                double pw = s - pd / 2;
                double pl = 1 - pw - pd;
                if (pw > 0 && pl > 0) {
                    assertThat(w * Math.log(pw) + d * Math.log(pd) + l * Math.log(pl)).isLessThanOrEqualTo(best + 1e-9);
                }
            }
        }
    }

    @Test
    void aLopsidedMatchAcceptsH1AndAnEvenOneH0() {
        // All wins: the ratio grows by about ln(s1/s0) = 0.0283685 a game; with no loss seen, a
        // thousandth of a loss is counted. 104 wins: 104 * 0.0283685 = 2.950, past 2.944.
        Pentanomial none = Pentanomial.NONE;
        assertThat(TEST.decide(new MatchScore(103, 0, 0), none)).isEqualTo(Sprt.Decision.CONTINUE);
        assertThat(TEST.decide(new MatchScore(105, 0, 0), none)).isEqualTo(Sprt.Decision.H1);
        assertThat(TEST.line(new MatchScore(105, 0, 0), none)).endsWith("ubound 2.94 - H1 accepted")
                .startsWith("SPRT: llr 2.9");
        assertThat(TEST.decide(new MatchScore(200, 200, 600), none)).isEqualTo(Sprt.Decision.CONTINUE);
        assertThat(TEST.decide(new MatchScore(0, 105, 0), none)).isEqualTo(Sprt.Decision.H0);
        assertThat(TEST.line(new MatchScore(0, 105, 0), none)).endsWith("- H0 accepted");
        assertThat(TEST.llr(MatchScore.NONE)).isZero();
    }

    /**
     * The pentanomial ratio against the normal approximation that OpenBench (and fastchess before its
     * exact one) computes, worked out by hand here: N (s1 - s0) (2 m - s0 - s1) / (2 v), m the mean
     * pair score (a pair's points halved), v its variance over the pairs, N the pairs. The exact
     * ratio is within a few percent of it for small Elo differences, and is itself checked against
     * a value computed apart (bisection for θ, to 1e-12).
     */
    @Test
    void pairsGiveThePentanomialRatio() {
        int[][] tables = {{10, 40, 100, 45, 15}, {5, 20, 50, 30, 10}, {2, 10, 30, 12, 6}};
        for (int[] t : tables) {
            Pentanomial pairs = new Pentanomial(t[0], t[1], t[2], t[3], t[4]);
            double n = pairs.pairs();
            double m = (0.25 * t[1] + 0.5 * t[2] + 0.75 * t[3] + t[4]) / n;
            double v = (t[0] * m * m + t[1] * Math.pow(0.25 - m, 2) + t[2] * Math.pow(0.5 - m, 2)
                    + t[3] * Math.pow(0.75 - m, 2) + t[4] * Math.pow(1 - m, 2)) / n;
            double s0 = 0.5;
            double s1 = 1 / (1 + Math.pow(10, -10 / 400.0));
            double approximate = n * (s1 - s0) * (2 * m - s0 - s1) / (2 * v);
            assertThat(PAIRS.llr(pairs)).isCloseTo(approximate, within(0.03 * approximate));
            assertThat(PAIRS.llr(MatchScore.NONE, pairs)).isEqualTo(PAIRS.llr(pairs));
        }
        assertThat(PAIRS.llr(new Pentanomial(10, 40, 100, 45, 15))).isCloseTo(0.5878034, within(1e-6));
        assertThat(PAIRS.llr(Pentanomial.NONE)).isZero();
    }

    /**
     * The same games counted as pairs and as single games: where the openings decide games (a win
     * and a loss in a pair, each side winning with the same colour), pairs see less noise than
     * single games, and the ratio goes further for the same score.
     */
    @Test
    void pairsDecideSoonerThanTheSameGamesCountedOneByOne() {
        // 70 pairs: 2 of 0 points, 8 of 1/2, 40 of 1 (30 of a win and a loss, 10 of two draws), 14 of 1 1/2, 6 of 2.
        Pentanomial pairs = new Pentanomial(2, 8, 40, 14, 6);
        MatchScore games = new MatchScore(30 + 14 + 12, 4 + 8 + 30, 8 + 20 + 14);
        assertThat(games.games()).isEqualTo(2 * pairs.pairs());
        // Worked out apart as above: 0.906227 for the pairs, 0.493204 for the games.
        assertThat(PAIRS.llr(games, pairs)).isCloseTo(0.906227, within(1e-5));
        assertThat(TEST.llr(games, pairs)).isCloseTo(0.493204, within(1e-5));
        assertThat(PAIRS.line(games, pairs)).contains(", ptnml(0-2) [2, 8, 40, 14, 6] - ");
        assertThat(TEST.line(games, pairs)).doesNotContain("ptnml");
        // With every pair won, the empty counts are a thousandth each: the ratio stays finite, and grows
        // by about ln(s1/s0) = 0.0283685 a pair: 104 pairs reach 2.944.
        assertThat(PAIRS.decide(new MatchScore(206, 0, 0), new Pentanomial(0, 0, 0, 0, 103)))
                .isEqualTo(Sprt.Decision.CONTINUE);
        assertThat(PAIRS.decide(new MatchScore(210, 0, 0), new Pentanomial(0, 0, 0, 0, 105))).isEqualTo(Sprt.Decision.H1);
        assertThat(PAIRS.decide(new MatchScore(4, 0, 0), new Pentanomial(0, 0, 0, 0, 2))).isEqualTo(Sprt.Decision.CONTINUE);
    }

    @Test
    void badTestsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=10,alpha=0.05")).hasMessageContaining("beta= is missing");
        assertThatThrownBy(() -> Sprt.parse("elo0=10,elo1=0,alpha=0.05,beta=0.05")).hasMessageContaining("above");
        // An expected score that rounds to 1 made every ratio NaN: a test that never decided.
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=7000,alpha=0.05,beta=0.05")).hasMessageContaining("-2000 to 2000");
        Sprt widest = Sprt.parse("elo0=-2000,elo1=2000,alpha=0.05,beta=0.05").withModel(Sprt.Model.TRINOMIAL);
        assertThat(widest.decide(new MatchScore(20, 0, 0), Pentanomial.NONE)).isEqualTo(Sprt.Decision.H1);
        assertThat(widest.decide(new MatchScore(0, 20, 0), Pentanomial.NONE)).isEqualTo(Sprt.Decision.H0);
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=10,alpha=1,beta=0.05")).hasMessageContaining("alpha");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=x,alpha=0.05,beta=0.05")).hasMessageContaining("not a number");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,gamma=1,alpha=0.05,beta=0.05"))
                .hasMessageContaining("'gamma=1'");
        assertThat(TEST.toString()).isEqualTo("elo0=0,elo1=10,alpha=0.05,beta=0.05");
        assertThat(PAIRS.model()).isEqualTo(Sprt.Model.PENTANOMIAL);
        assertThat(Sprt.Model.parse("Trinomial")).isEqualTo(Sprt.Model.TRINOMIAL);
        assertThatThrownBy(() -> Sprt.Model.parse("binomial")).hasMessageContaining("pentanomial or trinomial");
    }
}
