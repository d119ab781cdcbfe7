package org.draughts4j.match;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.engine.Score;

/**
 * Adjudication by the engines' own scores, as cutechess's {@code -resign} and {@code -draw}: a
 * game is given up as lost when its loser's engine has seen it lost long enough, and drawn when
 * both engines have seen it level long enough. Each move is judged by the score its engine reported
 * with it ({@code Info.score()}, from the mover's side, in men; a win or a loss in plies counts as
 * beyond every bound); a move reported without a score breaks every run it would belong to. The
 * rules are cutechess's:
 *
 * <ul>
 *   <li>{@link Resign}: a side loses when its last {@code moveCount} moves all had a score of
 *       {@code -score} or less, and (two-sided, the default here) its opponent's last {@code
 *       moveCount} moves all had {@code +score} or more: both engines agree;
 *   <li>{@link Draw}: the game is drawn when its last {@code moveCount} moves of each side (twice
 *       that many plies in a row) all had a score within {@code score} of 0, and at least {@code
 *       moveNumber} moves of each side have been played from the opening's position.
 * </ul>
 *
 * The draw is judged before the resignation, each after every move that the rules, the claims and
 * the other adjudicators let stand. The state of one game is kept by {@link #newGame}.
 */
public final class ScoreAdjudication {
    private final Optional<Resign> resign;
    private final Optional<Draw> draw;

    /**
     * @param resign the resignation rule, if any
     * @param draw the draw rule, if any
     * @throws NullPointerException if either is null rather than empty
     */
    public ScoreAdjudication(Optional<Resign> resign, Optional<Draw> draw) {
        this.resign = Objects.requireNonNull(resign, "resign");
        this.draw = Objects.requireNonNull(draw, "draw");
    }

    /** @return the resignation rule, if any */
    public Optional<Resign> resign() {
        return resign;
    }

    /** @return the draw rule, if any */
    public Optional<Draw> draw() {
        return draw;
    }

    /**
     * cutechess's {@code -resign movecount=N score=S [twosided=B]}.
     *
     * @param moveCount how many moves in a row of the loser (and, two-sided, of the winner) the
     *     score must hold, at least 1
     * @param score the bound in men, above 0: the loser at {@code -score} or below, the winner at
     *     {@code +score} or above
     * @param twoSided whether the winner's engine must agree (cutechess's default is false; here
     *     true is)
     */
    public record Resign(int moveCount, double score, boolean twoSided) {
        /**
         * Validates.
         *
         * @param moveCount the moves in a row
         * @param score the bound in men
         * @param twoSided whether both engines must agree
         * @throws IllegalArgumentException if {@code moveCount} is below 1 or {@code score} not above 0
         */
        public Resign {
            if (moveCount < 1 || !(score > 0 && score < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("resign adjudication takes movecount=N of at least 1 and score=S"
                        + " above 0, not movecount=" + moveCount + ", score=" + score);
            }
        }

        /**
         * @param text {@code movecount=N,score=S[,twosided=true|false]}, in any order
         * @return the rule
         * @throws IllegalArgumentException if a field is missing, unknown, given twice or not valid
         */
        public static Resign parse(String text) {
            Map<String, String> fields = fields(text, "movecount=N,score=S[,twosided=true|false]", "movecount",
                    "score", "twosided");
            String twoSided = fields.getOrDefault("twosided", "true");
            if (!twoSided.equals("true") && !twoSided.equals("false")) {
                throw new IllegalArgumentException("twosided takes true or false, not '" + twoSided + "'");
            }
            return new Resign(integer(fields, "movecount"), number(fields, "score"), Boolean.parseBoolean(twoSided));
        }

        @Override
        public String toString() {
            return "movecount=" + moveCount + ",score=" + plain(score) + ",twosided=" + twoSided;
        }
    }

    /**
     * cutechess's {@code -draw movenumber=N movecount=N score=S}.
     *
     * @param moveNumber the moves of each side the game must have had, from the opening's position,
     *     not negative
     * @param moveCount how many moves of each side in a row the score must hold, at least 1
     * @param score the bound in men, not negative: every score within it of 0
     */
    public record Draw(int moveNumber, int moveCount, double score) {
        /**
         * Validates.
         *
         * @param moveNumber the moves of each side before a draw may be given
         * @param moveCount the moves of each side in a row
         * @param score the bound in men
         * @throws IllegalArgumentException if a bound is out of its range
         */
        public Draw {
            if (moveNumber < 0 || moveCount < 1 || !(score >= 0 && score < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("draw adjudication takes movenumber=N not negative, movecount=N of"
                        + " at least 1 and score=S not negative, not movenumber=" + moveNumber + ", movecount="
                        + moveCount + ", score=" + score);
            }
        }

        /**
         * @param text {@code movenumber=N,movecount=N,score=S}, in any order
         * @return the rule
         * @throws IllegalArgumentException if a field is missing, unknown, given twice or not valid
         */
        public static Draw parse(String text) {
            Map<String, String> fields = fields(text, "movenumber=N,movecount=N,score=S", "movenumber", "movecount",
                    "score");
            for (String name : new String[] {"movenumber", "movecount", "score"}) {
                if (!fields.containsKey(name)) {
                    throw new IllegalArgumentException(name + "= is missing (give movenumber=N,movecount=N,score=S)");
                }
            }
            return new Draw(integer(fields, "movenumber"), integer(fields, "movecount"), number(fields, "score"));
        }

        @Override
        public String toString() {
            return "movenumber=" + moveNumber + ",movecount=" + moveCount + ",score=" + plain(score);
        }
    }

    private static Map<String, String> fields(String text, String form, String... names) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            int equals = part.indexOf('=');
            String name = equals < 0 ? part.strip() : part.substring(0, equals).strip().toLowerCase(Locale.ROOT);
            if (equals < 0 || !java.util.Arrays.asList(names).contains(name)) {
                throw new IllegalArgumentException("'" + part.strip() + "' is not one of " + String.join("=, ", names)
                        + "= (give " + form + ")");
            }
            if (fields.put(name, part.substring(equals + 1).strip()) != null) {
                throw new IllegalArgumentException(name + " is given twice");
            }
        }
        for (String name : new String[] {"movecount", "score"}) {
            if (!fields.containsKey(name)) {
                throw new IllegalArgumentException(name + "= is missing (give " + form + ")");
            }
        }
        return fields;
    }

    private static int integer(Map<String, String> fields, String name) {
        try {
            return Integer.parseInt(fields.get(name));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=" + fields.get(name) + " is not a whole number");
        }
    }

    private static double number(Map<String, String> fields, String name) {
        try {
            return Double.parseDouble(fields.get(name));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=" + fields.get(name) + " is not a number");
        }
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    /** @return the state of a new game under these rules */
    Judge newGame() {
        return new Judge();
    }

    /** One game's runs of scores. Used by one game thread. */
    final class Judge {
        /** Per side (White, Black): its moves in a row at {@code -score} or below. */
        private final int[] losing = new int[2];
        /** Per side: its moves in a row at {@code +score} or above. */
        private final int[] winning = new int[2];
        /** Plies in a row, both sides, within the draw bound. */
        private int level;
        private Color lastMover;

        /**
         * @param mover the side that has just moved
         * @param score the score its engine reported with the move, from its side
         */
        void moved(Color mover, Optional<Score> score) {
            int side = mover == Color.WHITE ? 0 : 1;
            lastMover = mover;
            if (score.isEmpty()) {
                losing[side] = 0;
                winning[side] = 0;
                level = 0;
                return;
            }
            double men = men(score.get());
            if (draw.isPresent()) {
                level = Math.abs(men) <= draw.get().score() ? level + 1 : 0;
            }
            if (resign.isPresent()) {
                losing[side] = men <= -resign.get().score() ? losing[side] + 1 : 0;
                winning[side] = men >= resign.get().score() ? winning[side] + 1 : 0;
            }
        }

        /**
         * @param game the game after the move last reported, not over
         * @return the game ended by the scores, or empty to play on
         */
        Optional<Adjudicator.Adjudication> judge(Game game) {
            if (lastMover == null) {
                return Optional.empty();
            }
            if (draw.isPresent() && game.ply() / 2 >= draw.get().moveNumber() && level >= 2L * draw.get().moveCount()) {
                return Optional.of(new Adjudicator.Adjudication(game.agreeDraw(), "score: both engines within "
                        + men(draw.get().score()) + " of 0 for " + moves(draw.get().moveCount()) + " each"));
            }
            if (resign.isPresent()) {
                int side = lastMover == Color.WHITE ? 0 : 1;
                Resign rule = resign.get();
                if (losing[side] >= rule.moveCount() && (!rule.twoSided() || winning[1 - side] >= rule.moveCount())) {
                    String loser = lastMover == Color.WHITE ? "White" : "Black";
                    String winner = lastMover == Color.WHITE ? "Black" : "White";
                    return Optional.of(new Adjudicator.Adjudication(game.resign(lastMover), "score: " + loser + " at -"
                            + men(rule.score()) + " or below for " + moves(rule.moveCount())
                            + (rule.twoSided() ? ", " + winner + " at +" + men(rule.score()) + " or above" : "")));
                }
            }
            return Optional.empty();
        }
    }

    /** @return a score as a number of men, a win or a loss beyond every bound */
    private static double men(Score score) {
        if (score.isWin()) {
            return Double.POSITIVE_INFINITY;
        }
        if (score.isLoss()) {
            return Double.NEGATIVE_INFINITY;
        }
        return score.inMen();
    }

    private static String moves(int count) {
        return count == 1 ? "1 move" : count + " moves";
    }

    private static String men(double bound) {
        return String.format(Locale.ROOT, "%.2f", bound);
    }
}
