package org.draughts4j.core.perft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.PerftCancelledException.Reason;

/**
 * Perft: the number of leaves of the legal move tree of a position at a given depth, the standard
 * check of a move generator. Counts use bulk counting at the last ply; {@link PerftOptions} choose
 * paths counting, threads and a transposition table, none of which changes a count, and limits.
 *
 * <p>A run stops with a {@link PerftCancelledException} when the thread that called it is
 * interrupted or it reaches a node or time limit of its options: the walk checks every few
 * thousand nodes, so it stops within a fraction of a millisecond of counting, and the threads it
 * started have ended when the exception is thrown. Memory follows the plies a line actually
 * reaches, not the depth asked for: a finished game at a depth of a million costs nothing.
 *
 * <p>On several threads, the first count of a JVM lets its first thread count a few million nodes
 * alone: while the JIT compiles the generator, threads running it together slow each other down.
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

    /**
     * With this many subtrees a thread, the slowest last subtree is a small part of the whole: the
     * threads take them one at a time, so they end at most one subtree apart. The split is made
     * with the {@code Position} API before the JIT has compiled it, so each ply more costs time
     * before any worker starts. Two threads from the start then split 8x8 boards at 49 subtrees,
     * 10x10 at 81 and Canadian at 121. Whole process, two threads, medians of 6 to 12 alternated
     * runs: at 16 a thread rather than 48 (one ply less on 8x8 and 10x10), Spanish d11 0.276 ->
     * 0.269 s, Russian d11 0.373 -> 0.368 s, Czech d11 0.284 -> 0.276 s, Frisian d10 0.434 -> 0.429
     * s, International d11 2.093 -> 2.081 s; at 48 rather than 128 (one ply less on Canadian),
     * Canadian d8 0.220 -> 0.210 s.
     */
    private static final int SUBTREES_PER_THREAD = 16;

    /**
     * One thread has no other to wait for: its split only shows the first depths at once, and two
     * plies of it cost a few positions where three cost hundreds (Canadian: 12 against 133
     * positions expanded, 1 ms against 14 in the interpreted JVM).
     */
    private static final int SUBTREES_FOR_ONE_THREAD = 16;

    /**
     * The nodes the first worker counts alone before the others start, in the first count of each
     * kind of counter in a JVM that reaches that many ({@link #WARMED_UP}). While the JIT compiles
     * the generator, the code runs with full profiling, and threads running it together share its
     * counters: two threads then count less than one does, and leave the compiler less of the
     * processor (Spanish with the JIT held at that level: 0.4 million nodes per 10 ms on one
     * thread, 0.2 in all on two). Counted alone, the first few million nodes bring the generator to
     * its compiled speed about as soon as they would on one thread. Two threads, whole process,
     * median of 8 alternated runs: Russian d11 0.427 -> 0.390 s, Spanish d11 0.340 -> 0.298 s,
     * Czech d11 0.364 -> 0.319 s, Italian d11 0.381 -> 0.342 s, Canadian d8 0.293 -> 0.272 s; the
     * count alone, median of 6: Brazilian d11 0.350 -> 0.314 s, Pool d11 0.375 -> 0.319 s,
     * International d11 2.55 -> 2.50 s; Frisian d10 within the noise of 12 runs (0.633 -> 0.619 s,
     * and it was slower in another run of 10), Turkish d9 the same.
     */
    static final long WARM_UP_NODES = 4_000_000;

    /** How often the calling thread looks whether the first worker has warmed up: 0.2 ms. */
    private static final long WARM_UP_POLL_NANOS = 200_000;

    /**
     * The kinds of stack ({@link PositionStack}'s classes) a count of this JVM has warmed up. Later
     * counts on such a stack start every worker at once: the compiled code is there, and a program
     * that counts many trees of a few million nodes should not count each of them on one thread.
     */
    private static final Set<Class<?>> WARMED_UP = ConcurrentHashMap.newKeySet();

    /**
     * Deeper than this, even one thread counts on a thread of its own, with a stack of {@link
     * #WORKER_STACK_BYTES}: a walk takes a stack frame per ply, and the caller's stack may hold
     * only a few thousand of them.
     */
    private static final int CALLER_STACK_DEPTH = 1_000;

    /**
     * The stack of a counting thread: room for tens of thousands of plies (each also holds a move
     * list of about a kilobyte on the heap), so that a line that long is stopped by a node or time
     * limit rather than by the stack. It is reserved, not committed: a thread that counts a
     * shallow tree uses a few kilobytes of it.
     */
    private static final long WORKER_STACK_BYTES = 16L << 20;

    /**
     * The largest depth {@link #countEachDepth} takes: its answer holds a count per depth, and no
     * walk finishes that deep, so a larger depth is a mistake that should not cost the memory.
     */
    public static final int MAX_EACH_DEPTH = 100_000;

    private Perft() {}

    /**
     * Counts with {@link PerftOptions#DEFAULT}: each move once, one thread, no table, no limit.
     *
     * @param position the position at the root
     * @param depth the plies to go down, at least 0 (depth 0 counts the root itself: 1)
     * @return the number of leaves {@code depth} plies below {@code position}, each move counted once
     * @throws IllegalArgumentException as {@link #count(Position, int, PerftOptions)}
     * @throws PerftCancelledException if the calling thread is interrupted
     */
    public static long count(Position position, int depth) {
        return count(position, depth, PerftOptions.DEFAULT);
    }

    /**
     * @param position the position at the root
     * @param depth the plies to go down, at least 0 (depth 0 counts the root itself: 1)
     * @param options how to count and when to give up
     * @return the number of leaves {@code depth} plies below {@code position}
     * @throws IllegalArgumentException if depth is negative, or lines from the position go on for
     *     more plies than the stack or memory of a thread holds (tens of thousands: a run of that
     *     depth would count for ever unless a limit stops it first)
     * @throws PerftCancelledException if the calling thread is interrupted or a limit of the
     *     options is reached
     */
    public static long count(Position position, int depth, PerftOptions options) {
        return count(position, depth, options, null);
    }

    /**
     * As {@link #count(Position, int, PerftOptions)}, reporting the nodes searched so far to {@code
     * progress} (which another thread may read while this counts).
     *
     * @param position the position at the root
     * @param depth the plies to go down, at least 0
     * @param options how to count and when to give up
     * @param progress where the run reports its nodes, or null
     * @return the number of leaves {@code depth} plies below {@code position}
     * @throws IllegalArgumentException as {@link #count(Position, int, PerftOptions)}
     * @throws PerftCancelledException as {@link #count(Position, int, PerftOptions)}
     */
    public static long count(Position position, int depth, PerftOptions options, PerftProgress progress) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        PerftBudget budget = budget(position, options);
        if (progress == null) {
            return count(position, depth, options, table(options, depth), budget);
        }
        progress.started(budget);
        try {
            return count(position, depth, options, table(options, depth), budget);
        } finally {
            progress.finished(budget);
        }
    }

    /**
     * Counts every depth from 1 to {@code depth}. Without a table (the options' hash size 0) one
     * walk to {@code depth} gives them all, since the positions it reaches at each ply are the
     * leaves of the smaller depths: that costs about what {@link #count(Position, int,
     * PerftOptions)} to {@code depth} alone costs, a fifth to a tenth less than counting each depth
     * in turn. With a table (whose hits skip subtrees) each depth is counted in turn, sharing it.
     *
     * @param position the position at the root
     * @param depth the deepest depth to count, from 0 to {@link #MAX_EACH_DEPTH}
     * @param options how to count and when to give up
     * @param progress where the run reports its nodes and, as soon as each is counted, the first
     *     depths ({@link PerftProgress#depthCounted}), or null
     * @return {@code depth + 1} counts: element {@code d} is the number of leaves {@code d} plies
     *     below {@code position} (element 0 is 1)
     * @throws IllegalArgumentException if depth is negative or above {@link #MAX_EACH_DEPTH}, or
     *     as {@link #count(Position, int, PerftOptions)}
     * @throws PerftCancelledException if the calling thread is interrupted or a limit of the
     *     options, which holds for all the depths together, is reached
     */
    public static long[] countEachDepth(Position position, int depth, PerftOptions options, PerftProgress progress) {
        if (depth < 0 || depth > MAX_EACH_DEPTH) {
            throw new IllegalArgumentException("perft of each depth needs a depth from 0 to " + MAX_EACH_DEPTH + ", not "
                    + depth);
        }
        PerftBudget budget = budget(position, options);
        if (progress != null) {
            progress.started(budget);
        }
        try {
            PerftTable table = table(options, depth);
            PerftProgress told = progress == null ? new PerftProgress() : progress;
            if (table == null) {
                return walk(position, depth, options, null, budget, told);
            }
            long[] counts = new long[depth + 1];
            counts[0] = 1;
            for (int d = 1; d <= depth; d++) {
                counts[d] = count(position, d, options, table, budget);
                if (d < depth) {
                    told.depthCounted(d, counts[d]);
                }
            }
            return counts;
        } finally {
            if (progress != null) {
                progress.finished(budget);
            }
        }
    }

    /**
     * Checks the arguments every walk needs, by name, before anything is set up.
     *
     * @return the limits of one run, starting its clock
     */
    private static PerftBudget budget(Position position, PerftOptions options) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(options, "options");
        return new PerftBudget(options.maxNodes(), options.timeLimit());
    }

    /** @return the table the options ask for, or none where a tree is too shallow to repeat itself */
    private static PerftTable table(PerftOptions options, int depth) {
        return options.hashMegabytes() > 0 && depth >= MIN_HASHED_DEPTH ? new PerftTable(options.hashMegabytes()) : null;
    }

    private static long count(Position position, int depth, PerftOptions options, PerftTable table,
            PerftBudget budget) {
        return walk(position, depth, options, table, budget, null)[0];
    }

    /**
     * Counts, on the threads of the options.
     *
     * @param eachDepth null to count {@code depth} alone; else every depth up to it (without a
     *     table), telling this of each depth counted while the top of the tree is expanded
     * @return the leaves by depth, 0 to {@code depth}, when {@code eachDepth}; else the leaves at
     *     {@code depth} alone (an array whose size a depth no line reaches does not make large)
     */
    private static long[] walk(Position position, int depth, PerftOptions options, PerftTable table,
            PerftBudget budget, PerftProgress eachDepth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        Variant variant = position.variant();
        // Every depth is counted on worker threads even with one thread: the top of the tree is then
        // expanded breadth first, so that the first depths are known (and shown) at once.
        if ((options.threads() == 1 && depth <= CALLER_STACK_DEPTH && eachDepth == null) || depth < SPLIT_DEPTH) {
            try {
                PerftWalk counter = walker(variant, options.paths(), table, budget);
                if (eachDepth != null) {
                    return counter.countEachDepth(position, depth);
                }
                return new long[] {counter.count(position, depth)};
            } catch (StackOverflowError | OutOfMemoryError e) {
                throw tooDeep(depth, e);
            }
        }
        List<Position> subtrees = new ArrayList<>();
        long[] counts = eachDepth != null ? new long[depth + 1] : null;
        int above = split(position, options.paths(), depth, options.threads(), subtrees, counts, eachDepth, budget);
        int below = depth - above;
        AtomicInteger next = new AtomicInteger();
        LongAdder total = new LongAdder();
        // Only a count of each depth holds a count per ply below the subtrees.
        long[] belowCounts = new long[eachDepth != null ? below + 1 : 0];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        int threads = Math.min(options.threads(), subtrees.size());
        // Made here, so that the first worker's kind of stack is known before any starts.
        PerftWalk[] walkers = new PerftWalk[threads];
        for (int t = 0; t < threads; t++) {
            walkers[t] = walker(variant, options.paths(), table, budget);
        }
        for (int t = 0; t < threads; t++) {
            PerftWalk counter = walkers[t];
            // An inner class, not a lambda: the command line starts a count before the JVM has
            // linked any lambda, and keeps it so (cli's PerftStartTest).
            Thread worker = new Thread(null, new Runnable() {
                @Override
                public void run() {
                    long[] mine = new long[belowCounts.length];
                    try {
                        for (int i = next.getAndIncrement(); i < subtrees.size(); i = next.getAndIncrement()) {
                            if (eachDepth != null) {
                                long[] counted = counter.countEachDepth(subtrees.get(i), below);
                                for (int d = 0; d <= below; d++) {
                                    mine[d] += counted[d];
                                }
                            } else {
                                total.add(counter.count(subtrees.get(i), below));
                            }
                        }
                        synchronized (belowCounts) {
                            for (int d = 0; d < mine.length; d++) {
                                belowCounts[d] += mine[d];
                            }
                        }
                    } catch (PerftCancelledException e) {
                        // The budget holds the reason; the calling thread reports it once all have stopped.
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                        // The count is lost: the other threads need not finish theirs.
                        budget.cancel(Reason.CANCELLED);
                    }
                }
            }, WORKER_NAME + t, WORKER_STACK_BYTES);
            worker.setDaemon(true);
            workers.add(worker);
        }
        // A finished game has no subtree and so no worker.
        Class<?> kind = threads == 0 ? null : walkers[0].stackKind();
        for (int t = 0; t < workers.size(); t++) {
            if (t == 1 && !WARMED_UP.contains(kind)) {
                awaitWarmUp(workers.get(0), budget, kind);
            }
            workers.get(t).start();
        }
        // Every worker is waited for, even after an interrupt (which stops them at their next check,
        // within a millisecond), so that none is left counting once this returns or throws.
        boolean interrupted = false;
        for (Thread worker : workers) {
            while (true) {
                try {
                    worker.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    budget.cancel(Reason.INTERRUPTED);
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable failed = failure.get();
        if (failed instanceof StackOverflowError || failed instanceof OutOfMemoryError) {
            throw tooDeep(depth, failed);
        }
        if (failed != null) {
            throw new IllegalStateException("perft failed: " + failed, failed);
        }
        if (budget.reason() != null) {
            throw budget.exception();
        }
        if (eachDepth == null) {
            return new long[] {total.sum()};
        }
        // The plies above the subtrees were counted as they were expanded; below, by the workers.
        synchronized (belowCounts) {
            for (int d = 1; d <= below; d++) {
                counts[above + d] = belowCounts[d];
            }
        }
        return counts;
    }

    /**
     * Waits until {@code first} has counted {@link #WARM_UP_NODES} nodes (as it reports them to the
     * budget, every few thousand), has finished, or has been stopped, or until this thread is
     * interrupted (the budget then stops the workers: {@link PerftBudget} watches this thread).
     * Marks the kind of counter warm when the first worker got that far.
     */
    private static void awaitWarmUp(Thread first, PerftBudget budget, Class<?> kind) {
        while (budget.nodes() < WARM_UP_NODES && budget.reason() == null && first.isAlive()
                && !Thread.currentThread().isInterrupted()) {
            LockSupport.parkNanos(WARM_UP_POLL_NANOS);
        }
        if (budget.nodes() >= WARM_UP_NODES) {
            WARMED_UP.add(kind);
        }
    }

    /** @return whether a count of this JVM has warmed up the walk on {@code variant}'s kind of stack */
    static boolean warmedUp(Variant variant) {
        return WARMED_UP.contains(walker(variant, false, null, null).stackKind());
    }

    /** The name of the threads perft starts, followed by their number. */
    static final String WORKER_NAME = "draughts4j-perft-";

    private static IllegalArgumentException tooDeep(int depth, Throwable e) {
        // Only a walk down a line of that many plies takes that much: the lists of a ply are made as
        // the walk reaches it, and a table is allocated before the walk.
        return new IllegalArgumentException("perft depth " + depth + ": the lines from this position go on for more plies"
                + " than the stack or the memory of a thread holds; give a node or time limit", e);
    }

    /**
     * Expands the tree breadth first until there are many more subtrees than threads, so that the
     * last subtrees to finish are small and no thread waits long for another. A game that ends
     * above the subtrees (a side with no move) has no leaf at the perft depth and is dropped.
     *
     * @param subtrees receives the positions to count
     * @param levels receives the number of positions at each ply down to the subtrees, or null
     * @param progress told of each ply's count as it is known, when there are {@code levels}
     * @return the number of plies between {@code position} and the subtrees
     */
    private static int split(Position position, boolean paths, int depth, int threads, List<Position> subtrees,
            long[] levels, PerftProgress progress, PerftBudget budget) {
        int wanted = threads == 1 ? SUBTREES_FOR_ONE_THREAD : SUBTREES_PER_THREAD * threads;
        List<Position> level = List.of(position);
        PositionStack stack = PositionStack.of(position.variant(), paths, true);
        int plies = 0;
        // An empty level has no subtree at any depth below: there is nothing left to expand.
        for (; plies < depth - MIN_SUBTREE_DEPTH && level.size() < wanted && !level.isEmpty(); plies++) {
            budget.check();
            if (levels != null) {
                levels[plies] = level.size();
                if (plies > 0) {
                    progress.depthCounted(plies, level.size());
                }
            }
            List<Position> next = new ArrayList<>();
            for (Position p : level) {
                stack.setRoot(p);
                int n = stack.generate(0);
                for (int i = 0; i < n; i++) {
                    stack.play(0, i);
                    next.add(stack.position(1));
                }
            }
            level = next;
        }
        if (levels != null) {
            levels[plies] = level.size();
            if (plies > 0) {
                progress.depthCounted(plies, level.size());
            }
        }
        subtrees.addAll(level);
        return plies;
    }

    /** @return a walk on a new stack of the variant: one per thread */
    private static PerftWalk walker(Variant variant, boolean paths, PerftTable table, PerftBudget budget) {
        return new PerftWalk(PositionStack.of(variant, paths, table != null), table, budget);
    }

    /**
     * One root move of a divide and the leaves below it.
     *
     * @param move the root move (one capture path of it with {@link PerftOptions#paths()})
     * @param nodes the leaves {@code depth - 1} plies below the position after it
     */
    public record Entry(Move move, long nodes) {}

    /**
     * Splits the count at {@code depth} by root move, for finding which move a generator gets
     * wrong.
     *
     * @param position the position at the root
     * @param depth at least 1
     * @param options how to count and when to give up
     * @return one entry per root move (per root path with {@link PerftOptions#paths()}), in the
     *     generator's order, each with its leaves at {@code depth - 1} plies below it
     * @throws IllegalArgumentException if depth is below 1, or too deep for the stack (as for
     *     {@link #count(Position, int, PerftOptions)})
     * @throws PerftCancelledException if the calling thread is interrupted or a limit of the
     *     options (which holds for the whole divide) is reached; it holds the root moves counted in
     *     full until then ({@link PerftCancelledException#divided()})
     */
    public static List<Entry> divide(Position position, int depth, PerftOptions options) {
        return divide(position, depth, options, null, null);
    }

    /**
     * As {@link #divide(Position, int, PerftOptions)}, counting the root moves in the order given
     * and reporting each to {@code progress} as soon as it is counted, so that a caller can show
     * them while the rest are counted. The root moves are counted one after another (the threads
     * of the options share each one's tree), so they finish in that order.
     *
     * @param position the position at the root
     * @param depth at least 1
     * @param options how to count and when to give up
     * @param order the order to count (and list) the root moves in, or null for the generator's
     * @param progress where the run reports its nodes and root moves, or null
     * @return one entry per root move, in {@code order}
     * @throws IllegalArgumentException as {@link #divide(Position, int, PerftOptions)}
     * @throws PerftCancelledException as {@link #divide(Position, int, PerftOptions)}, holding the
     *     root moves counted in full, in {@code order}
     */
    public static List<Entry> divide(Position position, int depth, PerftOptions options, Comparator<? super Move> order,
            PerftProgress progress) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, not " + depth);
        }
        PerftBudget budget = budget(position, options);
        PerftTable table = table(options, depth - 1);
        List<Move> moves = options.paths() ? position.legalMovePaths() : position.legalMoves();
        if (order != null) {
            moves = new ArrayList<>(moves);
            moves.sort(order);
        }
        List<Entry> entries = new ArrayList<>(moves.size());
        if (progress != null) {
            progress.started(budget);
        }
        try {
            for (Move move : moves) {
                Entry entry = new Entry(move, count(position.play(move), depth - 1, options, table, budget));
                entries.add(entry);
                if (progress != null) {
                    progress.rootMoveCounted(entry);
                }
            }
        } catch (PerftCancelledException e) {
            throw new PerftCancelledException(e.reason(), e.nodes(), entries);
        } finally {
            if (progress != null) {
                progress.finished(budget);
            }
        }
        return Collections.unmodifiableList(entries);
    }
}
