package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game: a start position, the moves played and the positions passed through, with its outcome
 * under the variant's {@link DrawRules}.
 *
 * <p>Immutable and thread-safe: {@link #play(Move)} returns a new game that shares its history
 * with this one, so playing a move costs the same however long the game is. The outcome follows
 * docs/variants.md and the variant's {@link Goal}: a side to move with no piece or no legal move has lost
 * (won, where the goal is reversed), and where the first king wins, a side that crowns has won,
 * before any draw falls due on the same ply; otherwise the first automatic draw due, in the order
 * of the rules' table, ends the game; claimable draws are listed by {@link #claimableDraws()} and
 * taken by {@link #claimDraw(String)}.
 */
public final class Game {
    private final Game previous;
    private final Move move;
    private final Position position;
    private final int ply;
    private final int lastIrreversiblePly;
    private final int[] countStarts;
    private final Outcome claimed;
    private final Outcome outcome;

    private Game(Game previous, Move move, Position position, int ply, int lastIrreversiblePly, int[] countStarts,
            Outcome claimed) {
        this.previous = previous;
        this.move = move;
        this.position = position;
        this.ply = ply;
        this.lastIrreversiblePly = lastIrreversiblePly;
        this.countStarts = countStarts;
        this.claimed = claimed;
        this.outcome = claimed != null ? claimed : decide();
    }

    /**
     * @param variant the variant
     * @return a game from the start position of {@code variant}
     */
    public static Game start(Variant variant) {
        return from(Position.start(variant));
    }

    /**
     * @param position the position the game starts from, with its variant and side to move
     * @return a game from {@code position}, whose draw counts start there
     * @throws NullPointerException if {@code position} is null
     */
    public static Game from(Position position) {
        Objects.requireNonNull(position, "position");
        List<DrawRule> rules = position.variant().drawRules().rules();
        int[] starts = new int[rules.size()];
        for (int i = 0; i < starts.length; i++) {
            starts[i] = rules.get(i).startAt(position);
        }
        return new Game(null, null, position, 0, 0, starts, null);
    }

    /** @return the variant */
    public Variant variant() {
        return position.variant();
    }

    /** @return the current position */
    public Position position() {
        return position;
    }

    /** @return the position the game started from */
    public Position startPosition() {
        Game game = this;
        while (game.previous != null) {
            game = game.previous;
        }
        return game.position;
    }

    /** @return the number of plies played */
    public int ply() {
        return ply;
    }

    /** @return the last move played, or null at the start */
    public Move lastMove() {
        return move;
    }

    /**
     * @return the game as it was before the last move (undo): the position, the draw counts and
     *     the outcome then; an outcome declared after that move (a claimed draw, a resignation)
     *     goes with it
     * @throws IllegalStateException at the start of the game
     */
    public Game undo() {
        if (previous == null) {
            throw new IllegalStateException("no move to take back: the game is at its start");
        }
        return previous;
    }

    /** @return the game before the last move, or empty at the start */
    public Optional<Game> previous() {
        return Optional.ofNullable(previous);
    }

    /**
     * @return the moves played in the variant's notation, each in its shortest unambiguous form in
     *     the position it was played in ({@code 32-28}, {@code 28x19}, {@code 26x37x48} where a
     *     shorter form would be ambiguous)
     */
    public List<String> notation() {
        List<String> texts = new ArrayList<>(ply);
        for (Game game = this; game.previous != null; game = game.previous) {
            texts.add(Notation.format(game.move, game.previous.position));
        }
        Collections.reverse(texts);
        return Collections.unmodifiableList(texts);
    }

    /** @return the moves played, in order */
    public List<Move> moves() {
        List<Move> moves = new ArrayList<>(ply);
        for (Game game = this; game.previous != null; game = game.previous) {
            moves.add(game.move);
        }
        Collections.reverse(moves);
        return Collections.unmodifiableList(moves);
    }

    /** @return the positions passed through, from the start position to the current one */
    public List<Position> positions() {
        List<Position> positions = new ArrayList<>(ply + 1);
        for (Game game = this; game != null; game = game.previous) {
            positions.add(game.position);
        }
        Collections.reverse(positions);
        return Collections.unmodifiableList(positions);
    }

    /** @return the outcome after the last ply */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * Plays a legal move. The game keeps the move as given, with the capture path it holds (a move
     * from {@link Position#legalMovePaths()} or {@link Position#parseMove} keeps the path the
     * player chose among those taking the same pieces).
     *
     * @param move a move of the current position, not null
     * @return the game after the move; this game is unchanged
     * @throws IllegalMoveException if the game is over or the move is not legal, with the legal
     *     moves as candidates
     */
    public Game play(Move move) {
        Objects.requireNonNull(move, "move");
        checkNotOver(move.toString());
        for (Move legal : position.legalMoves()) {
            if (legal.equals(move)) {
                // The move given, not the equal one listed: it keeps the capture path the player chose.
                // A move of another board's variant names the same squares in other bits: the listed one then.
                return next(move.geometry().equals(position.variant().geometry()) ? move : legal);
            }
        }
        throw new IllegalMoveException(move.toString(), "not a legal move in " + position.toFen(),
                position.legalMoves());
    }

    /**
     * Plays moves given in the variant's notation, one after the other.
     *
     * @param notations the moves, such as {@code 32-28} or {@code 28x17x8}, the first played in
     *     the current position
     * @return the game after the last of them; this game itself when none is given
     * @throws IllegalMoveException if one cannot be read, is not legal or is ambiguous, or the game
     *     is over before it; the message names the ply
     */
    public Game play(String... notations) {
        Game game = this;
        for (String notation : notations) {
            game.checkNotOver(notation);
            Move move;
            try {
                move = game.position.parseMove(notation);
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException(notation, "at ply " + (game.ply + 1) + ": " + e.reason(),
                        e.candidates(), e.isAmbiguous());
            }
            game = game.next(move);
        }
        return game;
    }

    private void checkNotOver(String move) {
        if (outcome.isOver()) {
            throw new IllegalMoveException(move, "the game is over (" + outcome + ")", List.of());
        }
    }

    private Game next(Move move) {
        Position before = position;
        Position after = before.apply(move);
        int nextPly = ply + 1;
        boolean manMoved = before.pieceAt(move.origin()) != null && !before.pieceAt(move.origin()).isKing();
        boolean irreversible = manMoved || move.isCapture();
        boolean materialChanged = move.isCapture() || move.isPromotion();
        List<DrawRule> rules = before.variant().drawRules().rules();
        int[] starts = new int[countStarts.length];
        for (int i = 0; i < starts.length; i++) {
            starts[i] = rules.get(i).advance(countStarts[i], nextPly, after, irreversible, materialChanged);
        }
        return new Game(this, move, after, nextPly, irreversible ? nextPly : lastIrreversiblePly, starts, null);
    }

    /**
     * Where a counted draw rule's count runs from, for a program that follows the counts beyond the
     * game (a search: {@link DrawRule#advance(int, int, PositionStack, int, boolean, boolean)}).
     *
     * @param index the rule's index in the variant's {@link DrawRules#rules()}
     * @return the ply of this game its count runs from (0 for the start position, the first move's
     *     ply is 1), or {@link DrawRule#NOT_RUNNING}
     * @throws IndexOutOfBoundsException if the variant has no rule at that index
     */
    public int drawCountStart(int index) {
        if (index < 0 || index >= countStarts.length) {
            throw new IndexOutOfBoundsException(position.variant().name() + " has " + countStarts.length
                    + " draw rules, counted from 0: no rule " + index);
        }
        return countStarts[index];
    }

    /** @return the ply of the last man move or capture, 0 if none: no position before it can come back */
    public int lastIrreversiblePly() {
        return lastIrreversiblePly;
    }

    /** @return the ids of the draws a player may claim now, in the order of the rules' table */
    public List<String> claimableDraws() {
        if (outcome.isOver()) {
            return List.of();
        }
        List<String> ids = new ArrayList<>();
        DrawRules drawRules = variant().drawRules();
        if (drawRules.hasRepetition() && !drawRules.repetitionAutomatic()
                && repetitions() >= drawRules.repetitions()) {
            ids.add(DrawRules.REPETITION);
        }
        for (int i = 0; i < countStarts.length; i++) {
            DrawRule rule = drawRules.rules().get(i);
            if (!rule.isAutomatic() && due(i)) {
                ids.add(rule.id());
            }
        }
        return Collections.unmodifiableList(ids);
    }

    /**
     * Ends the game by resignation.
     *
     * @param loser the side that resigns (either side may, whoever is to move)
     * @return the game won by the other side, {@link Outcome.WinReason#RESIGNATION}
     * @throws IllegalStateException if the game is already over
     */
    public Game resign(Color loser) {
        Objects.requireNonNull(loser, "loser");
        return declare(new Outcome.Win(loser.opposite(), Outcome.WinReason.RESIGNATION));
    }

    /**
     * Ends the game by a loss on time.
     *
     * @param loser the side whose time ran out
     * @return the game won by the other side, {@link Outcome.WinReason#TIME}
     * @throws IllegalStateException if the game is already over
     */
    public Game loseOnTime(Color loser) {
        Objects.requireNonNull(loser, "loser");
        return declare(new Outcome.Win(loser.opposite(), Outcome.WinReason.TIME));
    }

    /**
     * Ends the game drawn by the players' agreement.
     *
     * @return the game drawn, {@code Draw("agreement", true)}
     * @throws IllegalStateException if the game is already over
     */
    public Game agreeDraw() {
        return declare(new Outcome.Draw(DrawRules.AGREEMENT, true));
    }

    private Game declare(Outcome declared) {
        if (outcome.isOver()) {
            throw new IllegalStateException("the game is already over (" + outcome + ")");
        }
        return new Game(previous, move, position, ply, lastIrreversiblePly, countStarts, declared);
    }

    /**
     * Claims a draw.
     *
     * @param id the id of a draw in {@link #claimableDraws()}
     * @return the game ended by that draw
     * @throws IllegalStateException if that draw cannot be claimed now
     */
    public Game claimDraw(String id) {
        if (!claimableDraws().contains(id)) {
            throw new IllegalStateException("draw " + id + " cannot be claimed now (claimable: " + claimableDraws() + ")");
        }
        return new Game(previous, move, position, ply, lastIrreversiblePly, countStarts, new Outcome.Draw(id, true));
    }

    /** @return how many times the current position has occurred in the game, this time included */
    public int repetitions() {
        int count = 1;
        long hash = position.zobristHash();
        // Nothing before the last man move or capture can come back.
        for (Game game = previous; game != null && game.ply >= lastIrreversiblePly; game = game.previous) {
            if (game.position.zobristHash() == hash && game.position.equals(position)) {
                count++;
            }
        }
        return count;
    }

    private boolean due(int index) {
        DrawRule rule = variant().drawRules().rules().get(index);
        if (!rule.isDue(countStarts[index], ply)) {
            return false;
        }
        List<DrawRule> rules = variant().drawRules().rules();
        for (int i = 0; i < rules.size(); i++) {
            if (rule.suppressedBy().contains(rules.get(i).id()) && countStarts[i] != DrawRule.NOT_RUNNING) {
                return false;
            }
        }
        return true;
    }

    private Outcome decide() {
        Color toMove = position.sideToMove();
        Goal goal = variant().traits().goal();
        if (goal == Goal.FIRST_KING_WINS) {
            // The side that just moved has crowned (a position set up with kings already goes to
            // the side to move only when it alone has one).
            for (Color crowned : new Color[] {toMove.opposite(), toMove}) {
                if (position.kingCount(crowned) > 0) {
                    return new Outcome.Win(crowned, Outcome.WinReason.FIRST_KING);
                }
            }
        }
        Color winnerIfStuck = goal == Goal.CANNOT_MOVE_WINS ? toMove : toMove.opposite();
        if (position.count(toMove) == 0) {
            return new Outcome.Win(winnerIfStuck, Outcome.WinReason.NO_PIECES);
        }
        if (position.isGameOver()) {
            return new Outcome.Win(winnerIfStuck, Outcome.WinReason.NO_MOVES);
        }
        DrawRules drawRules = variant().drawRules();
        if (drawRules.hasRepetition() && drawRules.repetitionAutomatic()
                && repetitions() >= drawRules.repetitions()) {
            return new Outcome.Draw(DrawRules.REPETITION, false);
        }
        for (int i = 0; i < countStarts.length; i++) {
            if (drawRules.rules().get(i).isAutomatic() && due(i)) {
                return new Outcome.Draw(drawRules.rules().get(i).id(), false);
            }
        }
        return Outcome.IN_PROGRESS;
    }

    /**
     * Two games are equal when they have the same variant and start position, the same moves
     * (as moves: the capture path chosen does not count) and the same outcome.
     */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Game that)) {
            return false;
        }
        if (ply != that.ply || !outcome.equals(that.outcome) || !position.equals(that.position)) {
            return false;
        }
        Game a = previous;
        Game b = that.previous;
        Game after = this;
        Game thatAfter = that;
        // Iterative, so that a game of any length compares without deep recursion.
        while (a != null) {
            if (!after.move.equals(thatAfter.move) || !a.position.equals(b.position)) {
                return false;
            }
            after = a;
            thatAfter = b;
            a = a.previous;
            b = b.previous;
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Objects.hash(position, ply, outcome);
    }

    @Override
    public String toString() {
        return "Game[" + variant().name() + ", ply " + ply + ", " + outcome + ", " + position.toFen() + "]";
    }
}
