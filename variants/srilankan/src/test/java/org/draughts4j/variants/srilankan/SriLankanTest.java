package org.draughts4j.variants.srilankan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Game;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayer;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class SriLankanTest extends VariantContract {
    private static final Variant SRI_LANKAN = Variant.byName("srilankan");

    @Override
    protected Variant variant() {
        return SRI_LANKAN;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("srilankan-mirrored-board", "Canadian's board", t -> t.geometry(Geometry.TWELVE_BY_TWELVE)),
                neighbour("srilankan-majority-capture", "free choice", t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("srilankan-passing-man-stays-a-man", "English promotion",
                        t -> t.promotionInCapture(PromotionInCapture.ENDS_MOVE)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(SRI_LANKAN).isInstanceOf(SriLankan.class);
        assertThat(Variant.byName("sri-lankan")).isSameAs(SRI_LANKAN);
        assertThat(SRI_LANKAN.pdnGameType()).isEqualTo(27);
        assertThat(SRI_LANKAN.displayName()).isEqualTo("Sri Lankan");
    }

    /** Squares run from a12 (1) to l1 (72), on the board without a1. */
    @Test
    void numberingRunsFromA12() {
        Geometry g = SRI_LANKAN.geometry();
        assertThat(g.algebraic(1)).isEqualTo("a12");
        assertThat(g.algebraic(72)).isEqualTo("l1");
        assertThat(g.parseAlgebraic("a1")).isZero();
    }

    @Test
    void endgame16AsInternational() {
        assertDrawAfter(Game.from(Position.fromFen(SRI_LANKAN, "W:WK61,K62,K67:BK6")), 32, "endgame-16", true,
                p -> true);
    }

    /** GameType 27 alone means Canadian: the writer adds the Variant tag, which reads back. */
    @Test
    void pdnWritesTheVariantTag() {
        PdnGame game = PdnGame.builder(SRI_LANKAN).move("43-37").move("26-32").build();
        String text = PdnWriter.write(game, SRI_LANKAN);
        assertThat(text).contains("[GameType \"27\"]").contains("[Variant \"Sri Lankan\"]");
        PdnGame read = PdnReader.readGame(text);
        assertThat(read.variant(null)).isSameAs(SRI_LANKAN);
        assertThat(PdnReplayer.strict(null).replay(PdnReader.read(text, "sri.pdn")).get(0).passed()).isTrue();
    }
}
