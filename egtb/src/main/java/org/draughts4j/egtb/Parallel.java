package org.draughts4j.egtb;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/** A fixed set of threads that share out the items of one step of a build, each taking the next. */
final class Parallel implements AutoCloseable {
    /** The work on one item, told which of the threads runs it (0 to threads - 1). */
    interface Body {
        void run(int worker, long item);
    }

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private final int threads;
    private final ExecutorService pool;
    /** The processor time the threads spent in {@link #forEach}, where the JVM measures it. */
    private final AtomicLong cpuNanos = new AtomicLong();

    Parallel(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        this.threads = threads;
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "egtb-build");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** @return the processor time the threads have spent on the work so far, in nanoseconds */
    long cpuNanos() {
        return cpuNanos.get();
    }

    private static long cpuTime() {
        return CPU.isCurrentThreadCpuTimeSupported() ? CPU.getCurrentThreadCpuTime() : 0;
    }

    int threads() {
        return threads;
    }

    /** Runs {@code body} on items 0 to count - 1, and returns when all are done. */
    void forEach(long count, Body body) {
        AtomicLong next = new AtomicLong();
        if (pool == null) {
            long before = cpuTime();
            try {
                for (long item = 0; item < count; item++) {
                    body.run(0, item);
                }
            } finally {
                cpuNanos.addAndGet(cpuTime() - before);
            }
            return;
        }
        List<Future<?>> running = new ArrayList<>();
        for (int w = 0; w < threads; w++) {
            int worker = w;
            running.add(pool.submit(() -> {
                long before = cpuTime();
                try {
                    for (long item = next.getAndIncrement(); item < count; item = next.getAndIncrement()) {
                        body.run(worker, item);
                    }
                } finally {
                    cpuNanos.addAndGet(cpuTime() - before);
                }
            }));
        }
        RuntimeException failed = null;
        for (Future<?> future : running) {
            try {
                future.get();
            } catch (ExecutionException e) {
                // The others stop soon: the items run out for them too.
                next.set(count);
                Throwable cause = e.getCause();
                if (cause instanceof Error) {
                    throw (Error) cause;
                }
                if (failed == null) {
                    failed = cause instanceof RuntimeException ? (RuntimeException) cause
                            : new IllegalStateException(cause);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                next.set(count);
                throw new IllegalStateException("the build was interrupted", e);
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
