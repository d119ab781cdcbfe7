package org.draughts4j.engine;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Variant;

/**
 * A draughts engine: a program that chooses moves and evaluates positions. It may run in this
 * process ({@link RandomEngine}, {@link GreedyEngine}) or in another ({@link
 * org.draughts4j.engine.hub.HubEngine}).
 *
 * <p>Every move an engine hands out is a legal move of the position it searched, matched by origin,
 * destination and the set of captured squares; an engine that names an illegal or ambiguous move
 * fails with an {@link IllegalEngineMoveException}. Failures of the engine are {@link
 * EngineException}s, unchecked. {@link #close()} ends it and every process and thread it started.
 *
 * <p>One search at a time, one rule for every engine: a command that comes while a search runs (a
 * new search, {@link #newGame()}, {@link #prepare}, {@link #configure}) stops that search and waits
 * for its end, then is carried out; the stopped search still ends with its result so far (a DXP
 * program, which cannot be told to stop, is waited for). A command refused outright (a variant the
 * engine does not play, options a Hub engine takes before its first search only) leaves the search
 * running. So an app may start a new analysis
 * whenever the position changes, as with python-chess. Commands are meant to come from one thread;
 * {@link Analysis#stop()} may be called from any.
 *
 * <p>Scores are from the side to move; {@link Info#povScore()} reads them from either side. A limit
 * may ask for several lines ({@link Limit#withMultiPv}): each report then says its line ({@link
 * Info#multiPv()}), and {@link Analysis#lines()} keeps the latest of each.
 *
 * <pre>{@code
 * try (Engine engine = Engines.open("hub:/opt/scan/scan")) {
 *     Game game = Game.start(Variant.byName("international"));
 *     PlayResult result = engine.play(game, Limit.moveTime(Duration.ofSeconds(1)));
 *     game = game.play(result.move());
 * }
 * }</pre>
 */
public interface Engine extends AutoCloseable {

    /** @return who the engine is */
    EngineId id();

    /** @return the options it declares, with their current values */
    List<EngineOption> options();

    /**
     * Sets options.
     *
     * @param values option names and values
     * @throws IllegalArgumentException if the engine has no such option or the value does not fit it
     * @throws IllegalStateException if the engine cannot take options any more (a Hub engine takes
     *     them before its first search only)
     * @throws EngineException if the engine failed
     */
    void configure(Map<String, String> values);

    /**
     * @param variant a variant
     * @return whether the engine plays it
     */
    boolean supports(Variant variant);

    /**
     * Says that the next search belongs to a new game, unrelated to the earlier ones.
     *
     * @throws EngineException if the engine failed
     */
    void newGame();

    /**
     * Gets ready to play {@code variant}: loads and makes what the engine needs before its first
     * search (a Hub engine's {@code init}, the built-in engine's hash, weights and tables), so that
     * the time of that search is its own. A match runner calls it
     * before a game, without a clock running. By default nothing needs doing.
     *
     * @param variant the variant the next games are played in
     * @throws IllegalArgumentException if the engine does not play it
     * @throws EngineException if the engine failed
     */
    default void prepare(Variant variant) {
        if (!supports(variant)) {
            throw new IllegalArgumentException(id() + " does not play " + variant.name());
        }
    }

    /**
     * Says that the game the engine played in is over, with the moves after its last search and the
     * outcome. An engine that keeps a game of its own with a peer (a DXP program) passes on the last
     * moves and ends that game; by default nothing needs doing.
     *
     * @param game the game as it ended
     * @throws EngineException if the engine failed
     */
    default void gameOver(Game game) {
    }

    /**
     * Starts a search of the game's current position, the moves before it known to the engine (for
     * draws by repetition). Returns at once, or after a short set-up; the search goes on in the
     * background.
     *
     * @param game the game, not over
     * @param limit the bounds of the search
     * @param mode whether the move is to be played or the position analysed
     * @return the search under way
     * @throws IllegalArgumentException if the game is over, or the engine does not play its variant
     * @throws EngineException if the engine failed
     */
    Analysis search(Game game, Limit limit, SearchMode mode);

    /**
     * Searches for the move to play, and waits for it.
     *
     * @param game the game, not over
     * @param limit the bounds of the search
     * @return the move, the reply expected and the search's information
     * @throws IllegalArgumentException if the game is over, or the engine does not play its variant
     * @throws EngineException if the engine failed
     */
    default PlayResult play(Game game, Limit limit) {
        try (Analysis analysis = search(game, limit, SearchMode.PLAY)) {
            return analysis.result();
        }
    }

    /**
     * Searches for the move to play, and waits for it; then, with {@code ponder}, an engine that can
     * ponders on the reply it expects until the next search (the others ignore {@code ponder}).
     *
     * @param game the game, not over
     * @param limit the bounds of the search
     * @param ponder whether to think on the opponent's time
     * @return the move, the reply expected and the search's information
     * @throws IllegalArgumentException if the game is over, or the engine does not play its variant
     * @throws EngineException if the engine failed
     */
    default PlayResult play(Game game, Limit limit, boolean ponder) {
        return play(game, limit);
    }

    /**
     * Analyses the game's current position and waits for the end.
     *
     * @param game the game, not over
     * @param limit the bounds of the search; not infinite, or the call would never return
     * @return the search's last information, merged
     * @throws IllegalArgumentException if the game is over, the engine does not play its variant, or
     *     the limit is infinite
     * @throws EngineException if the engine failed
     */
    default Info analyse(Game game, Limit limit) {
        if (Objects.requireNonNull(limit, "limit").isInfinite()) {
            throw new IllegalArgumentException("an infinite analysis never ends: use analysis() and stop it");
        }
        try (Analysis analysis = search(game, limit, SearchMode.ANALYSE)) {
            return analysis.result().info();
        }
    }

    /**
     * Starts an analysis of the game's current position, to read as it goes and stop at will.
     *
     * @param game the game, not over
     * @param limit the bounds of the search, {@link Limit#infinite()} for none
     * @return the analysis under way
     * @throws IllegalArgumentException if the game is over, or the engine does not play its variant
     * @throws EngineException if the engine failed
     */
    default Analysis analysis(Game game, Limit limit) {
        return search(game, limit, SearchMode.ANALYSE);
    }

    /**
     * A hint for the side to move: the move this engine would play, as it is configured (at its
     * level, where it has one), within {@code limit}.
     *
     * @param game the game, not over
     * @param limit the bounds of the search
     * @return the move
     * @throws IllegalArgumentException if the game is over, or the engine does not play its variant
     * @throws EngineException if the engine failed, or claimed the game instead of moving
     */
    default Move hint(Game game, Limit limit) {
        PlayResult result = play(game, limit);
        if (!result.hasMove()) {
            throw new EngineException(id() + " gave no hint: it claimed " + result.claim().orElseThrow(), List.of());
        }
        return result.move();
    }

    /** Ends the engine: stops a search, ends its process, its connection and its threads. Never throws. */
    @Override
    void close();
}
