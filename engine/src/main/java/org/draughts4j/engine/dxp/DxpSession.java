package org.draughts4j.engine.dxp;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineMoves;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.EngineTimeoutException;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.ProtocolException;

/**
 * Plays games over DXP between a local {@link Engine} and a program at the other end of a TCP
 * connection, in either role: the initiator asks for each game ({@code GAMEREQ}, colours
 * alternating, the initiator White in the first game), the follower accepts. Which side opened the
 * connection does not matter; {@link #accept} and {@link #connect} make one.
 *
 * <p>The side to move sends its move; moves from the peer are matched against the legal moves by
 * origin, destination and captured squares. A game ends when the side to move sees it over by the
 * rules of International draughts (no move, a draw rule), or after our own move that ends it, or
 * at the first of our turns after the agreed number of moves (reported as a draw), or when the peer
 * sends its {@code GAMEEND}, which is answered. Chat is passed to the listener; a take-back request
 * is done and accepted when it names an earlier point of the game, else refused, and refused
 * after the first hundred of a game. Each game is kept
 * as a {@link DxpGame} with its PDN record.
 *
 * <p>A peer that sends a malformed message, an illegal move or a message out of turn is sent a
 * chat line saying so and a {@code GAMEEND}, and the session ends with a {@link ProtocolException};
 * a peer silent for the timeout while it is awaited ends it with an {@link EngineTimeoutException};
 * a closed connection with an {@link EngineTerminatedException}. The session closes its socket, not
 * the engine.
 */
public final class DxpSession {
    /**
     * The most take-backs accepted in one game. Each changes the game, so each gives the peer's
     * next move the whole timeout again: without a bound, a peer alternating moves and take-backs
     * would hold a game open for ever. Later ones are refused, and the game goes on.
     */
    public static final int MAX_TAKE_BACKS = 100;

    private final Engine engine;
    private final String name;
    private final boolean initiator;
    private final int games;
    private final int minutes;
    private final int moves;
    private final Duration timeout;
    private final DxpListener listener;
    private final Variant variant;

    private DxpSession(Builder builder) {
        this.engine = builder.engine;
        this.name = DxpCodec.safeName(builder.name != null ? builder.name : engine.id().toString());
        this.initiator = builder.initiator;
        this.games = builder.games;
        this.minutes = builder.minutes;
        this.moves = builder.moves;
        this.timeout = builder.timeout;
        this.listener = builder.listener;
        this.variant = builder.variant != null ? builder.variant : Variant.byName("international");
    }

    /**
     * @param engine the local engine, which plays International draughts
     * @return a builder of a session for it, as a follower of one game by default
     */
    public static Builder builder(Engine engine) {
        return new Builder(engine);
    }

    /**
     * Waits for one connection.
     *
     * @param address where to listen; give 127.0.0.1 to take connections from this machine only
     * @param timeout how long to wait for the peer to connect
     * @return the connection
     * @throws IOException if the address cannot be bound
     * @throws EngineTimeoutException if no peer connects in time
     */
    public static Socket accept(InetSocketAddress address, Duration timeout) throws IOException {
        // A null address would bind every interface: the connection is refused by name instead.
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(timeout, "timeout");
        try (ServerSocket server = new ServerSocket()) {
            server.setReuseAddress(true);
            server.bind(address, 1);
            server.setSoTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis())));
            try {
                return server.accept();
            } catch (SocketTimeoutException e) {
                throw new EngineTimeoutException("no DXP peer connected to " + address + " within "
                        + timeout.toSeconds() + " s", List.of());
            }
        }
    }

    /**
     * Connects to a peer.
     *
     * @param address the peer's address
     * @param timeout how long to try
     * @return the connection
     * @throws EngineTerminatedException if the peer cannot be reached
     */
    public static Socket connect(InetSocketAddress address, Duration timeout) {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(timeout, "timeout");
        Socket socket = new Socket();
        try {
            socket.connect(address, (int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis())));
            return socket;
        } catch (IOException e) {
            try {
                socket.close();
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
            throw new EngineTerminatedException("cannot connect to the DXP peer at " + address + ": " + e.getMessage(),
                    List.of());
        }
    }

    /**
     * Plays the session's games on a connection, and closes it.
     *
     * @param socket a connection to the peer
     * @return the games played, in order
     * @throws EngineException if the peer breaks the protocol, falls silent or goes away, or the
     *     local engine fails; the games finished before are given to the listener
     */
    public List<DxpGame> play(Socket socket) {
        List<DxpGame> played = new ArrayList<>();
        DxpConnection connection;
        try {
            connection = new DxpConnection(socket, timeout, listener);
        } catch (IOException e) {
            throw new EngineTerminatedException("the DXP connection failed: " + e.getMessage(), List.of());
        }
        try (connection) {
            try {
                if (initiator) {
                    initiate(connection, played);
                } else {
                    follow(connection, played);
                }
            } catch (ProtocolException e) {
                connection.sendQuietly(new DxpMessage.Chat(DxpCodec.safeChat("error: " + e.getMessage())));
                connection.sendQuietly(new DxpMessage.GameEnd(DxpMessage.Reason.NONE, true));
                throw e;
            } catch (EngineTimeoutException e) {
                connection.sendQuietly(new DxpMessage.Chat(DxpCodec.safeChat("timeout: " + e.getMessage())));
                connection.sendQuietly(new DxpMessage.GameEnd(DxpMessage.Reason.NONE, true));
                throw e;
            }
        }
        return played;
    }

    private void initiate(DxpConnection connection, List<DxpGame> played) {
        for (int number = 1; number <= games; number++) {
            Color ours = number % 2 == 1 ? Color.WHITE : Color.BLACK;
            connection.send(new DxpMessage.GameRequest(1, name, ours.opposite(), minutes, moves, Optional.empty()));
            DxpMessage.GameAccept accept = null;
            DxpConnection.Wait wait = connection.startWait("the answer to our GAMEREQ", timeout);
            while (accept == null) {
                DxpMessage message = wait.next();
                if (message instanceof DxpMessage.GameAccept a) {
                    accept = a;
                } else if (!(message instanceof DxpMessage.Chat) && !(message instanceof DxpMessage.GameEnd)) {
                    // A game end between games is a late answer; chat is only talk.
                    throw outOfTurn(connection, message, "the answer to our GAMEREQ");
                }
            }
            if (accept.acceptance() != DxpMessage.Acceptance.ACCEPTED) {
                throw new ProtocolException("the DXP peer " + EngineException.quote(accept.followerName())
                        + " declined game " + number + ": " + accept.acceptance(), connection.recent());
            }
            Outcome ending = playGame(connection, played, number, ours, Position.start(variant),
                    InputLimits.printable(accept.followerName()),
                    moves, minutes, number == games);
            if (ending == null) {
                return;
            }
        }
    }

    private void follow(DxpConnection connection, List<DxpGame> played) {
        int number = 0;
        DxpConnection.Wait wait = connection.startWait("a GAMEREQ", timeout);
        while (number < games) {
            DxpMessage message = wait.next();
            if (message instanceof DxpMessage.Chat || message instanceof DxpMessage.GameEnd) {
                continue;
            }
            if (!(message instanceof DxpMessage.GameRequest request)) {
                throw outOfTurn(connection, message, "a GAMEREQ");
            }
            if (request.version() != 1) {
                // A request declined restarts no wait: a peer that sends only such requests times out.
                connection.send(new DxpMessage.GameAccept(name, DxpMessage.Acceptance.VERSION_NOT_SUPPORTED));
                continue;
            }
            Optional<Position> start = request.position().isPresent()
                    ? position(request.position().get()) : Optional.of(Position.start(variant));
            if (start.isEmpty() || Game.from(start.get()).outcome().isOver()) {
                connection.send(new DxpMessage.GameAccept(name, DxpMessage.Acceptance.NOT_THIS_GAME));
                continue;
            }
            connection.send(new DxpMessage.GameAccept(name, DxpMessage.Acceptance.ACCEPTED));
            number++;
            Outcome ending = playGame(connection, played, number, request.followerColor(), start.get(),
                    InputLimits.printable(request.initiatorName()), request.moves(), Math.max(1, request.minutes()),
                    number == games);
            if (ending == null) {
                return;
            }
            // Each answered request starts a wait of its own for the next.
            wait = connection.startWait("a GAMEREQ", timeout);
        }
    }

    /** @return the position of a GAMEREQ, or empty if it is not a legal one */
    private Optional<Position> position(String board) {
        Map<Integer, Piece> pieces = new TreeMap<>();
        for (int square = 1; square <= 50; square++) {
            char c = board.charAt(square);
            Piece piece = c == 'w' ? Piece.WHITE_MAN : c == 'W' ? Piece.WHITE_KING : c == 'z' ? Piece.BLACK_MAN
                    : c == 'Z' ? Piece.BLACK_KING : null;
            if (piece != null) {
                pieces.put(square, piece);
            }
        }
        try {
            return Optional.of(Position.of(variant, board.charAt(0) == 'W' ? Color.WHITE : Color.BLACK, pieces));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Plays one game to its end.
     *
     * @return the outcome, or null when the peer asked for no further game
     */
    private Outcome playGame(DxpConnection connection, List<DxpGame> played, int number, Color ours, Position start,
            String peer, int moveLimit, int gameMinutes, boolean last) {
        engine.newGame();
        Game game = Game.from(start);
        Duration[] clocks = {Duration.ofMinutes(gameMinutes), Duration.ofMinutes(gameMinutes)};
        int ourMoves = 0;
        String termination;
        boolean peerStops = false;
        DxpConnection.Wait moveWait = null;
        int takeBacks = 0;
        while (true) {
            Color toMove = game.position().sideToMove();
            if (toMove == ours) {
                if (game.outcome().isOver()) {
                    termination = termination(game.outcome());
                    peerStops = endGame(connection, game.outcome(), ours, last);
                    break;
                }
                if (moveLimit > 0 && game.ply() >= 2 * moveLimit) {
                    game = game.agreeDraw();
                    termination = "move limit (" + moveLimit + " moves)";
                    connection.send(new DxpMessage.Chat(DxpCodec.safeChat("game ended: " + termination)));
                    peerStops = endGame(connection, game.outcome(), ours, last);
                    break;
                }
                Limit limit = Limit.clocks(clocks[0], clocks[1]);
                if (moveLimit > 0) {
                    limit = limit.withMovesToGo(Math.max(1, moveLimit - ourMoves));
                }
                long begin = System.nanoTime();
                PlayResult result = engine.play(game, limit);
                Duration used = Duration.ofNanos(System.nanoTime() - begin);
                int side = ours == Color.WHITE ? 0 : 1;
                clocks[side] = clocks[side].minus(used).isNegative() ? Duration.ZERO : clocks[side].minus(used);
                Move move = result.move();
                List<Integer> captured = new ArrayList<>(move.captured());
                captured.sort(null);
                connection.send(new DxpMessage.Move((int) Math.min(9999, Math.round(used.toMillis() / 1000.0)),
                        move.origin(), move.destination(), captured));
                game = game.play(move);
                ourMoves++;
                if (game.outcome().isOver()) {
                    // Our move ended it: we say so at once rather than wait for a peer that may not.
                    termination = termination(game.outcome());
                    peerStops = endGame(connection, game.outcome(), ours, last);
                    break;
                }
                continue;
            }
            if (moveWait == null) {
                moveWait = connection.startWait("the peer's move", timeout);
            }
            DxpMessage message = moveWait.next();
            if (message instanceof DxpMessage.Move) {
                // A move: the peer's next move gets the whole timeout again; chat does not, nor a
                // take-back that changes nothing (below).
                moveWait = null;
            }
            if (message instanceof DxpMessage.Move m) {
                Move move = peerMove(connection, game.position(), m);
                int side = ours == Color.WHITE ? 1 : 0;
                clocks[side] = clocks[side].minusSeconds(m.seconds()).isNegative() ? Duration.ZERO
                        : clocks[side].minusSeconds(m.seconds());
                game = game.play(move);
            } else if (message instanceof DxpMessage.GameEnd end) {
                String reason = end.reason().name().toLowerCase(java.util.Locale.ROOT);
                if (believed(game, end.reason(), ours, moveLimit)) {
                    game = peerEnded(game, end.reason(), ours);
                    termination = "the peer ended it (" + reason + ")";
                } else {
                    // As a match does: a claim the rules do not give loses the game for the claimer.
                    game = game.resign(ours.opposite());
                    termination = "false claim: the peer ended it as a " + reason + ", which the rules do not give";
                }
                connection.send(new DxpMessage.GameEnd(DxpMessage.Reason.NONE, end.stop()));
                peerStops = end.stop();
                break;
            } else if (message instanceof DxpMessage.BackRequest back) {
                Game before = game;
                game = takeBack(connection, game, back, takeBacks < MAX_TAKE_BACKS);
                if (game.ply() != before.ply()) {
                    takeBacks++;
                    moveWait = null;
                }
            } else if (!(message instanceof DxpMessage.Chat)) {
                throw outOfTurn(connection, message, "the peer's move");
            }
        }
        boolean white = ours == Color.WHITE;
        DxpGame record = new DxpGame(number, white ? name : peer, white ? peer : name, game, termination);
        played.add(record);
        listener.gameFinished(record);
        return peerStops ? null : game.outcome();
    }

    private Move peerMove(DxpConnection connection, Position position, DxpMessage.Move m) {
        String source = "MOVE " + DxpCodec.encode(m);
        return EngineMoves.match(position, m.from(), m.to(), m.captured(), source, connection.recent());
    }

    /**
     * Takes moves back as the peer asks, when {@code allowed} and the point it names is in the game;
     * answers either way.
     */
    private Game takeBack(DxpConnection connection, Game game, DxpMessage.BackRequest back, boolean allowed) {
        Color first = game.startPosition().sideToMove();
        int ply = 2 * (back.moveNumber() - 1) + (back.side() == first ? 0 : 1);
        if (!allowed || back.moveNumber() < 1 || ply < 0 || ply > game.ply()) {
            connection.send(new DxpMessage.BackAccept(DxpMessage.BackAcceptance.CONTINUE));
            return game;
        }
        Game earlier = game;
        while (earlier.ply() > ply) {
            earlier = earlier.undo();
        }
        connection.send(new DxpMessage.BackAccept(DxpMessage.BackAcceptance.ACCEPTED));
        return earlier;
    }

    /** Sends our game end and waits for the peer's; @return whether the peer wants no further game */
    private boolean endGame(DxpConnection connection, Outcome outcome, Color ours, boolean last) {
        DxpMessage.Reason reason = outcome instanceof Outcome.Win win
                ? (win.winner() == ours ? DxpMessage.Reason.WIN : DxpMessage.Reason.LOSS)
                : outcome instanceof Outcome.Draw ? DxpMessage.Reason.DRAW : DxpMessage.Reason.NONE;
        connection.send(new DxpMessage.GameEnd(reason, last));
        DxpConnection.Wait wait = connection.startWait("the answer to our GAMEEND", timeout);
        while (true) {
            DxpMessage message = wait.next();
            if (message instanceof DxpMessage.GameEnd end) {
                return end.stop();
            }
            if (!(message instanceof DxpMessage.Chat) && !(message instanceof DxpMessage.Move)) {
                // A move may cross our game end; anything else is out of turn.
                throw outOfTurn(connection, message, "the answer to our GAMEEND");
            }
        }
    }

    /** @return the game with the end the peer gave, where the rules do not decide it already */
    /**
     * @return whether a peer's game end is what the rules give: a resignation always, a draw when
     *     one is due or may be claimed or the agreed number of moves is played, a win when the game
     *     is over with the peer the winner; a game end without a reason ends the game unscored, as
     *     before
     */
    private static boolean believed(Game game, DxpMessage.Reason reason, Color ours, int moveLimit) {
        switch (reason) {
            case LOSS:
            case NONE:
                return true;
            case DRAW:
                // The move limit of the game request is a draw both sides agreed to.
                return game.outcome() instanceof Outcome.Draw || !game.claimableDraws().isEmpty()
                        || moveLimit > 0 && game.ply() >= 2 * moveLimit;
            default:
                return game.outcome() instanceof Outcome.Win win && win.winner() == ours.opposite();
        }
    }

    private static Game peerEnded(Game game, DxpMessage.Reason reason, Color ours) {
        if (game.outcome().isOver()) {
            return game;
        }
        switch (reason) {
            case WIN:
                return game.resign(ours);
            case LOSS:
                return game.resign(ours.opposite());
            case DRAW:
                return game.agreeDraw();
            default:
                return game;
        }
    }

    private static String termination(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return win.reason() == Outcome.WinReason.NO_PIECES ? "no pieces left" : "no legal move";
        }
        return outcome.toString();
    }

    private static ProtocolException outOfTurn(DxpConnection connection, DxpMessage message, String awaited) {
        return new ProtocolException("the DXP peer sent " + EngineException.quote(DxpCodec.encode(message))
                + " while we waited for " + awaited, connection.recent());
    }

    /** The settings of a {@link DxpSession}. Not thread-safe. */
    public static final class Builder {
        private final Engine engine;
        private String name;
        private boolean initiator;
        private int games = 1;
        private int minutes = 5;
        private int moves;
        private Duration timeout;
        private DxpListener listener = DxpListener.NONE;
        private Variant variant;

        private Builder(Engine engine) {
            this.engine = Objects.requireNonNull(engine, "engine");
        }

        /**
         * @param name our name in the messages (default: the engine's); cut to 32 ASCII characters
         * @return this builder
         */
        public Builder name(String name) {
            this.name = Objects.requireNonNull(name, "name");
            return this;
        }

        /**
         * @param initiator whether we ask for the games (default: false, we follow)
         * @return this builder
         */
        public Builder initiator(boolean initiator) {
            this.initiator = initiator;
            return this;
        }

        /**
         * @param games the number of games to play, at least 1 (default 1)
         * @return this builder
         */
        public Builder games(int games) {
            if (games < 1) {
                throw new IllegalArgumentException("games must be at least 1: " + games);
            }
            this.games = games;
            return this;
        }

        /**
         * @param minutes the thinking time per side for a game, 1 to 999 minutes (default 5); an
         *     initiator's request carries it, a follower takes the initiator's
         * @return this builder
         */
        public Builder minutes(int minutes) {
            if (minutes < 1 || minutes > 999) {
                throw new IllegalArgumentException("minutes must be 1 to 999: " + minutes);
            }
            this.minutes = minutes;
            return this;
        }

        /**
         * @param moves the number of moves of each side after which a game ends as a draw, 0 to 999
         *     (default 0: no limit); an initiator's request carries it, a follower takes the initiator's
         * @return this builder
         */
        public Builder moves(int moves) {
            if (moves < 0 || moves > 999) {
                throw new IllegalArgumentException("moves must be 0 to 999: " + moves);
            }
            this.moves = moves;
            return this;
        }

        /**
         * @param timeout the longest the peer may be silent while we wait for it (default: the
         *     game's minutes and one more)
         * @return this builder
         */
        public Builder timeout(Duration timeout) {
            if (Objects.requireNonNull(timeout, "timeout").isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("the timeout must be positive: " + timeout);
            }
            this.timeout = timeout;
            return this;
        }

        /**
         * @param listener hears messages and finished games
         * @return this builder
         */
        public Builder listener(DxpListener listener) {
            this.listener = Objects.requireNonNull(listener, "listener");
            return this;
        }

        /**
         * @param variant the variant played (default: International, the only one DXP names); a
         *     10x10 variant of 50 squares that both programs agreed on outside the protocol
         * @return this builder
         */
        public Builder variant(Variant variant) {
            if (Objects.requireNonNull(variant, "variant").geometry().squareCount() != 50) {
                throw new IllegalArgumentException("DXP plays on 50 squares, not on the board of " + variant.name());
            }
            this.variant = variant;
            return this;
        }

        /** @return the session */
        public DxpSession build() {
            if (timeout == null) {
                timeout = Duration.ofMinutes(minutes + 1L);
            }
            return new DxpSession(this);
        }
    }
}
