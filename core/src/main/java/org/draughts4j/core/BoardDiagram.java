package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Pictures of a {@link Position}: a text diagram and a standalone SVG board, drawn with the options
 * of this value.
 *
 * <pre>{@code
 * BoardDiagram diagram = BoardDiagram.builder()
 *         .squareNumbers(true).coordinates(true)
 *         .lastMove(before.parseMove("32-28")).arrow(19, 23)
 *         .size(480).build();
 * String svg = diagram.svg(before.play("32-28"));
 * String text = diagram.text(position);
 * }</pre>
 *
 * <p><b>Text.</b> One line per row, the top row first as White sees the board (Black's side first
 * when {@link #isFlipped() flipped}). Pieces are {@code w}/{@code W} (white man/king) and {@code
 * b}/{@code B} (black man/king), unplayable squares {@code .}, and empty playable squares their
 * {@link Geometry#name(int) name} with {@link #squareNumbers()}, else {@code -}. Cells are right
 * aligned in columns as wide as the longest square name plus one (two without square numbers),
 * trailing spaces are dropped and every line ends with {@code \n}. In column draughts a square
 * shows its tower's top. With {@link #coordinates()} each row starts with its rank, right aligned
 * ({@code 8}, or {@code  8} beside {@code 10} on larger boards), and a last line gives the files
 * ({@code a}, {@code b}, ...) under their columns. The other options apply to the SVG only.
 *
 * <p><b>SVG.</b> A standalone SVG 1.1 document (UTF-8, the SVG namespace, a {@code viewBox}, no
 * scripts, no styles, no external resources), {@link #size()} pixels wide and high. The board is
 * drawn as White sees it (a1 at the bottom left), or with Black at the bottom when flipped. In the
 * view box each square is {@value #SQUARE} units wide; with {@link #coordinates()} a border of
 * {@value #BORDER} units on the left (ranks 1, 2, ...) and at the bottom (files a, b, ...) holds the
 * coordinates, else the board fills the picture. Playable squares are dark and the others light;
 * on the all-squares board of Turkish draughts every square is played and they alternate as on a
 * chessboard, a1 dark. Each piece is one {@code <g class="piece white man">} (or {@code white
 * king}, {@code black man}, {@code black king}) holding its disc, a {@code <circle>} centred on its
 * square; a king's group also holds a {@code <polygon class="crown">}. In column draughts a tower
 * of two or more pieces is drawn from the side, a flat disc per piece from the bottom up ({@code
 * <ellipse class="layer white man">} and so on, kings ringed in gold), in a group whose class
 * names its top piece and {@code tower}. White pieces are light with
 * a dark outline and Black pieces dark with a light one, so both show on either colour of square.
 * Square numbers ({@code class="square-number"}, algebraic names on the all-squares board) sit in
 * the top-left corner of each playable square. The last move tints its origin and destination
 * ({@code class="last-move"}) and draws its path as an arrow through every landing square ({@code
 * class="last-move-path"}); each arrow is a {@code <g class="arrow">} from the centre of one square
 * to another (a ring round the square when both are the same). Only numbers and square names that
 * this class writes itself go into the document, so nothing needs escaping.
 *
 * <p>Instances are immutable and thread-safe; the same one may draw any number of positions, on
 * any board.
 */
public final class BoardDiagram {

    /** The width of one square in the SVG view box. */
    public static final int SQUARE = 100;
    /** The width of the coordinates' border in the SVG view box, when it is drawn. */
    public static final int BORDER = 40;
    /** The default width and height of the SVG picture, in pixels. */
    public static final int DEFAULT_SIZE = 480;
    /** The smallest accepted picture size in pixels. */
    public static final int MIN_SIZE = 16;
    /** The largest accepted picture size in pixels. */
    public static final int MAX_SIZE = 16_384;

    /** The options' defaults: as White sees it, no square numbers, no coordinates, no marks, 480 px. */
    public static final BoardDiagram DEFAULT = builder().build();

    // Colours: wood-like squares, and pieces with outlines of the opposite tone.
    private static final String LIGHT_SQUARE = "#f0d9b5";
    private static final String DARK_SQUARE = "#a0703f";
    private static final String BORDER_COLOUR = "#4a3020";
    private static final String BORDER_TEXT = "#f0d9b5";
    private static final String WHITE_PIECE = "#fbf8f0";
    private static final String WHITE_OUTLINE = "#222222";
    private static final String BLACK_PIECE = "#222222";
    private static final String BLACK_OUTLINE = "#e8e0d0";
    private static final String CROWN = "#e6b422";
    /**
     * The outline of a black piece inside a tower: between layers a few units high, the light
     * outline of a lone black disc would show more than the disc and read as white.
     */
    private static final String LAYER_OUTLINE = "#8a8070";
    private static final String LAST_MOVE_TINT = "#f2e24a";
    private static final String LAST_MOVE_PATH = "#1f5fbf";
    private static final String ARROW = "#2e8b3a";

    /**
     * An arrow from the centre of one square to the centre of another, by square number.
     *
     * @param from the number of the square the arrow starts from
     * @param to the number of the square it points to; the same as {@code from} for a ring round it
     */
    public record Arrow(int from, int to) {
        /** @return the arrow as {@code from-to} */
        @Override
        public String toString() {
            return from + "-" + to;
        }
    }

    private final boolean flipped;
    private final boolean squareNumbers;
    private final boolean coordinates;
    private final List<Integer> lastMove;
    private final List<Arrow> arrows;
    private final int size;

    private BoardDiagram(Builder builder) {
        this.flipped = builder.flipped;
        this.squareNumbers = builder.squareNumbers;
        this.coordinates = builder.coordinates;
        this.lastMove = List.copyOf(builder.lastMove);
        this.arrows = List.copyOf(builder.arrows);
        this.size = builder.size;
    }

    /** @return a builder holding the defaults of {@link #DEFAULT} */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding these options, to derive others from them */
    public Builder toBuilder() {
        Builder builder = new Builder();
        builder.flipped = flipped;
        builder.squareNumbers = squareNumbers;
        builder.coordinates = coordinates;
        builder.lastMove = new ArrayList<>(lastMove);
        builder.arrows = new ArrayList<>(arrows);
        builder.size = size;
        return builder;
    }

    /** @return whether Black's side is at the bottom (text and SVG) */
    public boolean isFlipped() {
        return flipped;
    }

    /** @return whether playable squares show their names: the empty ones in text, all of them in the SVG */
    public boolean squareNumbers() {
        return squareNumbers;
    }

    /** @return whether the SVG shows files and ranks on its border, and the text beside and under the board */
    public boolean coordinates() {
        return coordinates;
    }

    /** @return the squares of the last move's path, origin first; empty when there is none */
    public List<Integer> lastMove() {
        return lastMove;
    }

    /** @return the arrows the SVG draws, in order */
    public List<Arrow> arrows() {
        return arrows;
    }

    /** @return the SVG's width and height in pixels */
    public int size() {
        return size;
    }

    /**
     * @param piece a piece, not null
     * @return the letter of {@code piece} in text diagrams: {@code w}, {@code W} (white man, king),
     *     {@code b}, {@code B} (black man, king)
     */
    public static char symbol(Piece piece) {
        switch (piece) {
            case WHITE_MAN:
                return 'w';
            case WHITE_KING:
                return 'W';
            case BLACK_MAN:
                return 'b';
            default:
                return 'B';
        }
    }

    /**
     * @param position the position to draw
     * @return the text diagram described in the class comment, each line ending with {@code \n}
     */
    public String text(Position position) {
        Geometry geometry = position.variant().geometry();
        int n = geometry.size();
        int width = squareNumbers ? String.valueOf(geometry.squareCount()).length() + 1 : 2;
        String margin = coordinates ? " ".repeat(String.valueOf(n).length()) : "";
        StringBuilder text = new StringBuilder();
        for (int shownRow = 0; shownRow < n; shownRow++) {
            StringBuilder line = new StringBuilder();
            if (coordinates) {
                String rank = String.valueOf(n - boardIndex(shownRow, n));
                line.append(" ".repeat(margin.length() - rank.length())).append(rank);
            }
            for (int shownColumn = 0; shownColumn < n; shownColumn++) {
                int square = geometry.squareAt(boardIndex(shownRow, n), boardIndex(shownColumn, n));
                String cell;
                if (square == 0) {
                    cell = ".";
                } else {
                    Piece piece = position.pieceAt(square);
                    cell = piece != null ? String.valueOf(symbol(piece)) : squareNumbers ? geometry.name(square) : "-";
                }
                line.append(" ".repeat(width - cell.length())).append(cell);
            }
            text.append(line.toString().stripTrailing()).append('\n');
        }
        if (coordinates) {
            StringBuilder files = new StringBuilder(margin);
            for (int shownColumn = 0; shownColumn < n; shownColumn++) {
                files.append(" ".repeat(width - 1)).append((char) ('a' + boardIndex(shownColumn, n)));
            }
            text.append(files).append('\n');
        }
        return text.toString();
    }

    /**
     * @param position the position to draw
     * @return the SVG document described in the class comment
     * @throws IllegalArgumentException if a square of the last move or of an arrow is not on the
     *     position's board
     */
    public String svg(Position position) {
        Geometry geometry = position.variant().geometry();
        for (int square : lastMove) {
            checkSquare(geometry, square, "last move");
        }
        for (Arrow arrow : arrows) {
            checkSquare(geometry, arrow.from(), "arrow " + arrow);
            checkSquare(geometry, arrow.to(), "arrow " + arrow);
        }
        int n = geometry.size();
        int left = coordinates ? BORDER : 0;
        int extent = n * SQUARE + left;
        StringBuilder svg = new StringBuilder(4096 + 400 * n * n);
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(size)
                .append("\" height=\"").append(size).append("\" viewBox=\"0 0 ").append(extent).append(' ')
                .append(extent).append("\">\n");
        if (coordinates) {
            svg.append("<rect class=\"border\" x=\"0\" y=\"0\" width=\"").append(extent).append("\" height=\"")
                    .append(extent).append("\" fill=\"").append(BORDER_COLOUR).append("\"/>\n");
        }
        // One light rectangle under the board and a dark one per dark square: half the elements
        // of a rectangle per square.
        svg.append("<rect class=\"light\" x=\"").append(left).append("\" y=\"0\" width=\"").append(n * SQUARE)
                .append("\" height=\"").append(n * SQUARE).append("\" fill=\"").append(LIGHT_SQUARE).append("\"/>\n");
        for (int row = 0; row < n; row++) {
            for (int column = 0; column < n; column++) {
                if (isDark(geometry, row, column)) {
                    svg.append("<rect class=\"dark\" x=\"").append(x(column, n, left)).append("\" y=\"")
                            .append(y(row, n)).append("\" width=\"").append(SQUARE).append("\" height=\"")
                            .append(SQUARE).append("\" fill=\"").append(DARK_SQUARE).append("\"/>\n");
                }
            }
        }
        if (!lastMove.isEmpty()) {
            int origin = lastMove.get(0);
            int destination = lastMove.get(lastMove.size() - 1);
            for (int square : origin == destination ? List.of(origin) : List.of(origin, destination)) {
                svg.append("<rect class=\"last-move\" x=\"").append(x(geometry.column(square), n, left))
                        .append("\" y=\"").append(y(geometry.row(square), n)).append("\" width=\"").append(SQUARE)
                        .append("\" height=\"").append(SQUARE).append("\" fill=\"").append(LAST_MOVE_TINT)
                        .append("\" fill-opacity=\"0.55\"/>\n");
            }
        }
        if (coordinates) {
            appendCoordinates(svg, n, left);
        }
        boolean towers = position.variant().traits().towers();
        for (int square = 1; square <= geometry.squareCount(); square++) {
            Piece piece = position.pieceAt(square);
            if (piece == null) {
                continue;
            }
            List<Piece> tower = towers ? position.tower(square) : List.of(piece);
            if (tower.size() > 1) {
                appendTower(svg, tower, centreX(geometry, square, left), centreY(geometry, square));
            } else {
                appendPiece(svg, piece, centreX(geometry, square, left), centreY(geometry, square));
            }
        }
        if (squareNumbers) {
            // Over the pieces, so that an occupied square's number stays readable; the corner it
            // sits in is mostly outside the disc.
            for (int square = 1; square <= geometry.squareCount(); square++) {
                int row = geometry.row(square);
                int column = geometry.column(square);
                boolean dark = isDark(geometry, row, column);
                svg.append("<text class=\"square-number\" x=\"").append(x(column, n, left) + 5).append("\" y=\"")
                        .append(y(row, n) + 21).append("\" font-family=\"sans-serif\" font-size=\"20\" fill=\"")
                        .append(dark ? LIGHT_SQUARE : DARK_SQUARE).append("\">").append(geometry.name(square))
                        .append("</text>\n");
            }
        }
        if (lastMove.size() > 1) {
            double[] xs = new double[lastMove.size()];
            double[] ys = new double[lastMove.size()];
            for (int i = 0; i < lastMove.size(); i++) {
                xs[i] = centreX(geometry, lastMove.get(i), left);
                ys[i] = centreY(geometry, lastMove.get(i));
            }
            appendArrow(svg, "last-move-path", LAST_MOVE_PATH, xs, ys);
        }
        for (Arrow arrow : arrows) {
            double[] xs = {centreX(geometry, arrow.from(), left), centreX(geometry, arrow.to(), left)};
            double[] ys = {centreY(geometry, arrow.from()), centreY(geometry, arrow.to())};
            appendArrow(svg, "arrow", ARROW, xs, ys);
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void checkSquare(Geometry geometry, int square, String what) {
        if (!geometry.isSquare(square)) {
            throw new IllegalArgumentException("square " + square + " of the " + what + " is not on the "
                    + geometry + " board (1-" + geometry.squareCount() + ")");
        }
    }

    /** @return a row or column of the board from where it is shown (the same map both ways) */
    private int boardIndex(int shown, int n) {
        return flipped ? n - 1 - shown : shown;
    }

    private int x(int column, int n, int left) {
        return left + boardIndex(column, n) * SQUARE;
    }

    private int y(int row, int n) {
        return boardIndex(row, n) * SQUARE;
    }

    private int centreX(Geometry geometry, int square, int left) {
        return x(geometry.column(square), geometry.size(), left) + SQUARE / 2;
    }

    private int centreY(Geometry geometry, int square) {
        return y(geometry.row(square), geometry.size()) + SQUARE / 2;
    }

    /** Playable squares are dark; on the all-squares board they alternate as on a chessboard, a1 dark. */
    private static boolean isDark(Geometry geometry, int row, int column) {
        if (geometry.isAllSquares()) {
            return (geometry.size() - 1 - row + column) % 2 == 0;
        }
        return geometry.squareAt(row, column) != 0;
    }

    private void appendCoordinates(StringBuilder svg, int n, int left) {
        for (int i = 0; i < n; i++) {
            int file = boardIndex(i, n);
            svg.append("<text class=\"file\" x=\"").append(left + i * SQUARE + SQUARE / 2).append("\" y=\"")
                    .append(n * SQUARE + 29).append("\" text-anchor=\"middle\" font-family=\"sans-serif\"")
                    .append(" font-size=\"24\" fill=\"").append(BORDER_TEXT).append("\">").append((char) ('a' + file))
                    .append("</text>\n");
            int rank = n - boardIndex(i, n);
            svg.append("<text class=\"rank\" x=\"").append(left / 2).append("\" y=\"").append(i * SQUARE + SQUARE / 2 + 8)
                    .append("\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"24\" fill=\"")
                    .append(BORDER_TEXT).append("\">").append(rank).append("</text>\n");
        }
    }

    private static void appendPiece(StringBuilder svg, Piece piece, int cx, int cy) {
        boolean white = piece.color() == Color.WHITE;
        String fill = white ? WHITE_PIECE : BLACK_PIECE;
        String outline = white ? WHITE_OUTLINE : BLACK_OUTLINE;
        svg.append("<g class=\"piece ").append(white ? "white" : "black").append(piece.isKing() ? " king" : " man")
                .append("\">");
        svg.append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"37\" fill=\"")
                .append(fill).append("\" stroke=\"").append(outline).append("\" stroke-width=\"4\"/>");
        if (piece.isKing()) {
            // A gold crown outlined in the piece's outline colour: it reads on both discs, and
            // from far away a king is the disc with something bright in it.
            int[][] crown = {{-22, 13}, {-25, -13}, {-12, -1}, {0, -19}, {12, -1}, {25, -13}, {22, 13}};
            svg.append("<polygon class=\"crown\" points=\"");
            for (int i = 0; i < crown.length; i++) {
                svg.append(i == 0 ? "" : " ").append(cx + crown[i][0]).append(',').append(cy + crown[i][1]);
            }
            svg.append("\" fill=\"").append(CROWN).append("\" stroke=\"").append(outline)
                    .append("\" stroke-width=\"3\" stroke-linejoin=\"round\"/>");
        } else {
            // The ridge of a draughts man, in the outline's colour but faint.
            svg.append("<circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"24\" fill=\"none\"")
                    .append(" stroke=\"").append(outline).append("\" stroke-opacity=\"0.45\" stroke-width=\"3\"/>");
        }
        svg.append("</g>\n");
    }

    /** The most a tower's layers are apart, in view-box units: a low tower reads as discs on discs. */
    private static final double LAYER_STEP = 14;
    /** The height a tall tower's layers share, from the bottom layer's centre to the top one's. */
    private static final double TOWER_SPREAD = 60;

    /**
     * A tower of two or more pieces, seen from the side: one flat disc per piece, bottom to top, each
     * drawn over the one below so that a band of every piece shows in its colour; kings are ringed
     * in gold, and a king on top carries a small crown. The group's class names the top piece, as
     * a single piece's does, with {@code tower} added; each disc is an {@code <ellipse class="layer
     * white man">} (or another piece).
     */
    private static void appendTower(StringBuilder svg, List<Piece> tower, int cx, int cy) {
        Piece top = tower.get(tower.size() - 1);
        int layers = tower.size();
        double step = Math.min(LAYER_STEP, TOWER_SPREAD / (layers - 1));
        svg.append("<g class=\"piece ").append(top.color() == Color.WHITE ? "white" : "black")
                .append(top.isKing() ? " king" : " man").append(" tower\">");
        double y = cy;
        for (int i = 0; i < layers; i++) {
            Piece piece = tower.get(i);
            boolean white = piece.color() == Color.WHITE;
            y = cy + (layers - 1) * step / 2 - i * step;
            svg.append("<ellipse class=\"layer ").append(white ? "white" : "black").append(piece.isKing() ? " king" : " man")
                    .append("\" cx=\"").append(cx).append("\" cy=\"").append(number(y)).append("\" rx=\"37\" ry=\"15\" fill=\"")
                    .append(white ? WHITE_PIECE : BLACK_PIECE).append("\" stroke=\"")
                    .append(piece.isKing() ? CROWN : white ? WHITE_OUTLINE : LAYER_OUTLINE).append("\" stroke-width=\"")
                    .append(number(piece.isKing() ? Math.min(4, step / 2) : Math.min(2, step / 4))).append("\"/>");
        }
        if (top.isKing()) {
            int[][] crown = {{-11, 6}, {-13, -7}, {-6, -1}, {0, -10}, {6, -1}, {13, -7}, {11, 6}};
            svg.append("<polygon class=\"crown\" points=\"");
            for (int i = 0; i < crown.length; i++) {
                svg.append(i == 0 ? "" : " ").append(cx + crown[i][0]).append(',').append(number(y + crown[i][1]));
            }
            svg.append("\" fill=\"").append(CROWN).append("\" stroke=\"")
                    .append(top.color() == Color.WHITE ? WHITE_OUTLINE : BLACK_OUTLINE)
                    .append("\" stroke-width=\"2\" stroke-linejoin=\"round\"/>");
        }
        svg.append("</g>\n");
    }

    /**
     * A path through the given centres ending in an arrowhead on the last one; one group, whose
     * opacity applies to the whole so the line and the head do not darken where they overlap.
     */
    private static void appendArrow(StringBuilder svg, String cssClass, String colour, double[] xs, double[] ys) {
        int last = xs.length - 1;
        svg.append("<g class=\"").append(cssClass).append("\" opacity=\"0.8\">");
        if (Arrays.stream(xs).distinct().count() == 1 && Arrays.stream(ys).distinct().count() == 1) {
            // Nowhere to point: mark the square with a ring instead.
            svg.append("<circle cx=\"").append(number(xs[0])).append("\" cy=\"").append(number(ys[0]))
                    .append("\" r=\"44\" fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"8\"/>");
            svg.append("</g>\n");
            return;
        }
        // The last segment that has a length sets the head's direction (a path may pass a square twice).
        int from = last - 1;
        while (xs[from] == xs[last] && ys[from] == ys[last]) {
            from--;
        }
        double dx = xs[last] - xs[from];
        double dy = ys[last] - ys[from];
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        double head = Math.min(34, length * 0.6);
        double halfWidth = head * 0.6;
        double tipX = xs[last] + ux * 10;
        double tipY = ys[last] + uy * 10;
        double baseX = tipX - ux * head;
        double baseY = tipY - uy * head;
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < last; i++) {
            points.append(number(xs[i])).append(',').append(number(ys[i])).append(' ');
        }
        points.append(number(baseX)).append(',').append(number(baseY));
        svg.append("<polyline points=\"").append(points).append("\" fill=\"none\" stroke=\"").append(colour)
                .append("\" stroke-width=\"12\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>");
        svg.append("<polygon points=\"").append(number(tipX)).append(',').append(number(tipY)).append(' ')
                .append(number(baseX - uy * halfWidth)).append(',').append(number(baseY + ux * halfWidth)).append(' ')
                .append(number(baseX + uy * halfWidth)).append(',').append(number(baseY - ux * halfWidth))
                .append("\" fill=\"").append(colour).append("\"/>");
        svg.append("</g>\n");
    }

    /** @return {@code value} with at most one decimal, a dot and no exponent, as SVG numbers are written */
    private static String number(double value) {
        String text = String.format(Locale.ROOT, "%.1f", value);
        text = text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
        return text.equals("-0") ? "0" : text;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof BoardDiagram d)) {
            return false;
        }
        return flipped == d.flipped && squareNumbers == d.squareNumbers && coordinates == d.coordinates
                && size == d.size && lastMove.equals(d.lastMove) && arrows.equals(d.arrows);
    }

    @Override
    public int hashCode() {
        return Objects.hash(flipped, squareNumbers, coordinates, lastMove, arrows, size);
    }

    @Override
    public String toString() {
        return "BoardDiagram[flipped=" + flipped + ", squareNumbers=" + squareNumbers + ", coordinates="
                + coordinates + ", lastMove=" + lastMove + ", arrows=" + arrows + ", size=" + size + "]";
    }

    /** Collects the options of a {@link BoardDiagram}; not thread-safe, unlike what it builds. */
    public static final class Builder {
        private boolean flipped;
        private boolean squareNumbers;
        private boolean coordinates;
        private List<Integer> lastMove = new ArrayList<>();
        private List<Arrow> arrows = new ArrayList<>();
        private int size = DEFAULT_SIZE;

        private Builder() {
        }

        /**
         * @param flipped whether Black's side is at the bottom (default: false, White's)
         * @return this builder
         */
        public Builder flipped(boolean flipped) {
            this.flipped = flipped;
            return this;
        }

        /**
         * @param squareNumbers whether playable squares show their names (default: false)
         * @return this builder
         */
        public Builder squareNumbers(boolean squareNumbers) {
            this.squareNumbers = squareNumbers;
            return this;
        }

        /**
         * @param coordinates whether the SVG shows files and ranks on a border, and the text beside and
         *     under the board (default: false)
         * @return this builder
         */
        public Builder coordinates(boolean coordinates) {
            this.coordinates = coordinates;
            return this;
        }

        /**
         * @param move the move that led to the position drawn, taken from the position before it
         *     ({@link Position#parseMove}, {@link Position#legalMoves}); null for none
         * @return this builder
         */
        public Builder lastMove(Move move) {
            return lastMove(move == null ? List.of() : move.path());
        }

        /**
         * @param path the squares the last move stood on, origin first and destination last (the
         *     landing squares of a capture between them); empty for none
         * @return this builder
         * @throws IllegalArgumentException if it has one square only
         * @throws NullPointerException if the list or one of its squares is null
         */
        public Builder lastMove(List<Integer> path) {
            List<Integer> copy = List.copyOf(path);
            if (copy.size() == 1) {
                throw new IllegalArgumentException("a move's path has an origin and a destination, not only "
                        + copy.get(0));
            }
            this.lastMove = new ArrayList<>(copy);
            return this;
        }

        /**
         * As {@link #lastMove(List)}, with the squares given one by one.
         *
         * @param path the squares the last move stood on, origin first and destination last; none
         *     for no last move
         * @return this builder
         * @throws IllegalArgumentException if it has one square only
         */
        public Builder lastMove(int... path) {
            List<Integer> squares = new ArrayList<>(path.length);
            for (int square : path) {
                squares.add(square);
            }
            return lastMove(squares);
        }

        /**
         * Adds an arrow from the centre of square {@code from} to that of {@code to}, after those
         * given before. The squares are checked when the SVG is drawn, against the board drawn.
         *
         * @param from the number of the square the arrow starts from
         * @param to the number of the square it points to; {@code from} again for a ring round it
         * @return this builder
         */
        public Builder arrow(int from, int to) {
            arrows.add(new Arrow(from, to));
            return this;
        }

        /**
         * @param arrows the arrows, replacing those given before; empty for none
         * @return this builder
         * @throws NullPointerException if the list or one of its arrows is null
         */
        public Builder arrows(List<Arrow> arrows) {
            this.arrows = new ArrayList<>(List.copyOf(arrows));
            return this;
        }

        /**
         * @param pixels the SVG's width and height (default {@value BoardDiagram#DEFAULT_SIZE})
         * @return this builder
         * @throws IllegalArgumentException outside {@value BoardDiagram#MIN_SIZE}-{@value BoardDiagram#MAX_SIZE}
         */
        public Builder size(int pixels) {
            if (pixels < MIN_SIZE || pixels > MAX_SIZE) {
                throw new IllegalArgumentException("a picture is " + MIN_SIZE + " to " + MAX_SIZE + " pixels, not "
                        + pixels);
            }
            this.size = pixels;
            return this;
        }

        /** @return the options */
        public BoardDiagram build() {
            return new BoardDiagram(this);
        }
    }
}
