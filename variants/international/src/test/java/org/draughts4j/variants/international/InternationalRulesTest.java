package org.draughts4j.variants.international;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.draughts4j.core.Color;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/**
 * One test per rule of International (docs/variants.md), with the legal moves at depth 1 worked out by
 * hand. Coordinates in the comments are (row, column) as White sees the board, row 0 at the top
 * and column 0 = file a: square s is on row (s-1)/5, column 2*((s-1)%5) + 1 on even rows and
 * 2*((s-1)%5) on odd rows, so 1 = (0,1) = b10, 5 = (0,9), 46 = (9,0) = a1, 50 = (9,8).
 * A move is written "origin x destination [captured set]" with " K" when the man is crowned.
 */
class InternationalRulesTest {

    private static final Variant RULES = new International();

    static String describe(Move move) {
        String text = move.origin() + (move.isCapture() ? "x" : "-") + move.destination();
        if (move.isCapture()) {
            text += " " + new TreeSet<>(move.captured());
        }
        return move.isPromotion() ? text + " K" : text;
    }

    static Set<String> moves(Variant variant, String fen) {
        Set<String> set = new TreeSet<>();
        List<Move> legal = Position.fromFen(variant, fen).legalMoves();
        for (Move move : legal) {
            set.add(describe(move));
        }
        assertEquals(legal.size(), set.size(), "a move listed twice in " + fen + ": " + legal);
        return set;
    }

    static Set<String> set(String... moves) {
        return new TreeSet<>(List.of(moves));
    }

    @Test
    void whiteMovesFirst() {
        // The start position W:W31-50:B1-20 has White to move; White's front row 31-35 is on row
        // 6 and steps to row 5 (26-30): 31 (6,1) to 26 (5,0) and 27 (5,2), ... 35 (6,9) only to
        // 30 (5,8): nine moves.
        Position start = Position.start(RULES);
        assertEquals(Color.WHITE, start.sideToMove());
        assertEquals(Color.WHITE, RULES.traits().firstToMove());
        assertEquals(set("31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"),
                moves(RULES, RULES.startFen()));
    }

    @Test
    void menCaptureBackward() {
        // W:W27,28,45:B6,22,32,33. 27 (5,2) forward over 22 (4,3) to 18 (3,4): one piece.
        // 27 backward over 32 (6,3) to 38 (7,4), then forward over 33 (6,5) to 29 (5,6): two.
        // 28 (5,4) over 22 to 17, backward over 32 to 37 or over 33 to 39: one each.
        // Majority: only 27x38x29. (45 and 6 take no part.)
        assertEquals(set("27x29 [32, 33]"), moves(RULES, "W:W27,28,45:B6,22,32,33"));
        // With forward captures only (English, Spanish): 27x18 and 28x17, one piece each.
        assertEquals(set("27x18 [22]", "28x17 [22]"), moves(TestRules.FORWARD_ONLY, "W:W27,28,45:B6,22,32,33"));
    }

    @Test
    void blackMenCaptureBackwardToo() {
        // The same position turned round: Black's 24 (4,7) goes backward (up) over 19 (3,6) to
        // 13 (2,5), then down over 18 (3,4) to 22 (4,3).
        assertEquals(set("24x22 [18, 19]"), moves(RULES, "B:W18,19,29,45:B6,23,24"));
    }

    @Test
    void manReturnsToItsOwnSquare() {
        // W:W28,45:B6,12,13,22,23. 28 (5,4) over 23 (4,5) to 19 (3,6), over 13 (2,5) to 8 (1,4),
        // backward over 12 (2,3) to 17 (3,2), backward over 22 (4,3) to 28 (5,4): its own square,
        // empty since it left. The other way round takes the same four: one move, two paths.
        Position position = Position.fromFen(RULES, "W:W28,45:B6,12,13,22,23");
        assertEquals(set("28x28 [12, 13, 22, 23]"), moves(RULES, position.toFen()));
        assertEquals(2, position.legalMovePaths().size());
        Position after = position.play(position.legalMoves().get(0));
        assertEquals(Piece.WHITE_MAN, after.pieceAt(28));
    }

    @Test
    void majorityCaptureWithAKingCountingAsOne() {
        // W:W32,K45:B19,27,28,K29. Man 32 (6,3): over 27 (5,2) to 21, one piece; over 28 (5,4)
        // to 23 (4,5), then over 19 (3,6) to 14 or backward over the king 29 (5,6) to 34: two.
        // King 45 (8,9) up-left: 40, 34 empty, king 29, lands 23 (then over 19 to 14, 10, 5) or
        // 18 (then down-left 22, over 27 to 31 or 36); 12, 7, 1 lead nowhere. All of these take
        // two: seven moves; 32x21 takes one and is not allowed.
        Set<String> international = set("32x14 [19, 28]", "32x34 [28, 29]",
                "45x14 [19, 29]", "45x10 [19, 29]", "45x5 [19, 29]", "45x31 [27, 29]", "45x36 [27, 29]");
        assertEquals(international, moves(RULES, "W:W32,K45:B19,27,28,K29"));
        // Free choice (Russian, English) adds 32x21.
        Set<String> free = new TreeSet<>(international);
        free.add("32x21 [27]");
        assertEquals(free, moves(TestRules.FREE_CHOICE, "W:W32,K45:B19,27,28,K29"));
        // "Then most kings" (Spanish) drops 32x14, the only two-piece capture without the king.
        Set<String> mostKings = new TreeSet<>(international);
        mostKings.remove("32x14 [19, 28]");
        assertEquals(mostKings, moves(TestRules.MOST_KINGS, "W:W32,K45:B19,27,28,K29"));
    }

    @Test
    void manPassingTheFarRowStaysAMan() {
        // W:W12,36:B8,9,22,31,33. 12 (2,3) over 8 (1,4) to 3 (0,5), on the far row, then as a man
        // backward over 9 (1,6) to 14 (2,7); nothing more: two pieces, not crowned.
        // 36 (7,0) over 31 (6,1) to 27 (5,2), over 22 (4,3) to 18 (3,4): two pieces.
        String fen = "W:W12,36:B8,9,22,31,33";
        assertEquals(set("12x14 [8, 9]", "36x18 [22, 31]"), moves(RULES, fen));
        Position position = Position.fromFen(RULES, fen);
        Move passing = position.parseMove("12x14");
        assertFalse(passing.isPromotion());
        assertEquals(List.of(12, 3, 14), passing.path());
        Position after = position.play(passing);
        assertEquals(Piece.WHITE_MAN, after.pieceAt(14));
        assertNull(after.pieceAt(3));
        // Russian: crowned on 3, it flies on over 9 to 20, over 33 to 42, over 31 to 26.
        assertEquals(set("12x26 [8, 9, 31, 33] K"), moves(TestRules.CONTINUES_AS_KING, fen));
        // English: crowned on 3, the move ends (one piece), so only 36x18 is left.
        assertEquals(set("36x18 [22, 31]"), moves(TestRules.ENDS_MOVE, fen));
    }

    @Test
    void blackManPassingTheFarRowStaysAMan() {
        // The position turned round: 39 over 43 to 48 (row 9) and back over 42 to 37.
        String fen = "B:W18,20,29,42,43:B15,39";
        assertEquals(set("39x37 [42, 43]", "15x33 [20, 29]"), moves(RULES, fen));
        Position after = Position.fromFen(RULES, fen).play("39x37");
        assertEquals(Piece.BLACK_MAN, after.pieceAt(37));
    }

    @Test
    void manEndingItsCaptureOnTheFarRowIsCrowned() {
        // W:W12:B7,18. 12 (2,3) over 7 (1,2) to 1 (0,1), nothing more: crowned. 12 backward over
        // 18 (3,4) to 23 (4,5). One piece each.
        assertEquals(set("12x1 [7] K", "12x23 [18]"), moves(RULES, "W:W12:B7,18"));
        Position after = Position.fromFen(RULES, "W:W12:B7,18").play("12x1");
        assertEquals(Piece.WHITE_KING, after.pieceAt(1));
    }

    @Test
    void kingMustLandWhereTheCaptureGoesOn() {
        // W:WK46:B12,30,32. King 46 (9,0) up-right over 32 (6,3); beyond: 28, 23, 19, 14, 10, 5.
        // From 23 (4,5) up-left: 18, then 12 (2,3), land 7 or 1. From 19 (3,6) down-right: 24,
        // then 30 (5,8), land 35. From 28, 14, 10, 5 nothing goes on, so they are not allowed.
        Set<String> expected = set("46x7 [12, 32]", "46x1 [12, 32]", "46x35 [30, 32]");
        assertEquals(expected, moves(RULES, "W:WK46:B12,30,32"));
        // Not a consequence of the majority rule alone: free choice gives the same three.
        assertEquals(expected, moves(TestRules.FREE_CHOICE, "W:WK46:B12,30,32"));
    }

    @Test
    void capturedPiecesBlockUntilTheMoveEnds() {
        // W:WK46:B11,12,32,38. 46 (9,0) over 32 (6,3); only from 23 (4,5) does it go on: up-left
        // over 12 (2,3) to 7 (1,2) (1 leads nowhere), down-left over 11 (2,1) to 16 (3,0). From
        // 16 down-right: 21, 27, then 32, taken but still standing: blocked, so 38 is safe.
        assertEquals(set("46x16 [11, 12, 32]"), moves(RULES, "W:WK46:B11,12,32,38"));
    }

    @Test
    void windmillIsOneMove() {
        // W:WK2:B7,8,17,18. 2 (0,3) over 7 to 11, over 17 to 22, over 18 to 13, over 8 back to 2;
        // or the other way round (over 8, 18, 17, 7). Same pieces, same squares: one move.
        Position position = Position.fromFen(RULES, "W:WK2:B7,8,17,18");
        assertEquals(set("2x2 [7, 8, 17, 18]"), moves(RULES, "W:WK2:B7,8,17,18"));
        assertEquals(2, position.legalMovePaths().size());
        assertEquals("2x2", Notation.format(position.legalMoves().get(0), position));
    }

    @Test
    void twoDifferentCapturesFromFourToFifteen() {
        // W:WK4:B13,20,32,37. 4 (0,7) down-left over 13 (2,5), landing 18, 22, 27, 31 or 36.
        // From 27 (5,2): over 32 (6,3) to 38 (7,4), then up-right 33, 29, 24, over 20 to 15.
        // From 31 (6,1): over 37 (7,2) to 42 (8,3), then up-right 38 ... 24, over 20 to 15.
        // Two moves from 4 to 15 taking different pieces: the notation must give the path.
        Position position = Position.fromFen(RULES, "W:WK4:B13,20,32,37");
        assertEquals(set("4x15 [13, 20, 32]", "4x15 [13, 20, 37]"), moves(RULES, position.toFen()));
        Set<String> written = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            written.add(Notation.format(move, position));
        }
        assertEquals(set("4x27x38x15", "4x31x42x15"), written);
        assertEquals(List.of(13, 32, 20), position.parseMove("4x27x38x15").captured());
        assertEquals(List.of(13, 37, 20), position.parseMove("4x31x42x15").captured());
        assertThrows(IllegalMoveException.class, () -> position.parseMove("4x15"));
    }

    @Test
    void kingCrossesItsOwnSquare() {
        // W:WK28,45:B6,12,13,23,39. 28 (5,4) over 23 to 19 (3,6) (the only landing that goes on),
        // over 13 to 8, over 12 to 17 (3,2), then down-right across 22 and 28 (its own square,
        // empty) and 33, over 39 (7,6) to 44 or 50.
        assertEquals(set("28x44 [12, 13, 23, 39]", "28x50 [12, 13, 23, 39]"),
                moves(RULES, "W:WK28,45:B6,12,13,23,39"));
    }

    @Test
    void kingCrossesASquareTwice() {
        // W:WK37,45:B6,12,13,23,39. 37 (7,2) up-right across 32 and 28, over 23 to 19, over 13
        // to 8, over 12 to 17, then down-right across 22 and 28 again, over 39 to 44 or 50.
        assertEquals(set("37x44 [12, 13, 23, 39]", "37x50 [12, 13, 23, 39]"),
                moves(RULES, "W:WK37,45:B6,12,13,23,39"));
    }

    @Test
    void kingsFly() {
        // W:WK46:B28. 46 (9,0) up-right: 41, 37, 32 empty, over 28 (5,4), land 23, 19, 14, 10, 5.
        assertEquals(set("46x23 [28]", "46x19 [28]", "46x14 [28]", "46x10 [28]", "46x5 [28]"),
                moves(RULES, "W:WK46:B28"));
        // A short king (English) cannot reach 28; its only move is the step to 41.
        assertEquals(set("46-41"), moves(TestRules.SHORT_KINGS, "W:WK46:B28"));
    }
}
