package org.draughts4j.engine;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Variant;

/**
 * An engine under the name its spec gave it ({@code name=...}): every call goes to the engine, and
 * only {@link #id()} differs, so that two engines of one kind can be told apart in a match's score
 * line and its PDN. Every method of {@link Engine}, the default ones included, is passed on, so that
 * an engine's own {@code prepare} or {@code hint} is not replaced by the interface's default.
 */
final class NamedEngine implements Engine {
    private final Engine engine;
    private final EngineId id;

    NamedEngine(Engine engine, String name) {
        this.engine = Objects.requireNonNull(engine, "engine");
        EngineId own = engine.id();
        this.id = new EngineId(name, "", own.author());
    }

    @Override
    public EngineId id() {
        return id;
    }

    @Override
    public List<EngineOption> options() {
        return engine.options();
    }

    @Override
    public void configure(Map<String, String> values) {
        engine.configure(values);
    }

    @Override
    public boolean supports(Variant variant) {
        return engine.supports(variant);
    }

    @Override
    public void newGame() {
        engine.newGame();
    }

    @Override
    public void prepare(Variant variant) {
        engine.prepare(variant);
    }

    @Override
    public void gameOver(Game game) {
        engine.gameOver(game);
    }

    @Override
    public Analysis search(Game game, Limit limit, SearchMode mode) {
        return engine.search(game, limit, mode);
    }

    @Override
    public PlayResult play(Game game, Limit limit) {
        return engine.play(game, limit);
    }

    @Override
    public PlayResult play(Game game, Limit limit, boolean ponder) {
        return engine.play(game, limit, ponder);
    }

    @Override
    public Info analyse(Game game, Limit limit) {
        return engine.analyse(game, limit);
    }

    @Override
    public Analysis analysis(Game game, Limit limit) {
        return engine.analysis(game, limit);
    }

    @Override
    public Move hint(Game game, Limit limit) {
        return engine.hint(game, limit);
    }

    @Override
    public void close() {
        engine.close();
    }

    @Override
    public String toString() {
        return id.name() + " (" + engine.id() + ")";
    }
}
