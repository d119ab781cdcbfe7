package org.draughts4j.match;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineTimeoutException;

/**
 * One engine of one game at a time: started from its spec when a game needs it, called with a
 * bound on every wait, closed and started anew after a failure. Every call runs on a thread of the
 * slot's own, so that an engine that blocks in a call (an engine in this process that never
 * returns) costs the game, not the match: the slot then gives that thread up and makes another.
 * Used by one game thread at a time.
 */
final class EngineSlot implements AutoCloseable {
    private final String spec;
    private final Function<String, Engine> opener;
    private final Duration readyTimeout;
    private Engine engine;
    private ExecutorService calls;

    /**
     * @param spec the engine's spec
     * @param opener starts an engine from its spec ({@link org.draughts4j.engine.Engines#open(String)})
     * @param readyTimeout how long starting it and preparing it for a variant may take
     */
    EngineSlot(String spec, Function<String, Engine> opener, Duration readyTimeout) {
        this.spec = spec;
        this.opener = opener;
        this.readyTimeout = readyTimeout;
        this.calls = newCalls();
    }

    private ExecutorService newCalls() {
        return Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "match-engine " + spec);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** @return the engine's spec */
    String spec() {
        return spec;
    }

    /**
     * @param variant the variant of the next game
     * @return the engine, started if need be and ready for {@code variant}
     * @throws EngineException if it cannot be started or made ready within the ready timeout (an
     *     {@link EngineTimeoutException} then), or fails on the way
     * @throws IllegalArgumentException if the spec is not valid, or the engine does not play the variant
     */
    Engine ready(Variant variant) {
        if (engine == null) {
            engine = call(() -> opener.apply(spec), readyTimeout, "to start");
        }
        Engine started = engine;
        call(() -> {
            started.prepare(variant);
            return null;
        }, readyTimeout, "to get ready");
        return started;
    }

    /**
     * Runs a call to the engine on the slot's thread, waiting at most {@code timeout}.
     *
     * @param call the call
     * @param timeout the longest wait
     * @param what what the call is for, for the error: {@code to start}, {@code for its move}
     * @return what the call returned
     * @throws EngineTimeoutException if the call has not returned in time (the slot is then
     *     restarted: the engine closed, the thread given up)
     * @throws EngineException or another runtime exception the call threw
     */
    <T> T call(Callable<T> call, Duration timeout, String what) {
        CompletableFuture<T> future = new CompletableFuture<>();
        calls.execute(() -> {
            try {
                future.complete(call.call());
            } catch (Throwable t) {
                future.completeExceptionally(t);
            }
        });
        try {
            return future.get(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            abandon(future);
            throw new EngineTimeoutException(spec + " gave no answer " + what + " within " + Durations.format(timeout),
                    List.of());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new EngineException(spec + " failed: " + cause, List.of(), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abandon(future);
            throw new EngineException("interrupted while waiting for " + spec, List.of(), e);
        }
    }

    /**
     * Gives up a call that does not return: the engine is closed (which ends a process or a
     * connection, and with them the call), the thread left to end, a new one made; an engine that
     * the call may still return is closed when it does.
     */
    private void abandon(CompletableFuture<?> future) {
        Engine hung = engine;
        engine = null;
        calls.shutdownNow();
        calls = newCalls();
        closeQuietly(hung);
        future.whenComplete((late, failure) -> {
            if (late instanceof Engine started) {
                closeQuietly(started);
            }
        });
    }

    /** @return the engine if it is started, else null */
    Engine started() {
        return engine;
    }

    /** Closes the engine, so that the next game starts it anew. */
    void restart() {
        Engine old = engine;
        engine = null;
        closeQuietly(old);
    }

    private static void closeQuietly(Engine engine) {
        if (engine != null) {
            try {
                engine.close();
            } catch (RuntimeException e) {
                // Close never throws by contract; an engine that does is closed all the same.
            }
        }
    }

    /** Closes the engine and the slot's thread. */
    @Override
    public void close() {
        restart();
        calls.shutdownNow();
    }
}
