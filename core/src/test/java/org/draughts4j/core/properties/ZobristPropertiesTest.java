package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.reference.ReferenceVariants;
import org.junit.jupiter.api.Test;

/** The incrementally kept Zobrist hash equals the hash computed from scratch, whatever the path. */
class ZobristPropertiesTest {

    @Property(tries = 200)
    void incrementalHashEqualsHashFromScratch(@ForAll("variantIndex") int variant, @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 120) int plies) {
        Rules rules = ReferenceVariants.ALL.get(variant);
        Random random = new Random(seed);
        Position position = Position.start(rules);
        for (int ply = 0; ply < plies; ply++) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            position = position.play(moves.get(random.nextInt(moves.size())));
            Position fromScratch = Position.fromFen(rules, position.toFen());
            assertThat(position.zobristHash()).as(position.toFen()).isEqualTo(fromScratch.zobristHash());
            assertThat(position).isEqualTo(fromScratch);
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Integer> variantIndex() {
        return net.jqwik.api.Arbitraries.integers().between(0, ReferenceVariants.ALL.size() - 1);
    }

    @Test
    void transpositionsHaveEqualHashes() {
        Rules rules = ReferenceVariants.INTERNATIONAL;
        Position start = Position.start(rules);
        Position a = start.play("31-26").play("20-25").play("35-30").play("16-21");
        Position b = start.play("35-30").play("16-21").play("31-26").play("20-25");
        assertThat(a).isEqualTo(b);
        assertThat(a.zobristHash()).isEqualTo(b.zobristHash());
        assertThat(a.zobristHash()).isNotEqualTo(start.zobristHash());
        Position otherSide = Position.fromFen(rules, "B" + a.toFen().substring(1));
        assertThat(otherSide.zobristHash()).isNotEqualTo(a.zobristHash());
    }
}
