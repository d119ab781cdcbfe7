package org.draughts4j.core.movegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.draughts4j.core.CaptureCriterion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A capture's packed key orders captures as its criteria do, one after another. */
class CaptureRankingTest {

    /** One capture: what the criteria look at. */
    private record Capture(int pieces, boolean movingKing, int kings, boolean[] kingAtJump) {
        /** @return the value under a criterion as the rules define it, unpacked, the higher the better */
        long value(CaptureCriterion criterion) {
            switch (criterion) {
                case MOST_PIECES:
                    return pieces;
                case WITH_KING:
                    return movingKing ? 1 : 0;
                case MOST_KINGS:
                    return kings;
                case VALUE:
                    return pieces + kings;
                case FEWEST_KINGS:
                    return -kings;
                default:
                    // KINGS_FIRST: the first jump at which one takes a king and the other not decides.
                    long key = 0;
                    for (int i = 0; i < pieces; i++) {
                        key = key * 2 + (kingAtJump[i] ? 1 : 0);
                    }
                    return key << (30 - pieces);
            }
        }
    }

    /** The lists the variants use, and random orders of distinct criteria. */
    static Stream<Long> seeds() {
        return LongStream.range(0, 24).boxed();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void keysOrderCapturesCriterionByCriterion(long seed) {
        Random random = new Random(seed);
        List<CaptureCriterion> all = new ArrayList<>(Arrays.asList(CaptureCriterion.values()));
        Collections.shuffle(all, random);
        CaptureCriterion[] criteria = all.subList(0, 1 + random.nextInt(all.size())).toArray(new CaptureCriterion[0]);
        if (seed < 3) {
            criteria = new CaptureCriterion[][] {
                {CaptureCriterion.MOST_PIECES, CaptureCriterion.WITH_KING, CaptureCriterion.MOST_KINGS,
                    CaptureCriterion.KINGS_FIRST},
                {CaptureCriterion.WITH_KING},
                {CaptureCriterion.VALUE, CaptureCriterion.FEWEST_KINGS},
            }[(int) seed];
        }
        CaptureRanking ranking = new CaptureRanking(criteria);
        for (int i = 0; i < 3000; i++) {
            Capture a = capture(random);
            Capture b = random.nextInt(4) == 0 ? a : capture(random);
            int expected = 0;
            for (CaptureCriterion criterion : criteria) {
                expected = Long.compare(a.value(criterion), b.value(criterion));
                if (expected != 0) {
                    break;
                }
            }
            assertThat(Integer.signum(Long.compareUnsigned(key(ranking, a), key(ranking, b))))
                    .as("%s: %s against %s", Arrays.toString(criteria), a, b).isEqualTo(expected);
        }
    }

    @Test
    void offerJudgesAgainstTheBestSoFar() {
        CaptureRanking ranking = new CaptureRanking(new CaptureCriterion[] {CaptureCriterion.MOST_PIECES});
        assertThat(ranking.offer(ranking.key(2, false, 0, 0))).isEqualTo(CaptureRanking.EQUAL);
        assertThat(ranking.offer(ranking.key(1, false, 0, 0))).isEqualTo(CaptureRanking.WORSE);
        assertThat(ranking.offer(ranking.key(2, true, 1, 0))).isEqualTo(CaptureRanking.EQUAL);
        assertThat(ranking.offer(ranking.key(3, false, 0, 0))).isEqualTo(CaptureRanking.BETTER);
        assertThat(ranking.offer(ranking.key(2, false, 0, 0))).isEqualTo(CaptureRanking.WORSE);
        ranking.reset();
        assertThat(ranking.offer(ranking.key(1, false, 0, 0))).isEqualTo(CaptureRanking.EQUAL);
    }

    @Test
    void criteriaThatCannotShareAKeyAreRefused() {
        CaptureCriterion[] twice = {CaptureCriterion.KINGS_FIRST, CaptureCriterion.KINGS_FIRST, CaptureCriterion.VALUE};
        assertThatThrownBy(() -> new CaptureRanking(twice)).isInstanceOf(IllegalArgumentException.class);
    }

    private static long key(CaptureRanking ranking, Capture capture) {
        long kingJumps = ranking.usesKingJumps() ? CaptureRanking.kingJumps(capture.kingAtJump(), capture.pieces()) : 0;
        return ranking.key(capture.pieces(), capture.movingKing(), capture.kings(), kingJumps);
    }

    /** A capture of up to 30 pieces (the most on any board), mostly few, some of them kings. */
    private static Capture capture(Random random) {
        int pieces = 1 + (random.nextBoolean() ? random.nextInt(4) : random.nextInt(30));
        boolean[] kingAtJump = new boolean[pieces];
        int kings = 0;
        for (int i = 0; i < pieces; i++) {
            kingAtJump[i] = random.nextInt(3) == 0;
            kings += kingAtJump[i] ? 1 : 0;
        }
        return new Capture(pieces, random.nextBoolean(), kings, kingAtJump);
    }
}
