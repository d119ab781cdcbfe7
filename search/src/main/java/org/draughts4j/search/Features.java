package org.draughts4j.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.draughts4j.core.Geometry;

/**
 * The evaluation's features for one board: their names, in the order of a feature vector. Every
 * feature is counted for White less Black. A man counts on the square it stands on as its own side
 * sees the board: {@code square.N} is White's square N, or for Black the square the board turned
 * half round puts there (Black's man on 3 counts as {@code square.48} in International), so their
 * number is the board's.
 *
 * <p>Immutable.
 */
final class Features {
    static final String MAN = "man";
    static final String KING = "king";
    static final String FIRST_KING = "first-king";
    static final String KING_MOBILITY = "king-mobility";
    static final String MAN_MOBILITY = "man-mobility";
    static final String LOCKED = "locked";
    static final String BALANCE = "balance";
    static final String SUPPORTED = "supported";
    static final String TOWER_RESERVE = "tower-reserve";
    static final String TOWER_PRISONERS = "tower-prisoners";
    /** The runaway features count men this many rows or fewer from the crowning row. */
    static final int RUNAWAY_ROWS = 4;

    final int man;
    final int king;
    final int firstKing;
    /** The first square feature; a man counts in {@code square + (White's square number - 1)} of its place. */
    final int square;
    final int squares;
    final int kingMobility;
    final int manMobility;
    final int locked;
    /** The first runaway feature; a free man r rows from crowning counts in {@code runaway + r - 1}. */
    final int runaway;
    final int balance;
    final int supported;
    final int towerReserve;
    final int towerPrisoners;
    final int size;
    private final List<String> names;

    Features(Geometry geometry) {
        List<String> list = new ArrayList<>();
        man = add(list, MAN);
        king = add(list, KING);
        firstKing = add(list, FIRST_KING);
        squares = geometry.squareCount();
        square = list.size();
        for (int s = 1; s <= squares; s++) {
            list.add("square." + s);
        }
        kingMobility = add(list, KING_MOBILITY);
        manMobility = add(list, MAN_MOBILITY);
        locked = add(list, LOCKED);
        runaway = list.size();
        for (int r = 1; r <= RUNAWAY_ROWS; r++) {
            list.add("runaway." + r);
        }
        balance = add(list, BALANCE);
        supported = add(list, SUPPORTED);
        towerReserve = add(list, TOWER_RESERVE);
        towerPrisoners = add(list, TOWER_PRISONERS);
        names = Collections.unmodifiableList(list);
        size = list.size();
    }

    private static int add(List<String> list, String name) {
        list.add(name);
        return list.size() - 1;
    }

    /** @return the names, in the order of a feature vector */
    List<String> names() {
        return names;
    }

    /**
     * @param name a feature's name
     * @return its index, or -1 when this board has no such feature (a rank beyond its rows)
     */
    int indexOf(String name) {
        return names.indexOf(name);
    }
}
