package org.draughts4j.core;

import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * One counted draw rule of a variant (docs/variants.md, "Draws"): a condition, a number of moves each
 * player must make while it holds, and whether the draw is then automatic or only claimable.
 *
 * <p>A count starts at zero on the ply where its condition first holds and the draw falls due
 * when {@code 2 * moves} further plies have been played with the condition still holding. The
 * factories differ in when a count restarts:
 * <ul>
 *   <li>{@link #quietMoves}: restarts on every man move and every capture;</li>
 *   <li>{@link #noCaptureOrPromotion}: restarts on every capture and every promotion;</li>
 *   <li>{@link #whileHolding}: restarts when the material changes (a capture or a promotion) and
 *       stops when its condition stops holding;</li>
 *   <li>{@link #untilMaterialChanges}: starts when its condition holds and runs while the material
 *       stays the same, whatever the pieces then do;</li>
 *   <li>{@link #persistent}: once started, runs to the end of the game (the Spanish Forzosa).</li>
 * </ul>
 * Instances are immutable; the number of moves is a parameter, so an application can play by
 * another federation's numbers.
 */
public final class DrawRule {
    /** The start of a count that is not running ({@link #advance(int, int, PositionStack, int, boolean, boolean)}). */
    public static final int NOT_RUNNING = -1;

    /** The condition of the rules that hold in every position. */
    private static final Predicate<Position> ALWAYS = DrawConditions.always();

    private enum Kind { QUIET_MOVES, WHILE_HOLDING, UNTIL_MATERIAL_CHANGES, PERSISTENT }

    private final String id;
    private final int moves;
    private final boolean automatic;
    private final Kind kind;
    private final Predicate<Position> condition;
    private final Set<String> suppressedBy;

    private DrawRule(String id, int moves, boolean automatic, Kind kind, Predicate<Position> condition,
            Set<String> suppressedBy) {
        this.id = Objects.requireNonNull(id, "id");
        this.moves = moves;
        this.automatic = automatic;
        this.kind = kind;
        this.condition = Objects.requireNonNull(condition, "condition");
        this.suppressedBy = Set.copyOf(suppressedBy);
    }

    private static int positive(int moves) {
        if (moves < 1) {
            throw new IllegalArgumentException("a draw rule needs at least one move, not " + moves);
        }
        return moves;
    }

    /**
     * A draw after {@code moves} moves each in which no man moved and nothing was captured
     * (kings-only and no-man-move rules).
     *
     * @param id the rule's id (docs/variants.md), by which {@link Outcome.Draw#rule()} and draw
     *     claims name it
     * @param moves the moves each player makes while the count runs before the draw falls due
     *     ({@code 2 * moves} plies), at least 1
     * @param automatic true if the draw ends the game as soon as it falls due, false if a player
     *     may claim it then
     * @return the rule
     * @throws IllegalArgumentException if {@code moves} is less than 1
     * @throws NullPointerException if {@code id} is null
     */
    public static DrawRule quietMoves(String id, int moves, boolean automatic) {
        return new DrawRule(id, positive(moves), automatic, Kind.QUIET_MOVES, ALWAYS, Set.of());
    }

    /**
     * A draw after {@code moves} moves each with no capture and no promotion, whoever moved
     * (the Portuguese no-progress rule).
     *
     * @param id the rule's id (docs/variants.md), by which {@link Outcome.Draw#rule()} and draw
     *     claims name it
     * @param moves the moves each player makes while the count runs before the draw falls due
     *     ({@code 2 * moves} plies), at least 1
     * @param automatic true if the draw ends the game as soon as it falls due, false if a player
     *     may claim it then
     * @return the rule
     * @throws IllegalArgumentException if {@code moves} is less than 1
     * @throws NullPointerException if {@code id} is null
     */
    public static DrawRule noCaptureOrPromotion(String id, int moves, boolean automatic) {
        return new DrawRule(id, positive(moves), automatic, Kind.WHILE_HOLDING, ALWAYS, Set.of());
    }

    /**
     * A draw after {@code moves} moves each while {@code condition} holds with the material
     * unchanged (endgame rules); the count restarts on a capture or a promotion.
     *
     * @param id the rule's id (docs/variants.md), by which {@link Outcome.Draw#rule()} and draw
     *     claims name it
     * @param moves the moves each player makes while the count runs before the draw falls due
     *     ({@code 2 * moves} plies), at least 1
     * @param automatic true if the draw ends the game as soon as it falls due, false if a player
     *     may claim it then
     * @param condition the positions the count runs through; it stops after a ply that leaves them
     * @return the rule
     * @throws IllegalArgumentException if {@code moves} is less than 1
     * @throws NullPointerException if {@code id} or {@code condition} is null
     */
    public static DrawRule whileHolding(String id, int moves, boolean automatic, Predicate<Position> condition) {
        return new DrawRule(id, positive(moves), automatic, Kind.WHILE_HOLDING, condition, Set.of());
    }

    /**
     * A draw as soon as a position where {@code condition} holds is reached (Turkish: one piece
     * against one); a game that starts in such a position is drawn from the start when the draw is
     * automatic. {@link #moves()} is 0.
     *
     * @param id the rule's id (docs/variants.md), by which {@link Outcome.Draw#rule()} and draw
     *     claims name it
     * @param automatic true if the draw ends the game as soon as such a position is reached, false
     *     if a player may claim the draw in such a position
     * @param condition the positions that are drawn
     * @return the rule
     * @throws NullPointerException if {@code id} or {@code condition} is null
     */
    public static DrawRule atOnce(String id, boolean automatic, Predicate<Position> condition) {
        return new DrawRule(id, 0, automatic, Kind.WHILE_HOLDING, condition, Set.of());
    }

    /**
     * A draw after {@code moves} moves each from a position where {@code condition} held, as long
     * as the material has not changed since (the Spanish Saque de peón).
     *
     * @param id the rule's id (docs/variants.md), by which {@link Outcome.Draw#rule()} and draw
     *     claims name it
     * @param moves the moves each player makes while the count runs before the draw falls due
     *     ({@code 2 * moves} plies), at least 1
     * @param automatic true if the draw ends the game as soon as it falls due, false if a player
     *     may claim it then
     * @param condition the positions a count starts from; a running count ignores it until the
     *     material changes
     * @return the rule
     * @throws IllegalArgumentException if {@code moves} is less than 1
     * @throws NullPointerException if {@code id} or {@code condition} is null
     */
    public static DrawRule untilMaterialChanges(String id, int moves, boolean automatic, Predicate<Position> condition) {
        return new DrawRule(id, positive(moves), automatic, Kind.UNTIL_MATERIAL_CHANGES, condition, Set.of());
    }

    /**
     * A draw after {@code moves} moves each from the first position where {@code condition} held,
     * whatever happens next (the Spanish Forzosa: win within the count or it is drawn).
     *
     * @param id the rule's id (docs/variants.md), by which {@link Outcome.Draw#rule()} and draw
     *     claims name it
     * @param moves the moves each player makes while the count runs before the draw falls due
     *     ({@code 2 * moves} plies), at least 1
     * @param automatic true if the draw ends the game as soon as it falls due, false if a player
     *     may claim it then
     * @param condition the positions the count starts from; once started it never restarts or stops
     * @return the rule
     * @throws IllegalArgumentException if {@code moves} is less than 1
     * @throws NullPointerException if {@code id} or {@code condition} is null
     */
    public static DrawRule persistent(String id, int moves, boolean automatic, Predicate<Position> condition) {
        return new DrawRule(id, positive(moves), automatic, Kind.PERSISTENT, condition, Set.of());
    }

    /**
     * @param ids rules whose running count keeps this one from falling due or being claimed
     * @return this rule with that restriction
     */
    public DrawRule suppressedWhileRunning(String... ids) {
        return new DrawRule(id, moves, automatic, kind, condition, Set.of(ids));
    }

    /** @return the rule's id (docs/variants.md), such as {@code kings-only-25} */
    public String id() {
        return id;
    }

    /** @return the moves each player makes before the draw falls due */
    public int moves() {
        return moves;
    }

    /** @return true when the draw is declared automatically, false when a player may claim it */
    public boolean isAutomatic() {
        return automatic;
    }

    /** @return the ids of the rules whose running count suppresses this one */
    public Set<String> suppressedBy() {
        return suppressedBy;
    }

    /**
     * The most pieces, both sides together, of a position in which the rule's condition can hold.
     * A count that is not running starts only where its condition holds, so {@link #advance(int, int,
     * PositionStack, int, boolean, boolean) advance} leaves it stopped in a position of more pieces:
     * a search that follows many rules at every node counts the pieces once and skips those rules.
     *
     * @return that number for the conditions of {@link DrawConditions}, which read the pieces;
     *     {@link Integer#MAX_VALUE} for a rule without a condition or with another one
     */
    public int mostPieces() {
        return condition instanceof DrawConditions.OnPieces ? ((DrawConditions.OnPieces) condition).mostPieces()
                : Integer.MAX_VALUE;
    }

    /**
     * Whether the count always runs, from the last ply that moved a man or captured (the rules of
     * {@link #quietMoves}), whatever the position: a search can follow it by that ply alone rather
     * than by {@link #advance(int, int, PositionStack, int, boolean, boolean) advance} at every ply.
     *
     * @return true for the rules of {@link #quietMoves}
     */
    public boolean runsFromLastIrreversiblePly() {
        return kind == Kind.QUIET_MOVES;
    }

    /** @return the highest square number the rule's condition reads, 0 when it reads none or is not one of {@link DrawConditions} */
    int highestSquare() {
        return condition instanceof DrawConditions.OnPieces ? ((DrawConditions.OnPieces) condition).highestSquare() : 0;
    }

    /** @return the ply where the count runs from at the start of a game, or {@link #NOT_RUNNING} */
    int startAt(Position position) {
        return condition.test(position) ? 0 : NOT_RUNNING;
    }

    /**
     * Whether the rule's condition holds at a ply of a stack: for a search that follows the draw
     * counts along its lines. The conditions of {@link DrawConditions} are read from the stack's
     * bitboards; any other is given the {@link PositionStack#position(int) position} there, which
     * allocates.
     *
     * @param stack a stack
     * @param ply a ply it holds
     * @return whether the condition holds there (always true for the rules with no condition)
     */
    public boolean holds(PositionStack stack, int ply) {
        if (condition instanceof DrawConditions.OnPieces) {
            DrawConditions.OnPieces onPieces = (DrawConditions.OnPieces) condition;
            return stack.pieceCount(ply) <= onPieces.mostPieces() && onPieces.holds(stack.plyView(ply));
        }
        return condition.test(stack.position(ply));
    }

    /**
     * Where the count runs from after one more ply, as {@link Game} follows it, for a search that
     * follows the counts along its lines: plies are numbered as the caller likes (a game's plies,
     * the first 1), the same numbers as {@link #isDue} is given.
     *
     * @param start where the count ran from before the ply, or {@link #NOT_RUNNING}
     * @param ply the number of the ply just played
     * @param stack the stack that holds the position after it
     * @param stackPly the ply of {@code stack} that holds it
     * @param irreversible whether the ply moved a man or captured
     * @param materialChanged whether the ply captured or crowned
     * @return where the count runs from after the ply, or {@link #NOT_RUNNING}
     */
    public int advance(int start, int ply, PositionStack stack, int stackPly, boolean irreversible,
            boolean materialChanged) {
        return advance(start, ply, irreversible, materialChanged, null, stack, stackPly);
    }

    /**
     * @param start where the count ran from before the ply, or {@link #NOT_RUNNING}
     * @param ply the number of the ply just played (the first is 1)
     * @param after the position after it
     * @param irreversible whether the ply moved a man or captured
     * @param materialChanged whether the ply captured or crowned
     * @return where the count runs from after the ply, or {@link #NOT_RUNNING}
     */
    int advance(int start, int ply, Position after, boolean irreversible, boolean materialChanged) {
        return advance(start, ply, irreversible, materialChanged, after, null, 0);
    }

    /** The step of a count, the position after the ply given as a {@link Position} or as a stack's ply. */
    private int advance(int start, int ply, boolean irreversible, boolean materialChanged, Position after,
            PositionStack stack, int stackPly) {
        switch (kind) {
            case QUIET_MOVES:
                return irreversible ? ply : start;
            case WHILE_HOLDING:
                if (!holds(after, stack, stackPly)) {
                    return NOT_RUNNING;
                }
                return start == NOT_RUNNING || materialChanged ? ply : start;
            case UNTIL_MATERIAL_CHANGES:
                if (start != NOT_RUNNING && !materialChanged) {
                    return start;
                }
                return holds(after, stack, stackPly) ? ply : NOT_RUNNING;
            case PERSISTENT:
                if (start != NOT_RUNNING) {
                    return start;
                }
                return holds(after, stack, stackPly) ? ply : NOT_RUNNING;
            default:
                throw new AssertionError(kind);
        }
    }

    private boolean holds(Position after, PositionStack stack, int stackPly) {
        return after != null ? condition.test(after) : holds(stack, stackPly);
    }

    /**
     * @param start where the count runs from, or {@link #NOT_RUNNING}
     * @param ply the number of the ply just played, as {@code start} counts
     * @return whether a count running from {@code start} is due at {@code ply} (the rules it is
     *     {@linkplain #suppressedBy() suppressed by} aside)
     */
    public boolean isDue(int start, int ply) {
        return start != NOT_RUNNING && ply - start >= 2 * moves;
    }

    @Override
    public String toString() {
        return id + " (" + (moves == 0 ? "at once" : moves + " moves each") + ", "
                + (automatic ? "automatic" : "on claim") + ")";
    }
}
