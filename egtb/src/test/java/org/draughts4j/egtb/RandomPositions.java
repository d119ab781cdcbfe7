package org.draughts4j.egtb;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/** Random positions of a few pieces, a piece a side at least, through the public API. */
final class RandomPositions {
    private RandomPositions() {
    }

    static Position of(Variant variant, int pieces, Random random) {
        Geometry geometry = variant.geometry();
        boolean kings = variant.traits().goal() != Goal.FIRST_KING_WINS;
        Map<Integer, Piece> placed = new TreeMap<>();
        while (placed.size() < pieces) {
            int square = 1 + random.nextInt(geometry.squareCount());
            Color color = placed.size() == 0 ? Color.WHITE : placed.size() == 1 ? Color.BLACK
                    : random.nextBoolean() ? Color.WHITE : Color.BLACK;
            boolean king = kings && (random.nextBoolean() || geometry.isPromotionSquare(square, color));
            if (placed.containsKey(square) || (!king && geometry.isPromotionSquare(square, color))) {
                continue;
            }
            placed.put(square, Piece.of(color, king));
        }
        return Position.of(variant, random.nextBoolean() ? Color.WHITE : Color.BLACK, placed);
    }
}
