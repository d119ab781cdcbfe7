package org.draughts4j.engine;

import java.util.Objects;

/**
 * The engine's end of an {@link Analysis}: where an {@link Engine} implementation posts its reports
 * and its result. Thread-safe; after {@link #finish} or {@link #fail}, further calls do nothing.
 */
public final class AnalysisFeed {
    private final Analysis analysis;

    /**
     * @param onStop what {@link Analysis#stop()} does, once (say to the engine that it should end
     *     the search soon); it must not block
     */
    public AnalysisFeed(Runnable onStop) {
        this.analysis = new Analysis(onStop);
    }

    /** @return the analysis this feed feeds, to hand to the caller of {@link Engine#search} */
    public Analysis analysis() {
        return analysis;
    }

    /**
     * Reports progress.
     *
     * @param info a report of the search
     */
    public void info(Info info) {
        analysis.post(Objects.requireNonNull(info, "info"));
    }

    /**
     * Ends the search with a move.
     *
     * @param result the move, the reply expected and the last report (merged with the earlier ones)
     * @return whether this ended the search (false: it had ended already)
     */
    public boolean finish(PlayResult result) {
        return analysis.complete(Objects.requireNonNull(result, "result"), null);
    }

    /**
     * Ends the search with a failure.
     *
     * @param failure what went wrong
     * @return whether this ended the search (false: it had ended already)
     */
    public boolean fail(EngineException failure) {
        return analysis.complete(null, Objects.requireNonNull(failure, "failure"));
    }

    /** @return whether the search was asked to stop */
    public boolean stopRequested() {
        return analysis.stopRequested();
    }
}
