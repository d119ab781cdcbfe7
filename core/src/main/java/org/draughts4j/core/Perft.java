package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import org.draughts4j.core.engine.KingLimitPerftCounter;
import org.draughts4j.core.engine.PerftCounter;
import org.draughts4j.core.engine.PerftTable;
import org.draughts4j.core.engine.TowerPerftCounter;
import org.draughts4j.core.engine.WidePerftCounter;

/**
 * Perft: the number of leaves of the legal move tree of a position at a given depth, the standard
 * check of a move generator. Counts use bulk counting at the last ply; {@link PerftOptions} choose
 * paths counting, threads and a transposition table, none of which changes a count.
 */
public final class Perft {
    /** Below this depth a tree is too small to be worth splitting over threads. */
    private static final int SPLIT_DEPTH = 4;

    /**
     * Trees shallower than this are counted in less time than allocating and clearing a large table
     * takes, so they get none (perft -d 1 --hash 8192 would otherwise wait seconds for the memory).
     */
    private static final int MIN_HASHED_DEPTH = 5;

    /** Subtrees are never shallower than this: a smaller one costs more to hand out than to count. */
    private static final int MIN_SUBTREE_DEPTH = 3;

    /** With this many subtrees a thread, the slowest last subtree is a small part of the whole. */
    private static final int SUBTREES_PER_THREAD = 256;

    private Perft() {}

    /** @return the number of leaves {@code depth} plies below {@code position}, each move counted once */
    public static long count(Position position, int depth) {
        return count(position, depth, PerftOptions.DEFAULT);
    }

    /**
     * @return the number of leaves {@code depth} plies below {@code position}
     * @throws IllegalArgumentException if depth is negative
     */
    public static long count(Position position, int depth, PerftOptions options) {
        return count(position, depth, options, table(options, depth));
    }

    /** @return the table the options ask for, or none where a tree is too shallow to repeat itself */
    private static PerftTable table(PerftOptions options, int depth) {
        return options.hashMegabytes() > 0 && depth >= MIN_HASHED_DEPTH ? new PerftTable(options.hashMegabytes()) : null;
    }

    private static long count(Position position, int depth, PerftOptions options, PerftTable table) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        Traits traits = position.rules().traits();
        if (options.threads() == 1 || depth < SPLIT_DEPTH) {
            return counter(traits, options.paths(), table).count(position, depth);
        }
        List<Position> subtrees = new ArrayList<>();
        int below = depth - split(position, options.paths(), depth, options.threads(), subtrees);
        AtomicInteger next = new AtomicInteger();
        LongAdder total = new LongAdder();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < Math.min(options.threads(), subtrees.size()); t++) {
            Thread worker = new Thread(() -> {
                Counter counter = counter(traits, options.paths(), table);
                try {
                    for (int i = next.getAndIncrement(); i < subtrees.size(); i = next.getAndIncrement()) {
                        total.add(counter.count(subtrees.get(i), below));
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, "perft-" + t);
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            try {
                worker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("perft interrupted", e);
            }
        }
        if (failure.get() != null) {
            throw new IllegalStateException("perft failed: " + failure.get(), failure.get());
        }
        return total.sum();
    }

    /**
     * Expands the tree breadth first until there are many more subtrees than threads, so that the
     * last subtrees to finish are small and no thread waits long for another. A game that ends
     * above the subtrees (a side with no move) has no leaf at the perft depth and is dropped.
     *
     * @param subtrees receives the positions to count
     * @return the number of plies between {@code position} and the subtrees
     */
    private static int split(Position position, boolean paths, int depth, int threads, List<Position> subtrees) {
        int wanted = SUBTREES_PER_THREAD * threads;
        List<Position> level = List.of(position);
        int plies = 0;
        for (; plies < depth - MIN_SUBTREE_DEPTH && level.size() < wanted; plies++) {
            List<Position> next = new ArrayList<>();
            for (Position p : level) {
                for (Move move : paths ? p.legalMovePaths() : p.legalMoves()) {
                    next.add(p.apply(move));
                }
            }
            level = next;
        }
        subtrees.addAll(level);
        return plies;
    }

    /** Counts subtrees on one thread, with the counter of the board's width. */
    private interface Counter {
        long count(Position position, int depth);
    }

    private static Counter counter(Traits traits, boolean paths, PerftTable table) {
        if (traits.kingMoveLimit() > 0) {
            KingLimitPerftCounter limited = new KingLimitPerftCounter(traits, paths, table);
            return (p, depth) -> limited.count(p.white(), p.black(), p.kings(), p.kingMoveState(),
                    p.sideToMove() == Color.WHITE, depth);
        }
        if (traits.towers()) {
            TowerPerftCounter towers = new TowerPerftCounter(traits, paths, table);
            return (p, depth) -> towers.count(p.white(), p.black(), p.kings(), p.towerCodes(),
                    p.sideToMove() == Color.WHITE, depth);
        }
        if (traits.geometry().isWide()) {
            WidePerftCounter wide = new WidePerftCounter(traits, paths, table);
            return (p, depth) -> wide.count(p.words(), p.sideToMove() == Color.WHITE, depth);
        }
        PerftCounter narrow = new PerftCounter(traits, paths, table);
        return (p, depth) -> narrow.count(p.white(), p.black(), p.kings(), p.sideToMove() == Color.WHITE, depth);
    }

    /** One root move of a divide and the leaves below it. */
    public record Entry(Move move, long nodes) {}

    /**
     * Splits the count at {@code depth} by root move, for finding which move a generator gets
     * wrong.
     *
     * @param depth at least 1
     * @return one entry per root move (per root path with {@link PerftOptions#paths()}), in the
     *     generator's order, each with its leaves at {@code depth - 1} plies below it
     * @throws IllegalArgumentException if depth is below 1
     */
    public static List<Entry> divide(Position position, int depth, PerftOptions options) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, not " + depth);
        }
        PerftTable table = table(options, depth - 1);
        List<Move> moves = options.paths() ? position.legalMovePaths() : position.legalMoves();
        List<Entry> entries = new ArrayList<>(moves.size());
        for (Move move : moves) {
            entries.add(new Entry(move, count(position.apply(move), depth - 1, options, table)));
        }
        return Collections.unmodifiableList(entries);
    }
}
