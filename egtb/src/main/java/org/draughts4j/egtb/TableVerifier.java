package org.draughts4j.egtb;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.draughts4j.core.Color;
import org.draughts4j.core.PositionStack;

/**
 * Checks tables against the rules: every position's value is what its moves give, read from the
 * tables themselves (a win has a move to a loss of the other side one ply shorter and none to a
 * shorter one, a loss has only moves to wins and the longest is one ply shorter, a draw has a move
 * to a draw and none to a loss, and a position without a move has the goal's value in 0 plies). It
 * also checks each file's checksum (open the tables with {@link
 * EndgameTables#openWithoutChecksums}, so that a mismatch is reported with its slice rather than
 * refused at the opening). One verifier per thread.
 */
public final class TableVerifier {
    private final EndgameTables tables;
    private final TableBoard board;
    private final PositionStack stack;
    private final int noMove;

    /**
     * The outcome of checking one slice.
     *
     * @param material the slice
     * @param checked the positions checked
     * @param failures the first positions whose value their moves do not give, as FEN with the
     *     values read, at most ten
     */
    public record Result(Material material, long checked, List<String> failures) {
        /**
         * Copies the failures.
         *
         * @param material the slice
         * @param checked the positions checked
         * @param failures the first positions found wrong, as FEN with the values read
         */
        public Result {
            failures = List.copyOf(failures);
        }

        /** @return whether every position checked was right */
        public boolean passed() {
            return failures.isEmpty();
        }
    }

    /** @param tables the tables to check */
    public TableVerifier(EndgameTables tables) {
        this.tables = tables;
        this.board = tables.board();
        this.stack = PositionStack.of(tables.variant(), false, false);
        this.noMove = tables.variant().traits().goal() == org.draughts4j.core.Goal.CANNOT_MOVE_WINS
                ? TableValue.win(0) : TableValue.loss(0);
    }

    /**
     * Checks the positions of a slice, all of them or one in every {@code step}.
     *
     * @param material a slice the tables hold
     * @param step check the positions at every step-th index, from index 0; 1 checks them all
     * @return the outcome
     * @throws IllegalArgumentException if the tables do not hold the slice, or step is below 1
     * @throws CorruptTableException if a file does not match its checksum
     * @throws IllegalStateException if the tables were closed
     */
    public Result check(Material material, long step) {
        tables.checkOpen();
        SliceFile file = tables.slice(material);
        if (file == null) {
            throw new IllegalArgumentException("no slice " + material + " in " + tables);
        }
        if (step < 1) {
            throw new IllegalArgumentException("step must be at least 1, not " + step);
        }
        file.checkSum();
        SliceIndex.Decoder decoder = file.index.new Decoder();
        List<String> failures = new ArrayList<>();
        long checked = 0;
        for (long i = 0; i < file.index.size; i += step) {
            if (!decoder.decode(i)) {
                if (file.entry(i) != SliceFile.unused(file.width)) {
                    failures.add("index " + i + " of no position holds " + file.entry(i));
                }
                continue;
            }
            checked++;
            int value = file.value(i);
            int expected = board.wide ? fromMovesWide(decoder) : fromMoves(decoder.own, decoder.opp, decoder.kings,
                    decoder.counts);
            if (value != expected && failures.size() < 10) {
                failures.add(stack.position(0).toFen() + ": " + describe(value) + ", its moves give "
                        + describe(expected));
            }
        }
        return new Result(material, checked, Collections.unmodifiableList(failures));
    }

    private static String describe(int code) {
        return TableValue.ofCode(code).map(Object::toString).orElse("nothing");
    }

    /** @return the value the moves of a position of a wide board give (as {@link #fromMoves}) */
    private int fromMovesWide(SliceIndex.Decoder decoder) {
        stack.setRoot(Color.WHITE, decoder.own, decoder.ownHigh, decoder.opp, decoder.oppHigh, decoder.kings,
                decoder.kingsHigh);
        int n = stack.generate(0);
        if (n == 0) {
            return noMove;
        }
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            stack.play(0, i);
            int child = tables.probe(stack, 1);
            if (child == TableValue.NOT_IN_TABLES) {
                return TableValue.NOT_IN_TABLES;
            }
            int value = PairSolver.parentOf(child);
            best = best == Integer.MIN_VALUE ? value : PairSolver.better(best, value);
        }
        return best;
    }

    /** @return the value the moves of a position give, read from the tables */
    private int fromMoves(long own, long opp, long kings, int counts) {
        KingCounts.setRoot(stack, own, opp, kings, counts);
        int n = stack.generate(0);
        if (n == 0) {
            return noMove;
        }
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            stack.play(0, i);
            int child = tables.probeOwn(board.flip(stack.pieces(1, Color.BLACK)), board.flip(stack.pieces(1,
                    Color.WHITE)), board.flip(stack.kings(1)), KingCounts.of(stack, 1, board));
            if (child == TableValue.NOT_IN_TABLES) {
                return TableValue.NOT_IN_TABLES;
            }
            int value = PairSolver.parentOf(child);
            best = best == Integer.MIN_VALUE ? value : PairSolver.better(best, value);
        }
        return best;
    }
}
