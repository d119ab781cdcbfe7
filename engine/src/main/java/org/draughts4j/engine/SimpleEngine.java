package org.draughts4j.engine;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;

/**
 * An engine in this process that chooses its move at once, without a search worth the name: the
 * base of the baseline engines. It plays every variant, declares its options to {@link
 * #SimpleEngine}, and ignores the limit. Its analysis ends with one report: depth 1, the score of
 * the move chosen, the legal moves as nodes, the move as the principal variation.
 */
public abstract class SimpleEngine extends InProcessEngine {
    private final EngineId id;

    /**
     * @param id who the engine is
     * @param declared the options it takes, with their defaults
     */
    protected SimpleEngine(EngineId id, List<EngineOption> declared) {
        super(declared);
        this.id = Objects.requireNonNull(id, "id");
    }

    /** A move and what the engine thinks of it, from the side to move. */
    protected static final class Choice {
        private final Move move;
        private final Score score;

        /**
         * @param move a legal move
         * @param score what it is worth to the side to move, or null for no opinion
         */
        public Choice(Move move, Score score) {
            this.move = Objects.requireNonNull(move, "move");
            this.score = score;
        }
    }

    /**
     * @param position a position with at least one legal move
     * @return the move to play
     */
    protected abstract Choice choose(Position position);

    @Override
    public EngineId id() {
        return id;
    }

    @Override
    protected final PlayResult think(Search search) {
        Position position = search.game().position();
        Choice choice = choose(position);
        Duration time = Duration.ofNanos(System.nanoTime() - search.startNanos());
        Info.Builder info = Info.builder().depth(1).nodes(position.legalMoves().size()).time(time)
                .pv(List.of(choice.move));
        if (choice.score != null) {
            info.score(choice.score);
        }
        if (search.limit().multiPv() > 1) {
            info.multiPv(1);
        }
        Info report = info.build();
        search.report(report);
        return new PlayResult(choice.move, Optional.empty(), report);
    }
}
