package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A null side is refused by name: each of these once read it as Black and answered for Black's pieces. */
class NullSideTest {
    private static final Variant PLAIN = Variant.builder("plain").traits(Traits.international())
            .startFen("W:W31-50:B1-20").build();
    private static final Position START = Position.start(PLAIN);

    static Stream<Named> readsOfASide() {
        return Stream.of(
                new Named("Position.pieces", color -> START.pieces(color)),
                new Named("Position.piecesHigh", color -> START.piecesHigh(color)),
                new Named("Position.count", color -> START.count(color)),
                new Named("Position.kingCount", color -> START.kingCount(color)),
                new Named("Position.kingMoveCount", color -> START.kingMoveCount(color)),
                new Named("Position.kingMoveSquare", color -> START.kingMoveSquare(color)),
                new Named("Geometry.promotionMask", color -> Geometry.TEN_BY_TEN.promotionMask(color)),
                new Named("Geometry.promotionMaskHigh", color -> Geometry.TEN_BY_TEN.promotionMaskHigh(color)),
                new Named("Geometry.isPromotionSquare", color -> Geometry.TEN_BY_TEN.isPromotionSquare(46, color)),
                new Named("Piece.of", color -> Piece.of(color, false)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readsOfASide")
    void refusesANullSide(Named read) {
        assertThatThrownBy(() -> read.apply.apply(null)).isInstanceOf(NullPointerException.class).hasMessage("color");
    }

    record Named(String name, Function<Color, Object> apply) {
        @Override
        public String toString() {
            return name;
        }
    }
}
