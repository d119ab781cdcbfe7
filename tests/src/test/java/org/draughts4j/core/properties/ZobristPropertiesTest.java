package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The incrementally kept Zobrist hash equals the hash computed from scratch, whatever the path. */
class ZobristPropertiesTest {

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void incrementalHashEqualsHashFromScratch(long seed) {
        Random games = new Random(seed);
        for (int game = 0; game < 17; game++) {
            Variant variant = RandomPositions.variant(games);
            Random random = new Random(games.nextLong());
            int plies = 1 + games.nextInt(120);
            Position position = Position.start(variant);
            for (int ply = 0; ply < plies; ply++) {
                List<Move> moves = position.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                position = position.play(moves.get(random.nextInt(moves.size())));
                Position fromScratch = Position.fromFen(variant, position.toFen());
                assertThat(position.zobristHash()).as(position.toFen()).isEqualTo(fromScratch.zobristHash());
                assertThat(position).isEqualTo(fromScratch);
            }
        }
    }

    @Test
    void transpositionsHaveEqualHashes() {
        Variant variant = TestVariants.INTERNATIONAL;
        Position start = Position.start(variant);
        Position a = start.play("31-26").play("20-25").play("35-30").play("16-21");
        Position b = start.play("35-30").play("16-21").play("31-26").play("20-25");
        assertThat(a).isEqualTo(b);
        assertThat(a.zobristHash()).isEqualTo(b.zobristHash());
        assertThat(a.zobristHash()).isNotEqualTo(start.zobristHash());
        Position otherSide = Position.fromFen(variant, "B" + a.toFen().substring(1));
        assertThat(otherSide.zobristHash()).isNotEqualTo(a.zobristHash());
    }
}
