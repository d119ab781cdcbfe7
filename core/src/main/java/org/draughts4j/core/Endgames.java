package org.draughts4j.core;

import java.util.function.Predicate;

/** Conditions on material and squares that endgame draw rules are made of. */
public final class Endgames {

    private Endgames() {}

    /**
     * One side has a lone king; the other has between {@code minPieces} and {@code maxPieces}
     * pieces, at least {@code minKings} of them kings, and men only if {@code menAllowed}.
     */
    public static Predicate<Position> againstLoneKing(int minPieces, int maxPieces, int minKings, boolean menAllowed) {
        return position -> strongSide(position, minPieces, maxPieces, minKings, menAllowed) != null;
    }

    /**
     * As {@link #againstLoneKing}, and the lone king stands on one of {@code diagonal}'s squares
     * with no other piece on them.
     */
    public static Predicate<Position> againstLoneKingHolding(int minPieces, int maxPieces, int minKings,
            int... diagonal) {
        return position -> {
            Color strong = strongSide(position, minPieces, maxPieces, minKings, true);
            if (strong == null) {
                return false;
            }
            long line = mask(position, diagonal);
            long weak = position.pieces(strong.opposite());
            long all = position.white() | position.black();
            return (weak & line) != 0 && (all & line) == weak;
        };
    }

    /**
     * One side has exactly {@code kings} kings and no man, one of them on {@code diagonal}, against
     * a lone king (the Spanish Forzosa).
     */
    public static Predicate<Position> kingsWithOneOnDiagonalAgainstLoneKing(int kings, int... diagonal) {
        return position -> {
            Color strong = strongSide(position, kings, kings, kings, false);
            return strong != null && (position.pieces(strong) & mask(position, diagonal)) != 0;
        };
    }

    /**
     * The Spanish Saque de peón: White has two kings, one on {@code diagonal}, and a man on
     * {@code whiteMan}, against a black king and a black man on {@code blackMan}; or the same with
     * colours swapped on {@code mirroredWhiteMan} / {@code mirroredBlackMan} (the strong side's
     * man first).
     */
    public static Predicate<Position> saqueDePeon(int whiteMan, int blackMan, int blackStrongMan, int whiteWeakMan,
            int... diagonal) {
        return position -> saque(position, Color.WHITE, whiteMan, blackMan, diagonal)
                || saque(position, Color.BLACK, blackStrongMan, whiteWeakMan, diagonal);
    }

    private static boolean saque(Position position, Color strong, int strongMan, int weakMan, int[] diagonal) {
        Geometry geometry = position.rules().geometry();
        long kings = position.kings();
        long own = position.pieces(strong);
        long other = position.pieces(strong.opposite());
        long ownMan = geometry.mask(strongMan);
        long otherMan = geometry.mask(weakMan);
        return Long.bitCount(own & kings) == 2 && (own & ~kings) == ownMan
                && (own & kings & mask(position, diagonal)) != 0
                && Long.bitCount(other & kings) == 1 && (other & ~kings) == otherMan;
    }

    /** @return the side that has the material against the other's lone king, or null */
    private static Color strongSide(Position position, int minPieces, int maxPieces, int minKings, boolean menAllowed) {
        for (Color strong : Color.values()) {
            long weak = position.pieces(strong.opposite());
            if (Long.bitCount(weak) != 1 || (weak & position.kings()) == 0) {
                continue;
            }
            long own = position.pieces(strong);
            int pieces = Long.bitCount(own);
            int kings = Long.bitCount(own & position.kings());
            if (pieces >= minPieces && pieces <= maxPieces && kings >= minKings && (menAllowed || kings == pieces)) {
                return strong;
            }
        }
        return null;
    }

    private static long mask(Position position, int[] squares) {
        Geometry geometry = position.rules().geometry();
        long mask = 0;
        for (int square : squares) {
            mask |= geometry.mask(square);
        }
        return mask;
    }

    /**
     * Both sides have at least one king and the board holds between {@code minPieces} and
     * {@code maxPieces} pieces (the Russian balance rules).
     */
    public static Predicate<Position> bothSidesWithKings(int minPieces, int maxPieces) {
        return position -> {
            long kings = position.kings();
            int pieces = Long.bitCount(position.white() | position.black());
            return (position.white() & kings) != 0 && (position.black() & kings) != 0
                    && pieces >= minPieces && pieces <= maxPieces;
        };
    }
}
