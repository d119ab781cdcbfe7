package org.draughts4j.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * An engine in this process that chooses its move at once, without a search worth the name: the
 * base of the baseline engines. It plays every variant, declares its options to {@link
 * #SimpleEngine}, and ignores the limit. Its analysis ends before {@link #search} returns, with one
 * report: depth 1, the score of the move chosen, the legal moves as nodes, the move as the
 * principal variation.
 */
public abstract class SimpleEngine implements Engine {
    private final EngineId id;
    private final Map<String, EngineOption> options = new LinkedHashMap<>();
    private final Map<String, String> values = new LinkedHashMap<>();

    /**
     * @param id who the engine is
     * @param declared the options it takes, with their defaults
     */
    protected SimpleEngine(EngineId id, List<EngineOption> declared) {
        this.id = Objects.requireNonNull(id, "id");
        for (EngineOption option : declared) {
            options.put(option.name(), option);
            values.put(option.name(), option.value());
        }
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

    /**
     * Takes an option's value, checked against its declaration.
     *
     * @param name the option
     * @param value its new value
     */
    protected abstract void apply(String name, String value);

    @Override
    public EngineId id() {
        return id;
    }

    @Override
    public List<EngineOption> options() {
        List<EngineOption> current = new ArrayList<>();
        for (EngineOption option : options.values()) {
            current.add(new EngineOption(option.name(), option.type(), values.get(option.name()), option.min(),
                    option.max(), option.choices()));
        }
        return current;
    }

    @Override
    public void configure(Map<String, String> changes) {
        for (Map.Entry<String, String> change : changes.entrySet()) {
            EngineOption option = options.get(change.getKey());
            if (option == null) {
                throw new IllegalArgumentException(id.name() + " has no option '" + change.getKey() + "'"
                        + (options.isEmpty() ? "" : " (options: " + String.join(", ", options.keySet()) + ")"));
            }
            Optional<String> problem = option.check(change.getValue());
            if (problem.isPresent()) {
                throw new IllegalArgumentException(problem.get());
            }
        }
        for (Map.Entry<String, String> change : changes.entrySet()) {
            apply(change.getKey(), change.getValue());
            values.put(change.getKey(), change.getValue());
        }
    }

    /** @return true: it plays whatever the core plays */
    @Override
    public boolean supports(Variant variant) {
        return true;
    }

    @Override
    public void newGame() {
    }

    @Override
    public Analysis search(Game game, Limit limit, SearchMode mode) {
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(mode, "mode");
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException("the game is over (" + game.outcome() + "): there is no move to search");
        }
        long start = System.nanoTime();
        Position position = game.position();
        Choice choice = choose(position);
        Duration time = Duration.ofNanos(System.nanoTime() - start);
        Info.Builder info = Info.builder().depth(1).nodes(position.legalMoves().size()).time(time)
                .pv(List.of(choice.move));
        if (choice.score != null) {
            info.score(choice.score);
        }
        return Analysis.finished(new PlayResult(choice.move, Optional.empty(), info.build()));
    }

    @Override
    public void close() {
    }
}
