package org.draughts4j.engine.dxp;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.AnalysisFeed;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineFactory;
import org.draughts4j.engine.EngineId;
import org.draughts4j.engine.EngineMoves;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.EngineSpec;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.GameEndClaim;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.ProtocolException;
import org.draughts4j.engine.SearchMode;

/**
 * A program that speaks DXP, listening at a TCP address, presented as an {@link Engine}: we connect
 * and initiate. Spec: {@code dxp:HOST:PORT[,minutes=N][,moves=N][,our-name=TEXT][,timeout=S]}.
 *
 * <p>The first search of a game sends a {@code GAMEREQ} in which the program plays the side to
 * move, from the game's start position followed by the moves the other side played since (or from
 * the position searched, when the program would have had to play some of those moves itself).
 * Later searches of the same game send the moves played since the last, then wait for the
 * program's {@code MOVE}. {@link #gameOver} sends the last moves and a {@code GAMEEND} saying the
 * outcome from our side; {@link #newGame()} ends a game left open. The game time of the request is
 * option {@code minutes}, or when it is 0 (the default) taken from the first search's limit: the
 * program's clock rounded up to whole minutes, or for a move time, half a minute per second of it
 * (at least 1). Option {@code moves} is the request's number of moves (default 0: no limit).
 *
 * <p>DXP plays International draughts only and knows no analysis: {@link #search} refuses another
 * variant and {@link SearchMode#ANALYSE}. A {@code GAMEEND} from the program instead of a move is
 * answered and ends the search with a {@link PlayResult} that holds no move but the program's {@link
 * GameEndClaim} (its reason: a loss is a resignation, a draw or a win a claim; one with no reason
 * is a {@link ProtocolException}); a malformed or out-of-turn
 * message with a {@link ProtocolException}, an illegal move with an {@link
 * org.draughts4j.engine.IllegalEngineMoveException}, silence beyond the search's time and a margin
 * (or option {@code timeout} in seconds, default 60, for searches with no time bound) with an
 * {@link org.draughts4j.engine.EngineTimeoutException}. {@link #close()} closes the connection and
 * leaves the program running.
 */
public final class DxpEngine implements Engine {
    /** How long to try to connect. */
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private final InetSocketAddress address;
    private final DxpConnection connection;
    /** The one variant DXP plays. */
    private static final String INTERNATIONAL = "international";
    private final ReentrantLock lock = new ReentrantLock();

    // Guarded by lock.
    private String name = "draughts4j";
    private int minutes;
    private int moves;
    private Duration timeout = Duration.ofSeconds(60);
    private EngineId id;
    /** The game as the program knows it, or null when no game is open. */
    private Game synced;
    /** The ply of the searched games at which the program's game starts. */
    private int syncedFrom;
    private Color programColor;
    private Thread waiter;
    private Analysis current;
    private EngineException broken;
    private volatile boolean closed;

    private DxpEngine(InetSocketAddress address, DxpConnection connection) {
        this.address = address;
        this.connection = connection;
        this.id = new EngineId("dxp " + address.getHostString() + ":" + address.getPort(), "", "");
    }

    /**
     * Connects to a DXP program.
     *
     * @param address where it listens
     * @return the engine, connected; no game is requested before the first search
     * @throws EngineTerminatedException if the program cannot be reached
     */
    public static DxpEngine connect(InetSocketAddress address) {
        java.net.Socket socket = DxpSession.connect(address, CONNECT_TIMEOUT);
        try {
            return new DxpEngine(address, new DxpConnection(socket, Duration.ofSeconds(60), DxpListener.NONE));
        } catch (IOException e) {
            try {
                socket.close();
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
            throw new EngineTerminatedException("the DXP connection to " + address + " failed: " + e.getMessage(),
                    List.of());
        }
    }

    /** @return who the program is: {@code dxp HOST:PORT} until it names itself in its first {@code GAMEACC} */
    @Override
    public EngineId id() {
        lock.lock();
        try {
            return id;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public List<EngineOption> options() {
        lock.lock();
        try {
            return List.of(EngineOption.integer("minutes", minutes, 0, 999), EngineOption.integer("moves", moves, 0, 999),
                    EngineOption.string("our-name", name), EngineOption.integer("timeout", timeout.toSeconds(), 1, 86_400));
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void configure(Map<String, String> values) {
        lock.lock();
        try {
            for (Map.Entry<String, String> value : values.entrySet()) {
                EngineOption option = options().stream().filter(o -> o.name().equals(value.getKey())).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException("a DXP engine has no option '" + value.getKey()
                                + "' (options: minutes, moves, our-name, timeout)"));
                option.check(value.getValue()).ifPresent(problem -> {
                    throw new IllegalArgumentException(problem);
                });
            }
        } finally {
            lock.unlock();
        }
        awaitRunning();
        lock.lock();
        try {
            for (Map.Entry<String, String> value : values.entrySet()) {
                String text = value.getValue().strip();
                switch (value.getKey()) {
                    case "minutes" -> minutes = Integer.parseInt(text);
                    case "moves" -> moves = Integer.parseInt(text);
                    case "our-name" -> name = DxpCodec.safeName(text.isEmpty() ? "draughts4j" : text);
                    default -> timeout = Duration.ofSeconds(Long.parseLong(text));
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** @return whether {@code variant} is International draughts, the only one DXP plays */
    @Override
    public boolean supports(Variant variant) {
        return Objects.requireNonNull(variant, "variant").name().equals(INTERNATIONAL);
    }

    /** Nothing to make ready; a move still awaited is awaited first, as every engine's rule asks. */
    @Override
    public void prepare(Variant variant) {
        if (!supports(Objects.requireNonNull(variant, "variant"))) {
            throw new IllegalArgumentException("DXP plays International draughts only, not " + variant.name());
        }
        awaitRunning();
    }

    /** Ends a game left open, saying no outcome. */
    @Override
    public void newGame() {
        awaitRunning();
        lock.lock();
        try {
            checkUsable();
            if (synced != null) {
                try {
                    endGame(DxpMessage.Reason.NONE);
                } catch (EngineException e) {
                    throw fail(e);
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * The rule of every engine for a command that comes while a search runs: its end is awaited
     * first (a DXP program cannot be told to stop, so its move is awaited, at most the timeout).
     */
    private void awaitRunning() {
        Analysis running;
        Duration wait;
        lock.lock();
        try {
            running = current;
            wait = timeout;
        } finally {
            lock.unlock();
        }
        if (running != null && !running.isDone()) {
            try {
                running.result(wait);
            } catch (EngineException e) {
                // Its failure is for its reader; this command goes on, or finds the connection broken.
            }
        }
    }

    @Override
    public Analysis search(Game game, Limit limit, SearchMode mode) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(mode, "mode");
        if (mode != SearchMode.PLAY) {
            throw new IllegalArgumentException("a DXP program plays games only: it cannot analyse");
        }
        if (!supports(game.variant())) {
            throw new IllegalArgumentException("DXP plays International draughts only, not " + game.variant().name());
        }
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException("the game is over (" + game.outcome() + "): there is no move to search");
        }
        awaitRunning();
        // DXP has no way to stop a program's thinking: a stop only ends the wait for its move.
        AnalysisFeed feed = new AnalysisFeed(game.position().sideToMove(), () -> { });
        lock.lock();
        try {
            checkUsable();
            if (current != null && !current.isDone()) {
                throw new IllegalStateException("a search is under way: wait for its result first");
            }
            Color toMove = game.position().sideToMove();
            try {
                if (synced != null && !(toMove == programColor && extendsSynced(game))) {
                    endGame(DxpMessage.Reason.NONE);
                }
                if (synced == null) {
                    requestGame(game, limit);
                }
                sendMovesUpTo(game);
            } catch (EngineException e) {
                throw fail(e);
            }
            Duration wait = limit.timeBudget(toMove).map(b -> b.plus(margin(b))).orElse(timeout);
            Thread thread = new Thread(() -> awaitMove(feed, game, wait), "dxp-move " + address);
            thread.setDaemon(true);
            waiter = thread;
            current = feed.analysis();
            thread.start();
        } finally {
            lock.unlock();
        }
        return feed.analysis();
    }

    /** The silence allowed beyond a search's time: two seconds and a fifth of longer budgets (DXP counts whole seconds). */
    private static Duration margin(Duration budget) {
        Duration fifth = budget.dividedBy(5);
        return fifth.compareTo(Duration.ofSeconds(2)) > 0 ? fifth : Duration.ofSeconds(2);
    }

    /** Sends the last moves of the game the program played in, then the end of that game with its outcome. */
    @Override
    public void gameOver(Game game) {
        lock.lock();
        try {
            checkUsable();
            if (synced == null) {
                return;
            }
            DxpMessage.Reason reason = DxpMessage.Reason.NONE;
            try {
                if (extendsSynced(game)) {
                    sendMovesUpTo(game);
                    reason = reasonFor(game.outcome());
                }
                endGame(reason);
            } catch (EngineException e) {
                throw fail(e);
            }
        } finally {
            lock.unlock();
        }
    }

    /** @return the reason of our game end: our side loses when the program wins */
    private DxpMessage.Reason reasonFor(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return win.winner() == programColor ? DxpMessage.Reason.LOSS : DxpMessage.Reason.WIN;
        }
        return outcome instanceof Outcome.Draw ? DxpMessage.Reason.DRAW : DxpMessage.Reason.NONE;
    }

    /** Called holding the lock. */
    private void requestGame(Game game, Limit limit) {
        Color toMove = game.position().sideToMove();
        Game from = Game.from(game.startPosition());
        int fromPly = 0;
        for (Game g = game; g.previous().isPresent(); g = g.previous().get()) {
            if (g.previous().get().position().sideToMove() == toMove) {
                // The program would have played this move: it starts where it is to play.
                from = Game.from(game.position());
                fromPly = game.ply();
                break;
            }
        }
        Position start = from.position();
        Optional<String> board = start.equals(Position.start(game.variant())) ? Optional.empty()
                : Optional.of(board(start));
        int gameMinutes = minutes > 0 ? minutes : minutesFor(limit, toMove);
        connection.send(new DxpMessage.GameRequest(1, name, toMove, gameMinutes, moves, board));
        DxpConnection.Wait wait = connection.startWait("the answer to our GAMEREQ", timeout);
        while (true) {
            DxpMessage message = wait.next();
            if (message instanceof DxpMessage.GameAccept accept) {
                if (accept.acceptance() != DxpMessage.Acceptance.ACCEPTED) {
                    throw new ProtocolException("the DXP program " + EngineException.quote(accept.followerName())
                            + " declined the game: " + accept.acceptance(), connection.recent());
                }
                if (!accept.followerName().isBlank()) {
                    id = new EngineId(accept.followerName().strip(), "", "");
                }
                break;
            }
            if (!(message instanceof DxpMessage.Chat) && !(message instanceof DxpMessage.GameEnd)
                    && !(message instanceof DxpMessage.Move)) {
                // A late game end, chat, or a move that crossed the end of the last game are no answer.
                throw outOfTurn(message, "the answer to our GAMEREQ");
            }
        }
        synced = from;
        syncedFrom = fromPly;
        programColor = toMove;
    }

    /** @return the whole minutes of a game for the program, from the first search's limit */
    static int minutesFor(Limit limit, Color side) {
        Optional<Duration> clock = limit.clock(side);
        if (clock.isPresent()) {
            return (int) Math.max(1, Math.min(999, (clock.get().toSeconds() + 59) / 60));
        }
        Optional<Duration> moveTime = limit.moveTime();
        if (moveTime.isPresent()) {
            return (int) Math.max(1, Math.min(999, (moveTime.get().toSeconds() + 1) / 2));
        }
        return 5;
    }

    /** @return the DXP board of a position: side to move, then squares 1 to 50 */
    static String board(Position position) {
        StringBuilder board = new StringBuilder(51);
        board.append(position.sideToMove() == Color.WHITE ? 'W' : 'Z');
        for (int square = 1; square <= 50; square++) {
            Piece piece = position.pieceAt(square);
            board.append(piece == null ? 'e' : switch (piece) {
                case WHITE_MAN -> 'w';
                case WHITE_KING -> 'W';
                case BLACK_MAN -> 'z';
                case BLACK_KING -> 'Z';
            });
        }
        return board.toString();
    }

    /** @return whether {@code game} is the synced game with moves added. Called holding the lock. */
    private boolean extendsSynced(Game game) {
        if (game.ply() < syncedFrom + synced.ply()) {
            return false;
        }
        List<Position> positions = game.positions();
        return positions.subList(syncedFrom, syncedFrom + synced.ply() + 1).equals(synced.positions());
    }

    /** Sends the moves of {@code game} after the synced game, up to the program's turn. Called holding the lock. */
    private void sendMovesUpTo(Game game) {
        List<Move> all = game.moves();
        List<Position> positions = game.positions();
        for (int i = syncedFrom + synced.ply(); i < all.size(); i++) {
            if (positions.get(i).sideToMove() == programColor) {
                break;
            }
            Move move = all.get(i);
            List<Integer> captured = new ArrayList<>(move.captured());
            captured.sort(null);
            connection.send(new DxpMessage.Move(0, move.origin(), move.destination(), captured));
            synced = synced.play(move);
        }
    }

    private void awaitMove(AnalysisFeed feed, Game game, Duration length) {
        // The wait counts from the search's start: chat does not stretch it.
        DxpConnection.Wait wait = connection.startWait("the program's move", length);
        try {
            while (true) {
                DxpMessage message = wait.next();
                if (message instanceof DxpMessage.Move m) {
                    Move move = EngineMoves.match(game.position(), m.from(), m.to(), m.captured(),
                            "MOVE " + DxpCodec.encode(m), connection.recent());
                    lock.lock();
                    try {
                        synced = game.play(move);
                    } finally {
                        lock.unlock();
                    }
                    Info info = Info.builder().time(wait.elapsed()).build();
                    feed.finish(new PlayResult(move, Optional.empty(), info));
                    return;
                }
                if (message instanceof DxpMessage.GameEnd end) {
                    connection.send(new DxpMessage.GameEnd(DxpMessage.Reason.NONE, end.stop()));
                    lock.lock();
                    try {
                        synced = null;
                    } finally {
                        lock.unlock();
                    }
                    Info info = Info.builder().time(wait.elapsed()).build();
                    switch (end.reason()) {
                        case LOSS -> feed.finish(PlayResult.claimed(GameEndClaim.RESIGNATION, info));
                        case DRAW -> feed.finish(PlayResult.claimed(GameEndClaim.DRAW, info));
                        case WIN -> feed.finish(PlayResult.claimed(GameEndClaim.WIN, info));
                        default -> feed.fail(new ProtocolException("the DXP program ended the game without a reason"
                                + " instead of moving", connection.recent()));
                    }
                    return;
                }
                if (message instanceof DxpMessage.BackRequest) {
                    connection.send(new DxpMessage.BackAccept(DxpMessage.BackAcceptance.NOT_SUPPORTED));
                } else if (!(message instanceof DxpMessage.Chat)) {
                    throw outOfTurn(message, "the program's move");
                }
            }
        } catch (EngineException e) {
            lock.lock();
            try {
                broken = e;
            } finally {
                lock.unlock();
            }
            connection.sendQuietly(new DxpMessage.Chat(DxpCodec.safeChat("error: " + e.getMessage())));
            connection.sendQuietly(new DxpMessage.GameEnd(DxpMessage.Reason.NONE, false));
            feed.fail(e);
        } catch (RuntimeException e) {
            EngineException failure = new EngineException("the DXP engine failed: " + e, connection.recent(), e);
            lock.lock();
            try {
                broken = failure;
            } finally {
                lock.unlock();
            }
            feed.fail(failure);
        }
    }

    /** Sends our game end and waits for the program's answer. Called holding the lock. */
    private void endGame(DxpMessage.Reason reason) {
        synced = null;
        connection.send(new DxpMessage.GameEnd(reason, false));
        DxpConnection.Wait wait = connection.startWait("the answer to our GAMEEND", timeout);
        while (true) {
            DxpMessage message = wait.next();
            if (message instanceof DxpMessage.GameEnd) {
                return;
            }
            if (!(message instanceof DxpMessage.Chat) && !(message instanceof DxpMessage.Move)) {
                // A move may cross our game end.
                throw outOfTurn(message, "the answer to our GAMEEND");
            }
        }
    }

    /** Keeps a failure: the connection is out of step with the program from now on. Called holding the lock. */
    private EngineException fail(EngineException e) {
        if (broken == null) {
            broken = e;
            connection.sendQuietly(new DxpMessage.Chat(DxpCodec.safeChat("error: " + e.getMessage())));
        }
        return e;
    }

    private ProtocolException outOfTurn(DxpMessage message, String awaited) {
        return new ProtocolException("the DXP program sent " + EngineException.quote(DxpCodec.encode(message))
                + " while we waited for " + awaited, connection.recent());
    }

    /** Called holding the lock. */
    private void checkUsable() {
        if (closed) {
            throw new EngineTerminatedException("the DXP engine for " + address + " is closed", List.of());
        }
        if (broken != null) {
            throw new EngineTerminatedException("the DXP connection to " + address + " failed earlier: "
                    + broken.getMessage(), broken.lastOutput());
        }
    }

    /**
     * Closes the connection; a game left open is ended first when no search is under way. The
     * program goes on running. Does not wait for a search in another thread to give up the engine:
     * closing the connection ends it.
     */
    @Override
    public void close() {
        Thread waiting = null;
        boolean locked = false;
        try {
            locked = lock.tryLock(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            if (closed) {
                return;
            }
            closed = true;
            waiting = waiter;
            if (locked && synced != null && broken == null && (current == null || current.isDone())) {
                connection.sendQuietly(new DxpMessage.GameEnd(DxpMessage.Reason.NONE, false));
            }
            synced = null;
        } finally {
            if (locked) {
                lock.unlock();
            }
        }
        connection.close();
        if (waiting != null) {
            try {
                waiting.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public String toString() {
        return "DxpEngine[" + address + "]";
    }

    /** Makes {@code dxp:HOST:PORT} engines for {@link org.draughts4j.engine.Engines}. */
    public static final class Factory implements EngineFactory {
        /** For {@link java.util.ServiceLoader}. */
        public Factory() {
        }

        @Override
        public String kind() {
            return "dxp";
        }

        @Override
        public String description() {
            return "dxp:HOST:PORT[,minutes=N,moves=N,our-name=TEXT,timeout=S]: a DXP program listening there (we"
                    + " connect and initiate; International only)";
        }

        /** @return false: a DXP program plays games, it reports no analysis */
        @Override
        public boolean analyses() {
            return false;
        }

        /** @return 1: a DXP program plays one peer, over one connection */
        @Override
        public int maxConnections(EngineSpec spec) {
            return 1;
        }

        @Override
        public Engine open(EngineSpec spec) {
            InetSocketAddress address = address(spec.argument());
            DxpEngine engine = connect(address);
            try {
                engine.configure(spec.options());
            } catch (RuntimeException e) {
                engine.close();
                throw e;
            }
            return engine;
        }

        /** @return the address of {@code HOST:PORT} */
        static InetSocketAddress address(String text) {
            int colon = text.lastIndexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("dxp needs the program's address: dxp:HOST:PORT, not 'dxp:" + text + "'");
            }
            String host = text.substring(0, colon);
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
            int port;
            try {
                port = Integer.parseInt(text.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("dxp:" + text + ": '" + text.substring(colon + 1) + "' is not a port number");
            }
            if (port < 1 || port > 65535) {
                throw new IllegalArgumentException("dxp:" + text + ": port " + port + " is not 1 to 65535");
            }
            return new InetSocketAddress(host, port);
        }
    }
}
