package org.draughts4j.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;

/** The core's moves as the reference generator's canonical strings. */
public final class Canonical {

    private Canonical() {}

    private static int[] captured(Move move) {
        return move.captured().stream().mapToInt(Integer::intValue).toArray();
    }

    /** @return origin, destination, captured SET and promotion, as {@link ReferenceMove#moveKey()} */
    public static String moveKey(Move move) {
        return ReferenceMove.key(move.origin(), move.destination(), captured(move), move.isPromotion(), true);
    }

    /** @return origin, destination, captured in order and promotion, as {@link ReferenceMove#pathKey()} */
    public static String pathKey(Move move, org.draughts4j.core.Geometry geometry) {
        int[] path = move.path().stream().mapToInt(Integer::intValue).toArray();
        return ReferenceMove.key(move.origin(), move.destination(), captured(move), move.isPromotion(), false)
                + ReferenceMove.turns(path, captured(move), geometry);
    }

    /** @return the core's legal moves as a sorted list (duplicates kept, so that they show) */
    public static List<String> coreMoveKeys(Position position) {
        List<String> keys = new ArrayList<>();
        for (Move move : position.legalMoves()) {
            keys.add(moveKey(move));
        }
        Collections.sort(keys);
        return keys;
    }

    /** @return the core's capture paths as a sorted multiset */
    public static List<String> corePathKeys(Position position) {
        List<String> keys = new ArrayList<>();
        for (Move move : position.legalMovePaths()) {
            keys.add(pathKey(move, position.variant().geometry()));
        }
        Collections.sort(keys);
        return keys;
    }

    /** @return the reference's legal moves of the same position, sorted */
    public static List<String> referenceMoveKeys(Position position) {
        TreeSet<String> keys = ReferenceGenerator.moveKeys(ReferenceBoard.of(position));
        return new ArrayList<>(keys);
    }

    /** @return the reference's capture paths of the same position, sorted */
    public static List<String> referencePathKeys(Position position) {
        return ReferenceGenerator.pathKeys(ReferenceBoard.of(position));
    }
}
