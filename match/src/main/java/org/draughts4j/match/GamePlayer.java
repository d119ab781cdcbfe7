package org.draughts4j.match;

import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Goal;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.Outcome;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineErrorException;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.EngineTimeoutException;
import org.draughts4j.engine.GameEndClaim;
import org.draughts4j.engine.IllegalEngineMoveException;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.ProtocolException;
import org.draughts4j.engine.SearchMode;

/**
 * Plays one game of a match between two engine slots: keeps the clocks, asks each side for its move
 * with a bound on the wait, ends the game by the rules (claiming every draw that may be claimed),
 * the adjudicators, or a side's failure, which loses it the game and restarts its engine (but a
 * time forfeit). An engine that cannot be started for the game is not a game lost: {@link EngineLost}.
 */
final class GamePlayer {
    /** How long a side told to stop may take to give its move before it is thought to hang. */
    static final Duration GRACE = Duration.ofSeconds(2);

    private final MatchSettings settings;

    GamePlayer(MatchSettings settings) {
        this.settings = settings;
    }

    /** A side of the game. */
    private record Side(EngineSlot slot, String name) {
    }

    /**
     * An engine that played could not be started again for a game: a program that ended for good (a
     * DXP program ends with its connection), or one that no longer gets ready in time.
     */
    static final class EngineLost extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient EngineSlot slot;

        EngineLost(EngineSlot slot, String message, Throwable cause) {
            super(message, cause);
            this.slot = slot;
        }
    }

    /** A game ended by a side's failure during the game. */
    private static final class Failed extends Exception {
        private static final long serialVersionUID = 1L;
        final Termination termination;
        final String detail;

        Failed(Termination termination, String detail) {
            super(detail, null, false, false);
            this.termination = termination;
            this.detail = detail;
        }
    }

    /**
     * @param round the game's number in the match, from 1
     * @param opening where it starts
     * @param first engine A's slot
     * @param second engine B's slot
     * @param firstIsWhite whether engine A plays White
     * @param names the engines' names, read again after the game (a DXP program names itself in it)
     * @param stopped whether the match has been stopped: a game under way is then given up
     * @return the finished game, or null when the match was stopped before its end
     * @throws EngineLost if an engine cannot be started or made ready for the game
     */
    GameRecord play(int round, Opening opening, EngineSlot first, EngineSlot second, boolean firstIsWhite,
            EngineNames names, BooleanSupplier stopped) {
        EngineSlot whiteSlot = firstIsWhite ? first : second;
        EngineSlot blackSlot = firstIsWhite ? second : first;
        Side white = new Side(whiteSlot, firstIsWhite ? names.first() : names.second());
        Side black = new Side(blackSlot, firstIsWhite ? names.second() : names.first());
        Game game = Game.from(opening.position());
        LocalDate date = LocalDate.now();
        Engine whiteEngine = start(white);
        Engine blackEngine = start(black);
        Ended ended = moves(game, whiteEngine, blackEngine, white, black, stopped);
        if (ended == null) {
            return null;
        }
        game = ended.game;
        Termination termination = ended.termination;
        String detail = ended.detail;
        Color loser = ended.loser;
        if (!game.outcome().isOver()) {
            game = termination == Termination.TIME_FORFEIT ? game.loseOnTime(loser) : game.resign(loser);
        }
        if (termination.restartsEngine()) {
            (loser == Color.WHITE ? whiteSlot : blackSlot).restart();
        }
        gameOver(white, game);
        gameOver(black, game);
        learnName(first, true, names);
        learnName(second, false, names);
        String whiteName = firstIsWhite ? names.first() : names.second();
        String blackName = firstIsWhite ? names.second() : names.first();
        // An adjudicator's game is the one it was given, ended; one of a user's own could be shorter.
        List<MoveNote> notes = ended.notes.subList(0, Math.min(ended.notes.size(), game.moves().size()));
        return new GameRecord(round, whiteName, blackName, firstIsWhite, opening, game, termination, detail, date,
                notes);
    }

    /** Reads the name an engine gives after a game: a DXP program gives its own in the first. */
    private void learnName(EngineSlot slot, boolean first, EngineNames names) {
        Engine engine = slot.started();
        if (engine == null) {
            return;
        }
        try {
            names.saw(first, slot.call(() -> engine.id().name(), settings.readyTimeout(), "to give its name"));
        } catch (RuntimeException e) {
            // The name it had stands; a failing engine is restarted by the next game that needs it.
        }
    }

    /**
     * @return the side's engine, started and ready, told of a new game
     * @throws EngineLost if it cannot be: the match stops, as it does when an engine cannot be
     *     started before its first game, rather than lose every game left by forfeit
     */
    private Engine start(Side side) {
        try {
            Engine engine = side.slot.ready(settings.variant());
            side.slot.call(() -> {
                engine.newGame();
                return null;
            }, settings.readyTimeout(), "to start a game");
            return engine;
        } catch (RuntimeException e) {
            side.slot.restart();
            throw new EngineLost(side.slot, side.name + " is not ready: " + oneLine(e), e);
        }
    }

    /** Tells a side's engine, if it is running, that the game is over. */
    private void gameOver(Side side, Game game) {
        Engine engine = side.slot.started();
        if (engine == null) {
            return;
        }
        try {
            side.slot.call(() -> {
                engine.gameOver(game);
                return null;
            }, settings.readyTimeout(), "at the end of the game");
        } catch (RuntimeException e) {
            // The result stands; the engine starts afresh for the next game.
            side.slot.restart();
        }
    }

    /** The end of the moves: the game, how it ended, and the side that failed if one did. */
    private record Ended(Game game, Termination termination, String detail, Color loser, List<MoveNote> notes) {
    }

    private Ended moves(Game game, Engine whiteEngine, Engine blackEngine, Side white, Side black,
            BooleanSupplier stopped) {
        Duration[] clocks = {settings.timeControl().base().orElse(Duration.ZERO),
            settings.timeControl().base().orElse(Duration.ZERO)};
        ScoreAdjudication.Judge judge = settings.scoreAdjudication().newGame();
        List<MoveNote> notes = new ArrayList<>();
        while (true) {
            if (game.outcome().isOver()) {
                return new Ended(game, Termination.NORMAL, describe(game), null, notes);
            }
            List<String> claimable = game.claimableDraws();
            if (!claimable.isEmpty()) {
                return new Ended(game.claimDraw(claimable.get(0)), Termination.NORMAL, "draw claimed (" + claimable.get(0)
                        + ")", null, notes);
            }
            for (Adjudicator adjudicator : settings.adjudicators()) {
                Optional<Adjudicator.Adjudication> decided = adjudicator.adjudicate(game);
                if (decided.isPresent()) {
                    return new Ended(decided.get().game(), Termination.ADJUDICATION, decided.get().reason(), null, notes);
                }
            }
            Optional<Adjudicator.Adjudication> scored = judge.judge(game);
            if (scored.isPresent()) {
                return new Ended(scored.get().game(), Termination.ADJUDICATION, scored.get().reason(), null, notes);
            }
            if (stopped.getAsBoolean()) {
                return null;
            }
            Color mover = game.position().sideToMove();
            int index = mover == Color.WHITE ? 0 : 1;
            Side side = mover == Color.WHITE ? white : black;
            Engine engine = mover == Color.WHITE ? whiteEngine : blackEngine;
            try {
                Move played = move(game, engine, side, clocks, index);
                clocks[index] = settings.timeControl().after(clocks[index], played.used);
                game = game.play(played.result.move());
                Info info = played.result.info();
                notes.add(new MoveNote(played.used, info.score(), info.depth()));
                judge.moved(mover, info.score());
            } catch (Failed e) {
                return new Ended(game, e.termination, e.detail, mover, notes);
            } catch (IllegalMoveException e) {
                return new Ended(game, Termination.ILLEGAL_MOVE, side.name + " played an illegal move: " + oneLine(e),
                        mover, notes);
            }
        }
    }

    /** A move and the time it took. */
    private record Move(PlayResult result, Duration used) {
    }

    private Move move(Game game, Engine engine, Side side, Duration[] clocks, int index) throws Failed {
        TimeControl control = settings.timeControl();
        Limit limit = control.limit(clocks[0], clocks[1]);
        Optional<Duration> allowed = control.allowed(clocks[index]);
        Duration deadline = allowed.map(a -> a.plus(settings.margin())).orElse(settings.moveTimeout());
        long start = System.nanoTime();
        Analysis analysis;
        Optional<PlayResult> result;
        try {
            analysis = side.slot.call(() -> engine.search(game, limit, SearchMode.PLAY), deadline, "for its move");
            result = analysis.result(deadline.minus(Duration.ofNanos(System.nanoTime() - start)));
            if (result.isEmpty()) {
                analysis.stop();
                result = analysis.result(GRACE);
            }
        } catch (RuntimeException e) {
            throw failed(side, e);
        }
        Duration used = Duration.ofNanos(System.nanoTime() - start);
        if (result.isEmpty()) {
            side.slot.restart();
            throw new Failed(Termination.HANG, side.name + " gave no move within " + Durations.format(deadline.plus(GRACE))
                    + ", even when told to stop");
        }
        if (allowed.isPresent() && used.compareTo(allowed.get().plus(settings.margin())) > 0) {
            throw new Failed(Termination.TIME_FORFEIT, side.name + " lost on time (" + Durations.format(used) + " of "
                    + Durations.format(allowed.get()) + ")");
        }
        if (result.get().claim().isPresent()) {
            throw claimed(side, result.get().claim().get());
        }
        return new Move(result.get(), used);
    }

    /** @return the end of the game an engine's claim brings: a resignation, or a claim the rules did not give */
    private static Failed claimed(Side side, GameEndClaim claim) {
        if (claim == GameEndClaim.RESIGNATION) {
            return new Failed(Termination.RESIGNATION, side.name + " resigned");
        }
        return new Failed(Termination.FALSE_CLAIM, side.name + " ended the game as a "
                + claim.name().toLowerCase(java.util.Locale.ROOT) + ", which the rules do not give");
    }

    /** @return the failure an engine's exception means, the engine restarted where it may be out of step */
    private static Failed failed(Side side, RuntimeException e) {
        Termination termination;
        if (e instanceof IllegalEngineMoveException) {
            termination = Termination.ILLEGAL_MOVE;
        } else if (e instanceof ProtocolException) {
            termination = Termination.PROTOCOL_ERROR;
        } else if (e instanceof EngineTerminatedException) {
            termination = Termination.CRASH;
        } else if (e instanceof EngineTimeoutException) {
            termination = Termination.HANG;
        } else if (e instanceof EngineErrorException || e instanceof EngineException) {
            termination = Termination.ENGINE_ERROR;
        } else {
            termination = Termination.ENGINE_ERROR;
        }
        return new Failed(termination, side.name + ": " + oneLine(e));
    }

    /**
     * @return the end of a game the rules ended, in words that follow the variant's goal: where the
     *     side with no pieces or no move wins ({@link Goal#CANNOT_MOVE_WINS}), it is the winner that
     *     has none, not the loser
     */
    static String describe(Game game) {
        Outcome outcome = game.outcome();
        if (outcome instanceof Outcome.Win win) {
            Goal goal = game.variant().traits().goal();
            // The rules end a game on the turn of the side that has no piece or no move.
            Color stuck = goal == Goal.CANNOT_MOVE_WINS ? win.winner() : win.winner().opposite();
            String outcomeOfIt = goal == Goal.CANNOT_MOVE_WINS ? ", and wins" : "";
            return switch (win.reason()) {
                case NO_PIECES -> name(stuck) + " has no pieces left" + outcomeOfIt;
                case NO_MOVES -> name(stuck) + " has no legal move" + outcomeOfIt;
                case FIRST_KING -> name(win.winner()) + " crowned first";
                default -> outcome.toString();
            };
        }
        if (outcome instanceof Outcome.Draw draw) {
            return "draw (" + draw.rule() + ")";
        }
        return outcome.toString();
    }

    private static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        return org.draughts4j.core.InputLimits.printable(message.strip());
    }
}
