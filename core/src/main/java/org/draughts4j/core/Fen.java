package org.draughts4j.core;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.draughts4j.core.movegen.KingMoves;
import org.draughts4j.core.movegen.Towers;

/**
 * Reads and writes positions in PDN FEN, {@code <side>:<color><squares>:<color><squares>}, as
 * specified in docs/formats.md.
 *
 * <p>The reader accepts lower case, spaces around separators, a trailing {@code .}, ranges of men
 * ({@code 31-50}), empty or missing color fields in either order, trailing lidraughts fields
 * {@code :H<n>:F<n>}, and algebraic squares ({@code c3}) for variants that use them. The writer
 * emits the canonical form: upper case, White's field first, squares ascending, each king with
 * its {@code K}, no ranges. In column draughts an entry may carry its tower from the bottom up
 * after {@code =}, one letter a piece ({@code w} white man, {@code W} white king, {@code b},
 * {@code B}), in the field of its top piece's colour and with no {@code K}:
 * {@code W:W22=bw,K15:B10=wwb}; the writer emits {@code =} for towers of two or more pieces.
 * Where the variant limits the moves of one king (Frisian), a field {@code :+<b>+<w>} gives
 * Black's then White's count of non-capturing moves in a row with the same king, each non-zero
 * count followed by that king's square ({@code :+0+237}); the reader takes it anywhere after the
 * colour fields, a count without its square when the side has one king, or no field (both 0),
 * and the writer always ends with it; in other variants the field is read and ignored, as
 * lidraughts' other trailing fields are.
 */
public final class Fen {

    private Fen() {}

    /**
     * @param variant the variant
     * @param fen the FEN text
     * @return the position it describes
     * @throws InvalidFenException naming the offending token and its position, or when the text is
     *     longer than {@value InputLimits#MAX_FEN_CHARS} characters
     */
    public static Position parse(Variant variant, String fen) {
        Objects.requireNonNull(variant, "variant");
        if (fen == null) {
            throw new InvalidFenException("null", "", 0, "no FEN given");
        }
        if (fen.length() > InputLimits.MAX_FEN_CHARS) {
            throw new InvalidFenException(fen, fen.substring(0, InputLimits.QUOTED_CHARS), 0, "longer than " + InputLimits.MAX_FEN_CHARS + " characters");
        }
        return new Reader(variant, fen).read();
    }

    /**
     * @param position the position to write
     * @return the canonical FEN of {@code position}
     */
    public static String write(Position position) {
        Geometry geometry = Objects.requireNonNull(position, "position").variant().geometry();
        StringBuilder fen = new StringBuilder().append(position.sideToMove().letter());
        for (Color color : Color.values()) {
            fen.append(':').append(color.letter());
            boolean first = true;
            for (int square = 1; square <= geometry.squareCount(); square++) {
                Piece piece = position.pieceAt(square);
                if (piece != null && piece.color() == color) {
                    if (!first) {
                        fen.append(',');
                    }
                    first = false;
                    List<Piece> tower = position.tower(square);
                    if (tower.size() > 1) {
                        fen.append(geometry.name(square)).append('=');
                        for (Piece p : tower) {
                            fen.append(letter(p));
                        }
                    } else {
                        if (piece.isKing()) {
                            fen.append('K');
                        }
                        fen.append(geometry.name(square));
                    }
                }
            }
        }
        if (position.variant().traits().kingMoveLimit() > 0) {
            fen.append(":+");
            for (Color color : new Color[] {Color.BLACK, Color.WHITE}) {
                int count = position.kingMoveCount(color);
                fen.append(count);
                if (count > 0) {
                    fen.append(position.kingMoveSquare(color));
                }
                if (color == Color.BLACK) {
                    fen.append('+');
                }
            }
        }
        return fen.toString();
    }

    /** @return the letter of a piece in a tower: {@code w}, {@code W}, {@code b} or {@code B} */
    private static char letter(Piece piece) {
        char letter = piece.color() == Color.WHITE ? 'w' : 'b';
        return piece.isKing() ? Character.toUpperCase(letter) : letter;
    }

    /** One pass over a FEN text; keeps the offsets so errors can name where they are. */
    private static final class Reader {
        private final Variant variant;
        private final Geometry geometry;
        private final String fen;
        /** White, White high, Black, Black high, kings and kings high, as {@link Position} takes them. */
        private final long[] words = new long[6];
        /** The towers of two or more pieces, by bit (column draughts); null until the first. */
        private long[] towers;
        /** The pieces under the towers' tops, and the first tower's token and place, for the check of them all. */
        private int underTops;
        private String firstTower;
        private int firstTowerAt;
        /** The king-move field, its text and where it starts, read once the pieces are known. */
        private String kingMoveField;
        private int kingMoveFieldAt;

        Reader(Variant variant, String fen) {
            this.variant = variant;
            this.geometry = variant.geometry();
            this.fen = fen;
        }

        Position read() {
            int end = fen.length();
            while (end > 0 && (Character.isWhitespace(fen.charAt(end - 1)) || fen.charAt(end - 1) == '.')) {
                end--;
            }
            if (end == 0) {
                throw error("", 0, "empty FEN");
            }
            Color side = null;
            boolean seenWhite = false;
            boolean seenBlack = false;
            boolean seenExtra = false;
            int fieldStart = 0;
            int fieldNumber = 0;
            while (fieldStart <= end) {
                int fieldEnd = pieceEnd(fieldStart, end, ':');
                int from = skipSpaces(fieldStart, fieldEnd);
                int to = trimEnd(from, fieldEnd);
                String field = fen.substring(from, to);
                if (fieldNumber == 0) {
                    side = readSide(field, from);
                } else if (field.isEmpty()) {
                    throw error(field, from, "empty field");
                } else {
                    char head = Character.toUpperCase(field.charAt(0));
                    if (head == '+') {
                        if (kingMoveField != null) {
                            throw error(field, from, "the count of king moves appears twice");
                        }
                        kingMoveField = field;
                        kingMoveFieldAt = from;
                    } else if ((head == 'H' || head == 'F') && field.length() > 1 && isDigits(field.substring(1))) {
                        seenExtra = true;
                    } else if (seenExtra) {
                        throw error(field, from, "color field after the halfmove/move-number fields");
                    } else if (head == 'W' || head == 'B') {
                        Color color = head == 'W' ? Color.WHITE : Color.BLACK;
                        if (color == Color.WHITE ? seenWhite : seenBlack) {
                            throw error(field, from, "the " + name(color) + " field appears twice");
                        }
                        if (color == Color.WHITE) {
                            seenWhite = true;
                        } else {
                            seenBlack = true;
                        }
                        readSquares(color, from + 1, to);
                    } else {
                        throw error(field, from, "expected a field starting with W or B");
                    }
                }
                fieldNumber++;
                if (fieldEnd == end) {
                    break;
                }
                fieldStart = fieldEnd + 1;
            }
            // A variant without the limit reads lidraughts' king-move field and has no use for it.
            int kingMoves = kingMoveField == null || variant.traits().kingMoveLimit() == 0 ? 0
                    : readKingMoves(kingMoveField, kingMoveFieldAt);
            int pieces = underTops + Long.bitCount(words[0] | words[2]) + Long.bitCount(words[1] | words[3]);
            if (variant.traits().towers() && pieces > Towers.MAX_HEIGHT) {
                // A capture may stack every piece into one tower, which holds at most that many.
                throw error(firstTower != null ? firstTower : fen, firstTower != null ? firstTowerAt : 0,
                        "the towers hold " + pieces + " pieces in all, more than the " + Towers.MAX_HEIGHT
                        + " one tower can hold");
            }
            try {
                return Position.of(variant, side, words, towers, kingMoves);
            } catch (IllegalArgumentException e) {
                if (kingMoveField != null && e.getMessage().contains("king")) {
                    throw error(kingMoveField, kingMoveFieldAt, e.getMessage());
                }
                throw e;
            }
        }

        private Color readSide(String field, int at) {
            if (field.equalsIgnoreCase("W")) {
                return Color.WHITE;
            }
            if (field.equalsIgnoreCase("B")) {
                return Color.BLACK;
            }
            throw error(field, at, "the side to move must be W or B");
        }

        private void readSquares(Color color, int start, int end) {
            int tokenStart = start;
            while (tokenStart <= end) {
                int tokenEnd = pieceEnd(tokenStart, end, ',');
                int from = skipSpaces(tokenStart, tokenEnd);
                int to = trimEnd(from, tokenEnd);
                String token = fen.substring(from, to);
                if (token.isEmpty()) {
                    boolean wholeFieldEmpty = tokenStart == start && tokenEnd == end;
                    if (!wholeFieldEmpty) {
                        throw error(token, from, "empty square list entry");
                    }
                } else {
                    readToken(color, token, from);
                }
                if (tokenEnd == end) {
                    break;
                }
                tokenStart = tokenEnd + 1;
            }
        }

        private void readToken(Color color, String token, int at) {
            int equals = token.indexOf('=');
            if (equals >= 0) {
                readTower(color, token, at, equals);
                return;
            }
            boolean king = false;
            String body = token;
            if (Character.toUpperCase(body.charAt(0)) == 'K') {
                king = true;
                body = body.substring(1).trim();
            }
            int dash = body.indexOf('-');
            if (dash > 0 && geometry.isAllSquares()) {
                throw error(token, at, "ranges are not used on the " + geometry + " board: list the squares");
            }
            if (dash > 0) {
                int first = readSquare(body.substring(0, dash).trim(), token, at);
                int last = readSquare(body.substring(dash + 1).trim(), token, at);
                if (first > last) {
                    throw error(token, at, "the range " + first + "-" + last + " runs backward");
                }
                for (int square = first; square <= last; square++) {
                    place(color, king, square, token, at);
                }
            } else {
                place(color, king, readSquare(body, token, at), token, at);
            }
        }

        /**
         * Reads {@code +<b>+<w>}: Black's then White's count of non-capturing moves in a row with the
         * same king, each non-zero count followed by that king's square, or alone when the side has
         * one king.
         */
        private int readKingMoves(String field, int at) {
            String[] parts = field.substring(1).split("\\+", -1);
            if (parts.length != 2) {
                throw error(field, at, "expected +<Black's count>+<White's count>, such as +0+237");
            }
            int state = 0;
            for (int i = 0; i < 2; i++) {
                boolean white = i == 1;
                String part = parts[i].trim();
                if (part.isEmpty() || !Character.isDigit(part.charAt(0))) {
                    throw error(field, at, "a count of king moves must be a digit 0-"
                            + variant.traits().kingMoveLimit());
                }
                int count = part.charAt(0) - '0';
                if (count > variant.traits().kingMoveLimit()) {
                    throw error(field, at, "a count of " + count + " king moves passes the limit of "
                            + variant.traits().kingMoveLimit());
                }
                if (count == 0) {
                    if (part.length() > 1) {
                        throw error(field, at, "a count of 0 names no king");
                    }
                    continue;
                }
                int bit;
                if (part.length() > 1) {
                    bit = geometry.bit(readSquare(part.substring(1), field, at));
                } else {
                    long ownKings = words[white ? 0 : 2] & words[4];
                    if (Long.bitCount(ownKings) != 1) {
                        throw error(field, at, "a count without its king's square needs a side with one king");
                    }
                    bit = Long.numberOfTrailingZeros(ownKings);
                }
                state = KingMoves.with(state, white, count, bit);
            }
            return state;
        }

        /** Reads {@code square=letters}: a tower from the bottom up, its top of the field's colour. */
        private void readTower(Color color, String token, int at, int equals) {
            if (!variant.traits().towers()) {
                throw error(token, at, "towers ('=') are played in column draughts, not in " + variant.name());
            }
            String squareText = token.substring(0, equals).trim();
            String letters = token.substring(equals + 1).trim();
            if (!squareText.isEmpty() && Character.toUpperCase(squareText.charAt(0)) == 'K') {
                throw error(token, at, "a tower's top gives its rank: no K before a tower");
            }
            if (squareText.indexOf('-') > 0) {
                throw error(token, at, "a range cannot hold towers");
            }
            int square = readSquare(squareText, token, at);
            if (letters.isEmpty()) {
                throw error(token, at, "the tower after '=' is empty");
            }
            if (letters.length() > Towers.MAX_HEIGHT) {
                throw error(token, at, "a tower holds at most " + Towers.MAX_HEIGHT + " pieces");
            }
            long code = 0;
            for (int i = 0; i < letters.length(); i++) {
                char c = letters.charAt(i);
                if ("wWbB".indexOf(c) < 0) {
                    throw error(token, at, "'" + c + "' is not a piece of a tower (w, W, b or B)");
                }
                code = Towers.pushTop(code, Character.toLowerCase(c) == 'w', Character.isUpperCase(c));
            }
            int height = letters.length();
            char top = letters.charAt(height - 1);
            Color topColor = Character.toLowerCase(top) == 'w' ? Color.WHITE : Color.BLACK;
            if (topColor != color) {
                throw error(token, at, "the tower's top piece '" + top + "' is not " + name(color)
                        + ": a tower stands in its top piece's field");
            }
            place(color, Character.isUpperCase(top), square, token, at);
            if (height > 1) {
                if (towers == null) {
                    towers = new long[64];
                    firstTower = token;
                    firstTowerAt = at;
                }
                towers[geometry.bit(square)] = code;
                underTops += height - 1;
            }
        }

        private int readSquare(String text, String token, int at) {
            if (text.isEmpty()) {
                throw error(token, at, "missing square");
            }
            if (isDigits(text) && geometry.isAllSquares()) {
                throw error(token, at, "squares of the " + geometry + " board are written a1-h8, not " + InputLimits.quote(text));
            }
            if (isDigits(text)) {
                int square;
                try {
                    square = Integer.parseInt(text);
                } catch (NumberFormatException e) {
                    square = -1;
                }
                if (!geometry.isSquare(square)) {
                    throw error(token, at, "square " + InputLimits.quote(text) + " is not on the board (1-" + geometry.squareCount() + ")");
                }
                return square;
            }
            if ((variant.acceptsAlgebraicSquares() || geometry.isAllSquares()) && Character.isLetter(text.charAt(0))) {
                int square = geometry.parseAlgebraic(text);
                if (square == 0) {
                    throw error(token, at, "'" + InputLimits.quote(text) + "' is not a playable square");
                }
                return square;
            }
            throw error(token, at, "'" + InputLimits.quote(text) + "' is not a square number");
        }

        private void place(Color color, boolean king, int square, String token, int at) {
            int bit = geometry.bit(square);
            int word = bit >>> 6;
            long mask = 1L << bit;
            if (((words[0 + word] | words[2 + word]) & mask) != 0) {
                throw error(token, at, "square " + geometry.name(square) + " is listed twice");
            }
            if (!king && geometry.isPromotionSquare(square, color)) {
                throw error(token, at, "a " + name(color) + " man cannot stand on its crowning row (square "
                        + geometry.name(square) + ")");
            }
            words[(color == Color.WHITE ? 0 : 2) + word] |= mask;
            if (king) {
                words[4 + word] |= mask;
            }
        }

        /**
         * @return where the piece of the text that starts at {@code start} ends: at the first
         *     {@code separator} up to {@code end}, else at {@code end}
         */
        private int pieceEnd(int start, int end, char separator) {
            int at = fen.indexOf(separator, start);
            return at < 0 || at > end ? end : at;
        }

        private int skipSpaces(int from, int end) {
            while (from < end && Character.isWhitespace(fen.charAt(from))) {
                from++;
            }
            return from;
        }

        private int trimEnd(int from, int end) {
            while (end > from && Character.isWhitespace(fen.charAt(end - 1))) {
                end--;
            }
            return end;
        }

        private InvalidFenException error(String token, int at, String reason) {
            return new InvalidFenException(fen, token, at, reason);
        }

        private static boolean isDigits(String text) {
            if (text.isEmpty()) {
                return false;
            }
            for (int i = 0; i < text.length(); i++) {
                if (!Character.isDigit(text.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        private static String name(Color color) {
            return color.name().toLowerCase(Locale.ROOT);
        }
    }
}
