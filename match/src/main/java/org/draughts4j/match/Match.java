package org.draughts4j.match;


import java.io.UncheckedIOException;






import java.nio.file.Path;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;

/**
 * An engine match: engines A and B play the openings in order, each twice with colours swapped (A
 * White in the odd games), {@link MatchSettings#concurrency()} games at once, each game with
 * engines of its own. Every finished game is appended at once to the PDN file, so that a match
 * killed keeps every game it finished; the SPRT, when there is one, is asked after every game (its
 * default model counts pairs: a decision comes with the game that completes a pair) and stops the
 * match when it decides (games under way are then given up, not counted). A side that
 * fails (it crashes, hangs, sends an illegal or unreadable move, loses on time) loses the game and
 * its engine is started anew for the next (but after a time forfeit: {@link
 * Termination#restartsEngine}); the match goes on. But an engine that cannot be started at all
 * stops the match before its first game ({@link #run} throws), and one that cannot be started
 * again later stops it there ({@link End#ENGINE_LOST}), as cutechess stops a tournament.
 *
 * <pre>{@code
 * MatchSettings settings = MatchSettings.builder("hub:/opt/scan/scan", "greedy", Variant.byName("international"))
 *         .openings(OpeningSets.byName("international-2move").openings(false))
 *         .timeControl(TimeControl.parseIncrement("10+0.1")).pdn(Path.of("games.pdn")).build();
 * MatchResult result = new Match(settings).run(MatchListener.NONE);
 * System.out.println(result.score().scoreLine(result.first(), result.second()));
 * }</pre>
 */
public final class Match {
    private final MatchSettings settings;
    private final Object lock = new Object();
    private final List<EngineSlot[]> slots = new ArrayList<>();
    private volatile boolean stopped;

    /**
     * @param settings what to play
     * @throws NullPointerException if {@code settings} is null
     */
    public Match(MatchSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /** How a match ended. */
    public enum End {
        /** Every game was played. */
        COMPLETED,
        /** The SPRT decided. */
        SPRT,
        /** {@link #stop()} was called. */
        STOPPED,
        /**
         * An engine could not be started or made ready for a game, once the match was under way (a
         * program that ended for good, as a DXP program does with its connection): the match stopped
         * there, that game not played, rather than lose every game left by forfeit. {@link
         * MatchResult#engineLost} says which engine and why.
         */
        ENGINE_LOST
    }

    /**
     * The result of a match.
     *
     * @param first engine A's name
     * @param second engine B's name
     * @param score A's wins, losses and draws
     * @param pairs A's results over the pairs of games finished (an opening's two games, colours
     *     swapped: rounds 1 and 2, 3 and 4...); a game whose pair is not finished is not in them
     * @param games the finished games, in the order of their rounds
     * @param end how the match ended
     * @param sprt the SPRT's decision, if there is an SPRT
     * @param engineLost when {@code end} is {@link End#ENGINE_LOST}: the engine (A or B, and its
     *     spec) and why it could not be started, on one line
     */
    public record MatchResult(String first, String second, MatchScore score, Pentanomial pairs,
            List<GameRecord> games, End end, Optional<Sprt.Decision> sprt, Optional<String> engineLost) {
    }

    /**
     * Plays the match.
     *
     * @param listener hears each finished game
     * @return the result
     * @throws UncheckedIOException if the PDN file cannot be written: before the first game, when it
     *     cannot be opened for appending (its directory is missing, say), or later
     * @throws IllegalArgumentException before the first game, if an engine's spec is not valid (an
     *     unknown kind, an option the engine refuses) or the engine does not play the variant
     * @throws EngineException before the first game, if an engine cannot be started or made ready
     *     within the ready timeout
     */
    public MatchResult run(MatchListener listener) {
        // Checked now: a null one would fail only when the first game had been played and written.
        Objects.requireNonNull(listener, "listener (MatchListener.NONE hears nothing)");
        settings.pdn().ifPresent(GameFile::checkWritable);
        int workers = Math.min(settings.concurrency(), settings.games());
        synchronized (lock) {
            for (int i = 0; i < workers; i++) {
                slots.add(new EngineSlot[] {
                    new EngineSlot(settings.first(), settings.opener(), settings.readyTimeout()),
                    new EngineSlot(settings.second(), settings.opener(), settings.readyTimeout())});
            }
        }
        EngineNames names;
        try {
            names = start(slots.get(0));
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        AtomicInteger next = new AtomicInteger(1);
        List<GameRecord> finished = new ArrayList<>();
        MatchScore[] score = {MatchScore.NONE};
        Pentanomial[] pairs = {Pentanomial.NONE};
        // A's points in the games whose partner (the other game of their opening) is not finished yet.
        Map<Integer, Double> unpaired = new HashMap<>();
        End[] end = {End.COMPLETED};
        String[] lost = {null};
        RuntimeException[] failure = {null};
        GamePlayer player = new GamePlayer(settings);
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            EngineSlot[] pair = slots.get(w);
            Thread thread = new Thread(() -> {
              try {
                for (int round = next.getAndIncrement(); round <= settings.games() && !stopped;
                        round = next.getAndIncrement()) {
                    Opening opening = settings.openings().get(((round - 1) / 2) % settings.openings().size());
                    boolean firstIsWhite = round % 2 == 1;
                    GameRecord record;
                    try {
                        record = player.play(round, opening, pair[0], pair[1], firstIsWhite, names, () -> stopped);
                    } catch (GamePlayer.EngineLost e) {
                        synchronized (lock) {
                            if (!stopped) {
                                end[0] = End.ENGINE_LOST;
                                lost[0] = (e.slot == pair[0] ? "engine A (" : "engine B (") + e.slot.spec() + "): "
                                        + e.getMessage();
                                stopped = true;
                            }
                        }
                        return;
                    }
                    if (record == null) {
                        return;
                    }
                    synchronized (lock) {
                        if (stopped) {
                            return;
                        }
                        try {
                            append(record);
                        } catch (UncheckedIOException e) {
                            failure[0] = e;
                            stopped = true;
                            return;
                        }
                        finished.add(record);
                        score[0] = score[0].plus(record.firstEnginePoints());
                        int partner = round % 2 == 1 ? round + 1 : round - 1;
                        Double other = unpaired.remove(partner);
                        if (other == null) {
                            unpaired.put(round, record.firstEnginePoints());
                        } else {
                            pairs[0] = pairs[0].plus(other + record.firstEnginePoints());
                        }
                        listener.gameFinished(record, score[0]);
                        if (settings.sprt().isPresent()
                                && settings.sprt().get().decide(score[0], pairs[0]) != Sprt.Decision.CONTINUE) {
                            end[0] = End.SPRT;
                            stopped = true;
                        }
                    }
                }
              } catch (RuntimeException | Error e) {
                synchronized (lock) {
                    if (failure[0] == null) {
                        failure[0] = e instanceof RuntimeException runtime ? runtime
                                : new IllegalStateException("a game failed: " + e, e);
                    }
                    stopped = true;
                }
              }
            }, "match-game " + (w + 1));
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        try {
            for (Thread thread : threads) {
                thread.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
        } finally {
            close();
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        synchronized (lock) {
            if (stopped && end[0] == End.COMPLETED && finished.size() < settings.games()) {
                end[0] = End.STOPPED;
            }
            List<GameRecord> games = new ArrayList<>(finished);
            games.sort(Comparator.comparingInt(GameRecord::round));
            return new MatchResult(names.first(), names.second(), score[0], pairs[0],
                    Collections.unmodifiableList(games), end[0], settings.sprt().map(sprt -> sprt.decide(score[0], pairs[0])),
                    Optional.ofNullable(lost[0]));
        }
    }

    /**
     * Starts both engines of the first game and makes them ready for the variant, before any game:
     * an engine that cannot be started stops the match here, as cutechess stops a tournament,
     * rather than losing every game by forfeit (a mistyped spec would otherwise "lose" a whole
     * match, and have an SPRT accept H0).
     *
     * @return the engines' names, as they give them
     * @throws IllegalArgumentException if a spec is not valid (an unknown kind, a bad option), or an
     *     engine does not play the variant; the message names the engine
     * @throws EngineException if an engine cannot be started or made ready in time
     */
    private EngineNames start(EngineSlot[] pair) {
        EngineNames names = new EngineNames(pair[0].spec(), pair[1].spec());
        for (int i = 0; i < 2; i++) {
            EngineSlot slot = pair[i];
            String which = (i == 0 ? "engine A (" : "engine B (") + slot.spec() + ")";
            try {
                Engine engine = slot.ready(settings.variant());
                names.saw(i == 0, slot.call(() -> engine.id().name(), settings.readyTimeout(), "to give its name"));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(which + ": " + GamePlayer.oneLine(e), e);
            } catch (EngineException e) {
                throw new EngineException(which + " cannot be started: " + GamePlayer.oneLine(e), e.lastOutput(), e);
            } catch (RuntimeException e) {
                throw new EngineException(which + " cannot be started: " + GamePlayer.oneLine(e), List.of(), e);
            }
        }
        return names;
    }

    private void append(GameRecord record) {
        settings.pdn().ifPresent(file -> GameFile.append(file, PdnWriter.write(
                record.toPdn(settings.event(), settings.timeControl().pdnTag()), settings.variant()) + "\n"));
    }

    /** Stops the match soon: no game is started, games under way are given up. Thread-safe. */
    public void stop() {
        stopped = true;
    }

    /**
     * Stops the match and closes its engines at once, from any thread: for a shutdown hook, so that
     * a match killed leaves no engine process behind. The games under way fail.
     */
    public void abort() {
        stopped = true;
        close();
    }

    /** Closes every engine the match started. */
    private void close() {
        synchronized (lock) {
            for (EngineSlot[] pair : slots) {
                pair[0].close();
                pair[1].close();
            }
        }
    }
}
