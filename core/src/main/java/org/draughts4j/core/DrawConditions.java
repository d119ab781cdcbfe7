package org.draughts4j.core;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Conditions on material and squares that endgame draw rules are made of. Each is a value: equal
 * when made with the same arguments, and printed with them.
 */
public final class DrawConditions {

    private DrawConditions() {}

    /** The sides, without the copy {@link Color#values()} makes at each call: a search tests conditions at every node. */
    private static final Color[] COLORS = Color.values();

    /**
     * What a condition reads of a position: a {@link Position}, or one ply of a {@link
     * PositionStack} ({@link PositionStack#plyView}), so that a search tests the built-in conditions
     * without making a position.
     */
    interface Pieces {
        int count(Color color);

        int kingCount(Color color);

        Piece pieceAt(int square);
    }

    /**
     * A condition that reads {@link Pieces}, as the built-in ones do: {@link DrawRule#holds(PositionStack,
     * int)} tests it on a stack's ply without a {@link Position}.
     */
    interface OnPieces extends Predicate<Position> {
        boolean holds(Pieces pieces);

        /**
         * @return the most pieces, both sides together, with which the condition can hold: a search
         *     tests it at every node, and most positions have too many pieces for it
         */
        default int mostPieces() {
            return Integer.MAX_VALUE;
        }

        /**
         * @return the highest square number the condition reads, 0 for none: a variant refuses a
         *     rule whose squares are not on its board when it is made, not when a game reaches them
         */
        default int highestSquare() {
            return 0;
        }

        @Override
        default boolean test(Position position) {
            return holds(position);
        }
    }

    /**
     * One side has a lone king; the other has between {@code minPieces} and {@code maxPieces}
     * pieces, at least {@code minKings} of them kings, and men only if {@code menAllowed}. Either
     * side may be the stronger one.
     *
     * @param minPieces the fewest pieces of the stronger side, men and kings together
     * @param maxPieces the most pieces of the stronger side
     * @param minKings the fewest kings among them
     * @param menAllowed whether some of them may be men; if false they are all kings
     * @return the condition, true in a position with that material
     */
    public static Predicate<Position> againstLoneKing(int minPieces, int maxPieces, int minKings, boolean menAllowed) {
        return new AgainstLoneKing(minPieces, maxPieces, minKings, menAllowed, OnDiagonal.NOTHING, List.of());
    }

    /**
     * As {@link #againstLoneKing}, men allowed, and the lone king stands on one of {@code
     * diagonal}'s squares with no other piece on them.
     *
     * @param minPieces the fewest pieces of the stronger side, men and kings together
     * @param maxPieces the most pieces of the stronger side
     * @param minKings the fewest kings among them
     * @param diagonal the numbers of the squares of the diagonal
     * @return the condition, true in a position with that material and the lone king alone on the
     *     diagonal
     * @throws IllegalArgumentException if a square number is below 1; a variant refuses a square past
     *     its board when it is made with the rule
     */
    public static Predicate<Position> againstLoneKingHolding(int minPieces, int maxPieces, int minKings,
            int... diagonal) {
        return new AgainstLoneKing(minPieces, maxPieces, minKings, true, OnDiagonal.LONE_KING_ALONE,
                squares(diagonal));
    }

    /**
     * One side has exactly {@code kings} kings and no man, one of them on {@code diagonal}, against
     * a lone king (the Spanish Forzosa).
     *
     * @param kings the number of kings of the stronger side
     * @param diagonal the numbers of the squares of the diagonal
     * @return the condition, true in a position with that material and such a king on the diagonal
     * @throws IllegalArgumentException if a square number is below 1; a variant refuses a square past
     *     its board when it is made with the rule
     */
    public static Predicate<Position> kingsWithOneOnDiagonalAgainstLoneKing(int kings, int... diagonal) {
        return new AgainstLoneKing(kings, kings, kings, false, OnDiagonal.STRONG_KING, squares(diagonal));
    }

    /** What a condition against a lone king asks of the squares of its diagonal. */
    private enum OnDiagonal {
        /** Nothing: there is no diagonal, the material decides. */
        NOTHING,
        /** The lone king stands on one of them, and no other piece does. */
        LONE_KING_ALONE,
        /** One of the stronger side's kings stands on one of them. */
        STRONG_KING
    }

    /**
     * The conditions of a lone king against the material of {@link #againstLoneKing}, the squares
     * of {@code diagonal} holding what {@code onDiagonal} asks.
     */
    private record AgainstLoneKing(int minPieces, int maxPieces, int minKings, boolean menAllowed,
            OnDiagonal onDiagonal, List<Integer> diagonal) implements OnPieces {
        @Override
        public int mostPieces() {
            return maxPieces + 1;
        }

        @Override
        public int highestSquare() {
            return highest(diagonal);
        }

        @Override
        public boolean holds(Pieces position) {
            Color strong = strongSide(position, minPieces, maxPieces, minKings, menAllowed);
            if (strong == null) {
                return false;
            }
            switch (onDiagonal) {
                case LONE_KING_ALONE:
                    return loneKingAloneOn(position, strong, diagonal);
                case STRONG_KING:
                    return stands(position, Piece.of(strong, true), diagonal);
                default:
                    return true;
            }
        }
    }

    /**
     * @return whether the lone king, {@code strong}'s opponent, stands on one of {@code squares}
     *     and no other piece does
     */
    private static boolean loneKingAloneOn(Pieces position, Color strong, List<Integer> squares) {
        boolean loneKingOnIt = false;
        // By index: a search tests this at every node, and an iterator is an allocation.
        for (int i = 0; i < squares.size(); i++) {
            Piece piece = position.pieceAt(squares.get(i));
            if (piece != null) {
                if (piece.color() == strong) {
                    return false;
                }
                loneKingOnIt = true;
            }
        }
        return loneKingOnIt;
    }

    /**
     * The Spanish Saque de peón: White has two kings, one on {@code diagonal}, and a man on
     * {@code whiteMan}, against a black king and a black man on {@code blackMan}; or the same with
     * colours swapped: Black has two kings, one on {@code diagonal}, and a man on {@code
     * blackStrongMan}, against a white king and a white man on {@code whiteWeakMan}.
     *
     * @param whiteMan the square of White's man when White has the two kings
     * @param blackMan the square of Black's man when White has the two kings
     * @param blackStrongMan the square of Black's man when Black has the two kings
     * @param whiteWeakMan the square of White's man when Black has the two kings
     * @param diagonal the numbers of the squares of the diagonal, for either side's kings
     * @return the condition, true in a position with either of the two
     * @throws IllegalArgumentException if a square number is below 1; a variant refuses a square past
     *     its board when it is made with the rule
     */
    public static Predicate<Position> saqueDePeon(int whiteMan, int blackMan, int blackStrongMan, int whiteWeakMan,
            int... diagonal) {
        squares(whiteMan, blackMan, blackStrongMan, whiteWeakMan);
        return new SaqueDePeon(whiteMan, blackMan, blackStrongMan, whiteWeakMan, squares(diagonal));
    }

    private record SaqueDePeon(int whiteMan, int blackMan, int blackStrongMan, int whiteWeakMan, List<Integer> diagonal)
            implements OnPieces {
        @Override
        public int mostPieces() {
            return 5;
        }

        @Override
        public int highestSquare() {
            return Math.max(highest(diagonal), highest(List.of(whiteMan, blackMan, blackStrongMan, whiteWeakMan)));
        }

        @Override
        public boolean holds(Pieces position) {
            return saque(position, Color.WHITE, whiteMan, blackMan, diagonal)
                    || saque(position, Color.BLACK, blackStrongMan, whiteWeakMan, diagonal);
        }
    }

    private static boolean saque(Pieces position, Color strong, int strongMan, int weakMan, List<Integer> diagonal) {
        Color weak = strong.opposite();
        return position.kingCount(strong) == 2 && position.count(strong) == 3
                && position.pieceAt(strongMan) == Piece.of(strong, false)
                && stands(position, Piece.of(strong, true), diagonal)
                && position.kingCount(weak) == 1 && position.count(weak) == 2
                && position.pieceAt(weakMan) == Piece.of(weak, false);
    }

    /** @return the condition of a rule that holds in every position */
    static Predicate<Position> always() {
        return new Always();
    }

    private record Always() implements OnPieces {
        @Override
        public boolean holds(Pieces position) {
            return true;
        }
    }

    /**
     * Each side has one piece, man or king (Turkish).
     *
     * @return the condition, true in a position with one piece of each side
     */
    public static Predicate<Position> onePieceEach() {
        return new OnePieceEach();
    }

    private record OnePieceEach() implements OnPieces {
        @Override
        public int mostPieces() {
            return 2;
        }

        @Override
        public boolean holds(Pieces position) {
            return position.count(Color.WHITE) == 1 && position.count(Color.BLACK) == 1;
        }
    }

    /** @return the side that has the material against the other's lone king, or null */
    private static Color strongSide(Pieces position, int minPieces, int maxPieces, int minKings, boolean menAllowed) {
        for (Color strong : COLORS) {
            Color weak = strong.opposite();
            if (position.count(weak) != 1 || position.kingCount(weak) != 1) {
                continue;
            }
            int pieces = position.count(strong);
            int kings = position.kingCount(strong);
            if (pieces >= minPieces && pieces <= maxPieces && kings >= minKings && (menAllowed || kings == pieces)) {
                return strong;
            }
        }
        return null;
    }

    /** @return whether {@code piece} stands on one of {@code squares} */
    private static boolean stands(Pieces position, Piece piece, List<Integer> squares) {
        for (int i = 0; i < squares.size(); i++) {
            if (position.pieceAt(squares.get(i)) == piece) {
                return true;
            }
        }
        return false;
    }

    /**
     * Both sides have at least one king and the board holds between {@code minPieces} and
     * {@code maxPieces} pieces (the Russian balance rules).
     *
     * @param minPieces the fewest pieces on the board, both sides' men and kings together
     * @param maxPieces the most pieces on the board
     * @return the condition, true in a position with that material
     */
    public static Predicate<Position> bothSidesWithKings(int minPieces, int maxPieces) {
        return new BothSidesWithKings(minPieces, maxPieces);
    }

    private record BothSidesWithKings(int minPieces, int maxPieces) implements OnPieces {
        @Override
        public int mostPieces() {
            return maxPieces;
        }

        @Override
        public boolean holds(Pieces position) {
            int pieces = position.count(Color.WHITE) + position.count(Color.BLACK);
            return position.kingCount(Color.WHITE) > 0 && position.kingCount(Color.BLACK) > 0
                    && pieces >= minPieces && pieces <= maxPieces;
        }
    }

    /**
     * @return the square numbers as a list, which a record compares and prints by value (an array it would not)
     * @throws IllegalArgumentException if a number is below 1: no board has such a square
     */
    private static List<Integer> squares(int... numbers) {
        List<Integer> list = new ArrayList<>(numbers.length);
        for (int number : numbers) {
            if (number < 1) {
                throw new IllegalArgumentException("square " + number + " is on no board: squares are numbered from 1");
            }
            list.add(number);
        }
        return List.copyOf(list);
    }

    private static int highest(List<Integer> squares) {
        int highest = 0;
        for (int square : squares) {
            highest = Math.max(highest, square);
        }
        return highest;
    }
}
