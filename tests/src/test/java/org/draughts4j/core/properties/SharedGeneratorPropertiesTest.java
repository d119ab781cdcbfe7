package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position} lists moves with a generator its variant's traits keep between calls. A
 * position's moves must not depend on which positions were listed before it, nor on other threads
 * listing moves of the same variant at the same time.
 */
class SharedGeneratorPropertiesTest {

    private static final int THREADS = 4;

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void movesDoNotDependOnTheOrderOfTheCalls(long seed) {
        Random random = new Random(seed);
        for (Variant variant : RandomPositions.variants()) {
            List<Position> positions = positions(variant, random, 40);
            List<List<Move>> forward = new ArrayList<>();
            for (Position position : positions) {
                forward.add(position.legalMovePaths());
            }
            for (int i = positions.size() - 1; i >= 0; i--) {
                Position position = positions.get(i);
                assertThat(position.legalMovePaths()).as("%s after the ones behind it", position.toFen())
                        .isEqualTo(forward.get(i));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void threadsListingMovesOfOneVariantTogetherEachGetTheirOwn(long seed) throws Exception {
        Random random = new Random(seed);
        Variant variant = RandomPositions.variant(random);
        List<Position> positions = positions(variant, random, 60);
        List<List<Move>> expected = new ArrayList<>();
        for (Position position : positions) {
            expected.add(position.legalMoves());
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int offset = t;
                done.add(pool.submit(() -> {
                    for (int round = 0; round < 50; round++) {
                        for (int k = 0; k < positions.size(); k++) {
                            int i = (k + offset * 17 + round) % positions.size();
                            assertThat(positions.get(i).legalMoves()).as("%s on a thread of %d", positions.get(i)
                                    .toFen(), THREADS).isEqualTo(expected.get(i));
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> future : done) {
                future.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<Position> positions(Variant variant, Random random, int count) {
        List<Position> positions = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            positions.add(RandomPositions.placement(variant, random));
        }
        return positions;
    }
}
