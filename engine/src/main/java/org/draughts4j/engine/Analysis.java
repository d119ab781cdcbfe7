package org.draughts4j.engine;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A search under way: its reports as they come ({@link #next()}), the information so far ({@link
 * #info()}), a way to stop it ({@link #stop()}) and its result ({@link #result()}). Made by {@link
 * Engine#search}; an engine feeds it through an {@link AnalysisFeed}. Thread-safe: one thread may
 * read the reports while another stops the search.
 *
 * <pre>{@code
 * try (Analysis analysis = engine.analysis(game, Limit.infinite())) {
 *     for (Optional<Info> info = analysis.next(); info.isPresent(); info = analysis.next()) {
 *         System.out.println(info.get().format(game.position()));
 *         if (info.get().depth().orElse(0) >= 12) analysis.stop();
 *     }
 *     System.out.println(analysis.result().move());
 * }
 * }</pre>
 */
public final class Analysis implements AutoCloseable {
    /** Reports kept for a reader that does not read: beyond this the oldest are dropped ({@link #info()} keeps them merged). */
    private static final int KEPT = 1024;
    /** How long {@link #close()} waits for the engine to end a stopped search. */
    private static final Duration CLOSE_WAIT = Duration.ofSeconds(30);

    private final Object lock = new Object();
    private final ArrayDeque<Info> pending = new ArrayDeque<>();
    private final Runnable onStop;
    private Info merged = Info.EMPTY;
    /** Each line's reports merged, by its multi-PV index; line 1 is {@link #merged}. */
    private final java.util.TreeMap<Integer, Info> otherLines = new java.util.TreeMap<>();
    private PlayResult result;
    private EngineException failure;
    private boolean stopRequested;

    Analysis(Runnable onStop) {
        this.onStop = Objects.requireNonNull(onStop, "onStop");
    }

    /**
     * @param result the result of a search that is over already
     * @return an analysis that has ended with {@code result}, its info its only report
     */
    public static Analysis finished(PlayResult result) {
        AnalysisFeed feed = new AnalysisFeed(() -> { });
        if (!result.info().equals(Info.EMPTY)) {
            feed.info(result.info());
        }
        feed.finish(result);
        return feed.analysis();
    }

    /**
     * Waits for the next report.
     *
     * @return the next report, or empty when the search has ended and every report has been read
     * @throws EngineException if the thread is interrupted while waiting (the search is then
     *     stopped and the interrupt status kept)
     */
    public Optional<Info> next() {
        synchronized (lock) {
            while (pending.isEmpty() && !isDoneLocked()) {
                await(0);
            }
            return Optional.ofNullable(pending.poll());
        }
    }

    /**
     * Waits at most {@code timeout} for the next report.
     *
     * @param timeout the longest wait
     * @return the next report, or empty when none came in time or the search has ended (tell them
     *     apart with {@link #isDone()})
     * @throws EngineException if the thread is interrupted while waiting
     */
    public Optional<Info> next(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (pending.isEmpty() && !isDoneLocked()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                await(left);
            }
            return Optional.ofNullable(pending.poll());
        }
    }

    /**
     * @return every report so far of the best line merged into one ({@link Info#merge}); {@link
     *     Info#EMPTY} before the first. The reports of a multi-PV search's other lines are in {@link #lines()}.
     */
    public Info info() {
        synchronized (lock) {
            return merged;
        }
    }

    /**
     * @return the lines of a multi-PV search ({@link Limit#withMultiPv}) so far, best first, each
     *     its reports merged: the first is {@link #info()}; one line for a search of one, none
     *     before the first report
     */
    public List<Info> lines() {
        synchronized (lock) {
            List<Info> lines = new java.util.ArrayList<>();
            if (!merged.equals(Info.EMPTY)) {
                lines.add(merged);
            }
            lines.addAll(otherLines.values());
            return lines;
        }
    }

    /** Asks the engine to end the search soon; it still ends with a result. Does nothing once it has ended. */
    public void stop() {
        boolean first;
        synchronized (lock) {
            first = !stopRequested && !isDoneLocked();
            stopRequested = true;
        }
        if (first) {
            onStop.run();
        }
    }

    /** @return whether the search has ended, with a result or a failure */
    public boolean isDone() {
        synchronized (lock) {
            return isDoneLocked();
        }
    }

    /**
     * Waits for the end of the search.
     *
     * @return the move chosen, the reply expected and the merged information
     * @throws EngineException if the search failed (the engine crashed, hung, sent an illegal move
     *     or reported an error), or the thread was interrupted while waiting
     */
    public PlayResult result() {
        synchronized (lock) {
            while (!isDoneLocked()) {
                await(0);
            }
            return outcomeLocked();
        }
    }

    /**
     * Waits at most {@code timeout} for the end of the search.
     *
     * @param timeout the longest wait
     * @return the result, or empty if the search goes on
     * @throws EngineException if the search failed, or the thread was interrupted while waiting
     */
    public Optional<PlayResult> result(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (!isDoneLocked()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return Optional.empty();
                }
                await(left);
            }
            return Optional.of(outcomeLocked());
        }
    }

    /**
     * Stops the search and waits a while for it to end (an engine ends a stopped search at once, or
     * its own timeouts end it).
     */
    @Override
    public void close() {
        stop();
        try {
            result(CLOSE_WAIT);
        } catch (EngineException e) {
            // The search was given up; its failure is for whoever asks for the result.
        }
    }

    private PlayResult outcomeLocked() {
        if (failure != null) {
            throw failure;
        }
        return result;
    }

    private boolean isDoneLocked() {
        return result != null || failure != null;
    }

    private void await(long nanos) {
        try {
            if (nanos <= 0) {
                lock.wait();
            } else {
                lock.wait(nanos / 1_000_000, (int) (nanos % 1_000_000));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopRequestedAsync();
            throw new EngineException("interrupted while waiting for the engine", List.of(), e);
        }
    }

    private void stopRequestedAsync() {
        // Called holding the lock: the engine's stop runs on a thread of its own, so that it cannot
        // deadlock with a feed that reports under the engine's own locks.
        Thread stopper = new Thread(this::stop, "analysis-stop");
        stopper.setDaemon(true);
        stopper.start();
    }

    boolean stopRequested() {
        synchronized (lock) {
            return stopRequested;
        }
    }

    void post(Info info) {
        synchronized (lock) {
            if (isDoneLocked()) {
                return;
            }
            int line = info.multiPv().orElse(1);
            if (line == 1) {
                merged = merged.merge(info);
            } else {
                otherLines.merge(line, info, Info::merge);
            }
            if (pending.size() == KEPT) {
                pending.poll();
            }
            pending.add(info);
            lock.notifyAll();
        }
    }

    boolean complete(PlayResult outcome, EngineException error) {
        synchronized (lock) {
            if (isDoneLocked()) {
                return false;
            }
            if (error != null) {
                failure = error;
            } else {
                result = new PlayResult(outcome.hasMove() ? outcome.move() : null, outcome.ponder(),
                        merged.merge(outcome.info()), outcome.drawOffered(), outcome.claim());
            }
            lock.notifyAll();
            return true;
        }
    }
}
