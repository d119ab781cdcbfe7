package org.draughts4j.engine;

import java.util.Objects;
import org.draughts4j.core.Color;

/**
 * The engine's end of an {@link Analysis}: where an {@link Engine} implementation posts its reports
 * and its result. Thread-safe; after {@link #finish} or {@link #fail}, further calls do nothing.
 */
public final class AnalysisFeed {
    private final Analysis analysis;
    private final Color turn;

    /**
     * A feed whose reports do not say the side to move unless they say it themselves.
     *
     * @param onStop what {@link Analysis#stop()} does, once (say to the engine that it should end
     *     the search soon); it must not block
     */
    public AnalysisFeed(Runnable onStop) {
        this.analysis = new Analysis(onStop);
        this.turn = null;
    }

    /**
     * A feed that marks every report with the side to move, so that its score can be read from
     * either side ({@link Info#povScore()}).
     *
     * @param turn the side to move in the searched position
     * @param onStop what {@link Analysis#stop()} does, once; it must not block
     */
    public AnalysisFeed(Color turn, Runnable onStop) {
        this.analysis = new Analysis(onStop);
        this.turn = Objects.requireNonNull(turn, "turn");
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
        analysis.post(withTurn(Objects.requireNonNull(info, "info")));
    }

    private Info withTurn(Info info) {
        return turn == null || info.turn().isPresent() ? info : info.toBuilder().turn(turn).build();
    }

    /**
     * Ends the search with a move.
     *
     * @param result the move, the reply expected and the last report (merged with the earlier ones)
     * @return whether this ended the search (false: it had ended already)
     */
    public boolean finish(PlayResult result) {
        Objects.requireNonNull(result, "result");
        PlayResult marked = new PlayResult(result.hasMove() ? result.move() : null, result.ponder(),
                withTurn(result.info()), result.drawOffered(), result.claim());
        return analysis.complete(marked, null);
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
