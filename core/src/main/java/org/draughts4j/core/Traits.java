package org.draughts4j.core;

import java.util.Objects;

/**
 * The movement, capture and goal traits of a variant: all the generic move generator needs to
 * know. Each trait has International's value by default, so a variant names only where it
 * differs:
 *
 * <pre>{@code
 * Traits italian = Traits.international()
 *         .geometry(Geometry.of(8, false, Geometry.Numbering.FROM_TOP_LEFT))
 *         .menCaptureBackward(false)
 *         .menCaptureKings(false)
 *         .flyingKings(false)
 *         .promotionInCapture(PromotionInCapture.ENDS_MOVE)
 *         .capturePrecedence(CapturePrecedence.ITALIAN);
 * }</pre>
 *
 * <p>Every method taking an argument returns new traits with that one trait changed; the
 * methods without arguments read them. Those methods throw {@link NullPointerException} for a
 * null trait, and {@link IllegalArgumentException} for the combinations the core cannot play, each
 * for a reason of its representation rather than of a rule:
 * <ul>
 *   <li>towers on a board above 8x8: a tower's code holds at most 29 pieces, and a larger board
 *       has more than that;</li>
 *   <li>towers on the all-squares board, and a limit on moves of one king with towers or on a
 *       board of two words: the position of those boards keeps neither (each would be a fifth kind
 *       of {@link PositionStack}, for a game nobody plays);</li>
 *   <li>orthogonal captures on a board of two words: its layout has no ghost square between the
 *       rows, so a step along a row would need a test at every square (Frisian on 12x12 is not
 *       played either).</li>
 * </ul>
 * Immutable and thread-safe; equal when every trait is.
 */
public final class Traits {
    /** The highest limit on moves of one king: the position keeps each count in two bits. */
    public static final int MAX_KING_MOVE_LIMIT = 3;
    private static final Traits INTERNATIONAL = new Traits(new Draft());

    private final Geometry geometry;
    private final Color firstToMove;
    private final boolean menCaptureBackward;
    private final boolean menCaptureKings;
    private final boolean flyingKings;
    private final KingLanding kingLanding;
    private final boolean kingStopsBehindLastKing;
    private final CaptureRemoval captureRemoval;
    private final boolean captureMayTurnBack;
    private final PromotionInCapture promotionInCapture;
    private final CapturePrecedence capturePrecedence;
    private final Goal goal;
    private final boolean towers;
    private final boolean orthogonalCaptures;
    private final int kingMoveLimit;

    private Traits(Draft draft) {
        this.geometry = Objects.requireNonNull(draft.geometry, "geometry");
        this.firstToMove = Objects.requireNonNull(draft.firstToMove, "firstToMove");
        this.menCaptureBackward = draft.menCaptureBackward;
        this.menCaptureKings = draft.menCaptureKings;
        this.flyingKings = draft.flyingKings;
        this.kingLanding = Objects.requireNonNull(draft.kingLanding, "kingLanding");
        this.kingStopsBehindLastKing = draft.kingStopsBehindLastKing;
        this.captureRemoval = Objects.requireNonNull(draft.captureRemoval, "captureRemoval");
        this.captureMayTurnBack = draft.captureMayTurnBack;
        this.promotionInCapture = Objects.requireNonNull(draft.promotionInCapture, "promotionInCapture");
        this.capturePrecedence = Objects.requireNonNull(draft.capturePrecedence, "capturePrecedence");
        this.goal = Objects.requireNonNull(draft.goal, "goal");
        this.towers = draft.towers;
        this.orthogonalCaptures = draft.orthogonalCaptures;
        this.kingMoveLimit = draft.kingMoveLimit;
        if (kingMoveLimit < 0 || kingMoveLimit > MAX_KING_MOVE_LIMIT) {
            throw new IllegalArgumentException(
                    "the limit on moves of one king is 0 (none) to " + MAX_KING_MOVE_LIMIT + ", not " + kingMoveLimit);
        }
        if (geometry.isAllSquares() && towers) {
            throw new IllegalArgumentException("towers are not played on the " + geometry + " board");
        }
        if (towers && geometry.size() > 8) {
            throw new IllegalArgumentException("towers are played on boards up to 8x8, not on " + geometry);
        }
        if (kingMoveLimit > 0 && towers) {
            throw new IllegalArgumentException("a limit on moves of one king is not played with towers");
        }
        if (kingMoveLimit > 0 && geometry.isWide()) {
            throw new IllegalArgumentException("a limit on moves of one king is played on boards up to 10x10, not on "
                    + geometry);
        }
        if (orthogonalCaptures && geometry.isWide()) {
            throw new IllegalArgumentException("orthogonal captures are played on boards up to 10x10, not on "
                    + geometry);
        }
    }

    /**
     * The traits as the withers change them: International's by default ({@link #international()}),
     * or a copy of some traits; the constructor checks them. A trait set by name here cannot
     * take another's place, as an argument of a long list of booleans could.
     */
    private static final class Draft {
        Geometry geometry = Geometry.TEN_BY_TEN;
        Color firstToMove = Color.WHITE;
        boolean menCaptureBackward = true;
        boolean menCaptureKings = true;
        boolean flyingKings = true;
        KingLanding kingLanding = KingLanding.ANY_SQUARE_BEYOND;
        boolean kingStopsBehindLastKing;
        CaptureRemoval captureRemoval = CaptureRemoval.AT_END;
        boolean captureMayTurnBack = true;
        PromotionInCapture promotionInCapture = PromotionInCapture.STAYS_MAN;
        CapturePrecedence capturePrecedence = CapturePrecedence.MOST_PIECES;
        Goal goal = Goal.CANNOT_MOVE_LOSES;
        boolean towers;
        boolean orthogonalCaptures;
        int kingMoveLimit;

        Draft() {
        }

        Draft(Traits traits) {
            geometry = traits.geometry;
            firstToMove = traits.firstToMove;
            menCaptureBackward = traits.menCaptureBackward;
            menCaptureKings = traits.menCaptureKings;
            flyingKings = traits.flyingKings;
            kingLanding = traits.kingLanding;
            kingStopsBehindLastKing = traits.kingStopsBehindLastKing;
            captureRemoval = traits.captureRemoval;
            captureMayTurnBack = traits.captureMayTurnBack;
            promotionInCapture = traits.promotionInCapture;
            capturePrecedence = traits.capturePrecedence;
            goal = traits.goal;
            towers = traits.towers;
            orthogonalCaptures = traits.orthogonalCaptures;
            kingMoveLimit = traits.kingMoveLimit;
        }
    }

    /**
     * @return International draughts' traits: 10x10, White first, men capture backward and may take
     *     kings, flying kings landing on any square beyond, captured pieces leaving at the end of
     *     the move, a man passing the far row during a capture stays a man, the capture of the most
     *     pieces is compulsory, and a player who cannot move loses
     */
    public static Traits international() {
        return INTERNATIONAL;
    }

    /** @return the board */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * @param other the board
     * @return these traits on another board
     */
    public Traits geometry(Geometry other) {
        Draft draft = new Draft(this);
        draft.geometry = other;
        return new Traits(draft);
    }

    /** @return the side that moves first from the start position */
    public Color firstToMove() {
        return firstToMove;
    }

    /**
     * @param other the side that moves first from the start position
     * @return these traits with another side moving first
     */
    public Traits firstToMove(Color other) {
        Draft draft = new Draft(this);
        draft.firstToMove = other;
        return new Traits(draft);
    }

    /** @return whether men may capture backward (they always move forward only) */
    public boolean menCaptureBackward() {
        return menCaptureBackward;
    }

    /**
     * @param other whether men may capture backward
     * @return these traits with men capturing backward or forward only
     */
    public Traits menCaptureBackward(boolean other) {
        Draft draft = new Draft(this);
        draft.menCaptureBackward = other;
        return new Traits(draft);
    }

    /** @return whether men may capture kings (not in Italian, where only kings take kings) */
    public boolean menCaptureKings() {
        return menCaptureKings;
    }

    /**
     * @param other whether men may capture kings
     * @return these traits with men allowed to capture kings or not
     */
    public Traits menCaptureKings(boolean other) {
        Draft draft = new Draft(this);
        draft.menCaptureKings = other;
        return new Traits(draft);
    }

    /** @return whether kings move and capture along whole diagonals (else one square at a time) */
    public boolean flyingKings() {
        return flyingKings;
    }

    /**
     * @param other true for kings that move and capture along whole diagonals, false for
     *     kings that step one square at a time
     * @return these traits with flying or one-square kings
     */
    public Traits flyingKings(boolean other) {
        Draft draft = new Draft(this);
        draft.flyingKings = other;
        return new Traits(draft);
    }

    /** @return where a flying king may land after jumping a piece */
    public KingLanding kingLanding() {
        return kingLanding;
    }

    /**
     * @param other where a flying king may land after jumping a piece
     * @return these traits with another landing rule for flying kings
     */
    public Traits kingLanding(KingLanding other) {
        Draft draft = new Draft(this);
        draft.kingLanding = other;
        return new Traits(draft);
    }

    /**
     * @return whether a flying king whose capture ends with a king as the last piece taken must stop
     *     on the square directly behind that king (Killer); earlier landings are free
     */
    public boolean kingStopsBehindLastKing() {
        return kingStopsBehindLastKing;
    }

    /**
     * @param other whether a flying king whose capture ends with a king must stop directly
     *     behind it
     * @return these traits with or without Killer's last-landing rule
     */
    public Traits kingStopsBehindLastKing(boolean other) {
        Draft draft = new Draft(this);
        draft.kingStopsBehindLastKing = other;
        return new Traits(draft);
    }

    /** @return when captured pieces leave the board */
    public CaptureRemoval captureRemoval() {
        return captureRemoval;
    }

    /**
     * @param other when captured pieces leave the board
     * @return these traits with captured pieces leaving at another time
     */
    public Traits captureRemoval(CaptureRemoval other) {
        Draft draft = new Draft(this);
        draft.captureRemoval = other;
        return new Traits(draft);
    }

    /**
     * @return whether a king may turn back 180 degrees between two jumps, along the line it came
     *     by (Thai); only possible when captured pieces leave {@link CaptureRemoval#JUMP_BY_JUMP},
     *     since otherwise the piece just taken blocks the way back
     */
    public boolean captureMayTurnBack() {
        return captureMayTurnBack;
    }

    /**
     * @param other whether a king may turn back 180 degrees between two jumps
     * @return these traits with captures allowed to turn back or not
     */
    public Traits captureMayTurnBack(boolean other) {
        Draft draft = new Draft(this);
        draft.captureMayTurnBack = other;
        return new Traits(draft);
    }

    /** @return what happens to a man reaching the far row during a capture */
    public PromotionInCapture promotionInCapture() {
        return promotionInCapture;
    }

    /**
     * @param other what happens to a man reaching the far row during a capture
     * @return these traits with another treatment of a man reaching the far row during a capture
     */
    public Traits promotionInCapture(PromotionInCapture other) {
        Draft draft = new Draft(this);
        draft.promotionInCapture = other;
        return new Traits(draft);
    }

    /** @return which captures a player may choose among */
    public CapturePrecedence capturePrecedence() {
        return capturePrecedence;
    }

    /**
     * @param other which captures a player may choose among
     * @return these traits with another capture precedence
     */
    public Traits capturePrecedence(CapturePrecedence other) {
        Draft draft = new Draft(this);
        draft.capturePrecedence = other;
        return new Traits(draft);
    }

    /**
     * @param criteria the criteria, most important first; none for free choice
     * @return these traits with a capture precedence of the given criteria, most important first
     * @throws IllegalArgumentException if a criterion is listed twice
     */
    public Traits capturePrecedence(CaptureCriterion... criteria) {
        return capturePrecedence(CapturePrecedence.of(criteria));
    }

    /** @return how the game is won */
    public Goal goal() {
        return goal;
    }

    /**
     * @param other how the game is won
     * @return these traits with another goal
     */
    public Traits goal(Goal other) {
        Draft draft = new Draft(this);
        draft.goal = other;
        return new Traits(draft);
    }

    /**
     * @return whether a captured piece goes under the capturing piece instead of leaving the board
     *     (column draughts): every occupied square holds a tower, the top piece commands it, a jump
     *     takes only the top of the jumped tower, and the rest of that tower stays and blocks. With
     *     towers, {@link #captureRemoval()} says when the square of a jumped tower of one piece
     *     opens: at once ({@link CaptureRemoval#JUMP_BY_JUMP}) or when the move ends
     */
    public boolean towers() {
        return towers;
    }

    /**
     * @param other whether a captured piece goes under the capturing piece (column draughts)
     * @return these traits with towers (column draughts) or without
     */
    public Traits towers(boolean other) {
        Draft draft = new Draft(this);
        draft.towers = other;
        return new Traits(draft);
    }

    /**
     * @return whether men and kings also capture along rows and columns (Frisian): a man over the
     *     next dark square of its row or column (47 over 48 to 49, 46 over 36 to 26), a flying king
     *     at any distance; men and kings still move only diagonally
     */
    public boolean orthogonalCaptures() {
        return orthogonalCaptures;
    }

    /**
     * @param other whether men and kings also capture along rows and columns
     * @return these traits with captures along rows and columns or without
     */
    public Traits orthogonalCaptures(boolean other) {
        Draft draft = new Draft(this);
        draft.orthogonalCaptures = other;
        return new Traits(draft);
    }

    /**
     * @return how many non-capturing moves in a row a player who has men and kings may make with
     *     the same king (Frisian: 3); a capture, a man move or a move by another king lifts the
     *     ban, and a player with kings only is free. 0: no limit. The counts are part of the
     *     position (its FEN, equality and hash), as each side's count and king
     */
    public int kingMoveLimit() {
        return kingMoveLimit;
    }

    /**
     * @param other the most non-capturing moves in a row with the same king, 0 (no limit)
     *     to {@link #MAX_KING_MOVE_LIMIT}
     * @return these traits with another limit on moves of one king (0 for none)
     * @throws IllegalArgumentException if {@code other} is outside those bounds
     */
    public Traits kingMoveLimit(int other) {
        Draft draft = new Draft(this);
        draft.kingMoveLimit = other;
        return new Traits(draft);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Traits t)) {
            return false;
        }
        return geometry.equals(t.geometry) && firstToMove == t.firstToMove
                && menCaptureBackward == t.menCaptureBackward && menCaptureKings == t.menCaptureKings
                && flyingKings == t.flyingKings && kingLanding == t.kingLanding
                && kingStopsBehindLastKing == t.kingStopsBehindLastKing && captureRemoval == t.captureRemoval
                && captureMayTurnBack == t.captureMayTurnBack && promotionInCapture == t.promotionInCapture
                && capturePrecedence.equals(t.capturePrecedence) && goal == t.goal && towers == t.towers
                && orthogonalCaptures == t.orthogonalCaptures && kingMoveLimit == t.kingMoveLimit;
    }

    @Override
    public int hashCode() {
        return Objects.hash(geometry, firstToMove, menCaptureBackward, menCaptureKings, flyingKings, kingLanding,
                kingStopsBehindLastKing, captureRemoval, captureMayTurnBack, promotionInCapture, capturePrecedence,
                goal, towers, orthogonalCaptures, kingMoveLimit);
    }

    @Override
    public String toString() {
        return "Traits[" + geometry + ", first " + firstToMove
                + ", men capture " + (menCaptureBackward ? "backward" : "forward only")
                + (menCaptureKings ? "" : ", men do not take kings")
                + ", " + (flyingKings ? "flying" : "one-square") + " kings"
                + (kingLanding == KingLanding.DIRECTLY_BEHIND ? " landing directly behind" : "")
                + (kingStopsBehindLastKing ? " stopping behind a last king" : "")
                + ", captured pieces leave " + (captureRemoval == CaptureRemoval.AT_END ? "at the end" : "jump by jump")
                + (captureRemoval == CaptureRemoval.JUMP_BY_JUMP && !captureMayTurnBack ? " (no turning back)" : "")
                + ", promotion in capture " + promotionInCapture
                + ", precedence " + capturePrecedence + ", " + goal + (towers ? ", towers" : "")
                + (orthogonalCaptures ? ", orthogonal captures" : "")
                + (kingMoveLimit > 0 ? ", at most " + kingMoveLimit + " moves of one king" : "") + "]";
    }
}
