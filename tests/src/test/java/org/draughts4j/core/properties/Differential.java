package org.draughts4j.core.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.reference.Canonical;
import org.draughts4j.reference.ReferenceBoard;
import org.draughts4j.reference.ReferenceGenerator;
import org.draughts4j.reference.ReferenceMove;

/** Compares the core with the reference generator on one position and explains a difference. */
final class Differential {

    private Differential() {}

    /** @return null when the core and the reference agree on {@code position}, else why not */
    static String disagreement(Position position) {
        ReferenceBoard board = ReferenceBoard.of(position);
        List<ReferenceMove> referencePaths = ReferenceGenerator.paths(board);
        List<String> refMoves = new ArrayList<>(ReferenceGenerator.moveKeys(board));
        List<String> coreMoves = Canonical.coreMoveKeys(position);
        if (!coreMoves.equals(refMoves)) {
            return "legalMoves differ" + diff(coreMoves, refMoves);
        }
        List<String> refPaths = ReferenceGenerator.pathKeys(board);
        List<String> corePaths = Canonical.corePathKeys(position);
        if (!corePaths.equals(refPaths)) {
            return "legalMovePaths differ" + diff(corePaths, refPaths);
        }
        if (position.isGameOver() != refMoves.isEmpty()) {
            return "isGameOver() is " + position.isGameOver() + " with " + refMoves.size() + " reference moves";
        }
        // Every move leads to the same position in both.
        Map<String, ReferenceMove> byKey = new TreeMap<>();
        for (ReferenceMove move : referencePaths) {
            byKey.putIfAbsent(move.moveKey(), move);
        }
        for (Move move : position.legalMoves()) {
            String key = Canonical.moveKey(move);
            String coreAfter = ReferenceBoard.of(position.play(move)).toFen();
            String refAfter = board.play(byKey.get(key)).toFen();
            if (!coreAfter.equals(refAfter)) {
                return "after " + move + " (" + key + ") the core gives " + coreAfter + ", the reference " + refAfter;
            }
        }
        return null;
    }

    private static String diff(List<String> core, List<String> reference) {
        List<String> coreOnly = new ArrayList<>(core);
        for (String key : reference) {
            coreOnly.remove(key);
        }
        List<String> referenceOnly = new ArrayList<>(reference);
        for (String key : core) {
            referenceOnly.remove(key);
        }
        return ": core only " + coreOnly + ", reference only " + referenceOnly
                + " (core " + core.size() + ", reference " + reference.size() + ")";
    }

    /** Fails with a report naming the variant, the position and a minimised position. */
    static void check(Position position) {
        String why = disagreement(position);
        if (why != null) {
            Position small = minimise(position, p -> disagreement(p) != null);
            throw new AssertionError(position.variant().name() + " " + position.toFen() + ": " + why
                    + "\nminimised: " + small.toFen() + ": " + disagreement(small)
                    + "\n" + ReferenceBoard.of(small).diagram());
        }
    }

    /**
     * Removes pieces and turns kings into men (where a man may stand) for as long as {@code bad}
     * still holds.
     */
    static Position minimise(Position position, Predicate<Position> bad) {
        Position current = position;
        boolean progress = true;
        while (progress) {
            progress = false;
            int squares = current.variant().geometry().squareCount();
            for (int square = 1; square <= squares; square++) {
                Piece piece = current.pieceAt(square);
                if (piece == null) {
                    continue;
                }
                for (String variant : new String[] {"remove", "demote"}) {
                    if (variant.equals("demote") && !piece.isKing()) {
                        continue;
                    }
                    Position candidate;
                    try {
                        candidate = edited(current, square, variant.equals("remove") ? null
                                : Piece.of(piece.color(), false));
                    } catch (RuntimeException e) {
                        continue; // a man on its own crowning row
                    }
                    boolean stillBad;
                    try {
                        stillBad = bad.test(candidate);
                    } catch (RuntimeException | AssertionError e) {
                        stillBad = true;
                    }
                    if (stillBad) {
                        current = candidate;
                        progress = true;
                        break;
                    }
                }
            }
        }
        return current;
    }

    private static Position edited(Position position, int square, Piece replacement) {
        ReferenceBoard board = ReferenceBoard.of(position);
        char letter = replacement == null ? ReferenceBoard.EMPTY
                : replacement == Piece.WHITE_MAN ? 'w' : 'b';
        board.set(square, letter);
        return Position.fromFen(position.variant(), board.toFen());
    }
}
