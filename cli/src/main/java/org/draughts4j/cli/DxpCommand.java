package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.dxp.DxpGame;
import org.draughts4j.engine.dxp.DxpListener;
import org.draughts4j.engine.dxp.DxpSession;
import org.draughts4j.match.GameFile;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code draughts dxp}: DXP games between an engine and a program at the other end of a TCP connection. */
@Command(name = "dxp", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Plays International draughts over DXP (DamExchange, version 01) between an engine and another"
                    + " program: one line per finished game ('game <n>: <white> - <black> <result> (<how it"
                    + " ended>, <plies> plies)').",
            "A peer that breaks the protocol (a malformed or out-of-turn message, an illegal move) or is"
                    + " silent for --timeout seconds gets a chat line and a game end; then one line on standard"
                    + " error and exit status " + Main.ENGINE_FAILED + "."
        })
final class DxpCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Option(names = "--engine", paramLabel = "SPEC", required = true, description = "The engine that plays.")
    String engine;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Endpoint endpoint;

    /** Where the connection comes from. */
    static final class Endpoint {
        @Option(names = "--listen", paramLabel = "[HOST:]PORT",
                description = "Wait for the peer on PORT, on 127.0.0.1 unless HOST is given (0.0.0.0: any).")
        String listen;

        @Option(names = "--connect", paramLabel = "HOST:PORT", description = "Connect to the peer at HOST:PORT.")
        String connect;
    }

    @Option(names = "--initiator", description = "Ask for the games (GAMEREQ); by default the peer asks.")
    boolean initiator;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--time", paramLabel = "MINUTES", defaultValue = "5",
            description = "Thinking time per side and game, in minutes, when we initiate (default: ${DEFAULT-VALUE}).")
    int minutes;

    @Option(names = "--moves", paramLabel = "N", defaultValue = "0",
            description = "End a game as a draw after N moves of each side, when we initiate (default: no limit).")
    int moves;

    @Option(names = "--pdn", paramLabel = "FILE", description = "Append each finished game to FILE as PDN.")
    Path pdn;

    @Option(names = "--timeout", paramLabel = "S",
            description = "Give up on a peer silent for S seconds while awaited (default: the game time plus a minute).")
    Double timeout;

    @Override
    public void run() {
        DxpSession.Builder builder;
        if (games < 1) {
            throw new CliException("--games must be at least 1: " + games);
        }
        if (minutes < 1 || minutes > 999) {
            throw new CliException("--time must be 1 to 999 minutes: " + minutes);
        }
        if (moves < 0 || moves > 999) {
            throw new CliException("--moves must be 0 to 999: " + moves);
        }
        if (timeout != null) {
            Seconds.of(timeout, "--timeout", 1e6, false);
        }
        InetSocketAddress address = endpoint.listen != null ? address(endpoint.listen, "127.0.0.1", "--listen")
                : address(endpoint.connect, null, "--connect");
        if (pdn != null) {
            // Before the connection, not after a game whose record would be lost.
            GameFile.checkWritable(pdn);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (LibraryWarnings warnings = LibraryWarnings.printedTo(spec.commandLine().getErr());
                Engine opened = EngineOption.open(engine)) {
            builder = DxpSession.builder(opened).initiator(initiator).games(games).minutes(minutes).moves(moves)
                    .listener(new DxpListener() {
                        @Override
                        public void gameFinished(DxpGame game) {
                            out.println("game " + game.number() + ": " + game.white() + " - " + game.black() + " "
                                    + game.result() + " (" + game.termination() + ", " + game.game().ply() + " plies)");
                            out.flush();
                            if (pdn != null) {
                                append(game);
                            }
                        }
                    });
            Duration wait = Duration.ofMinutes(minutes + 1L);
            if (timeout != null) {
                wait = Duration.ofNanos(Math.round(timeout * 1e9));
                builder.timeout(wait);
            }
            Socket socket;
            try {
                socket = endpoint.listen != null ? DxpSession.accept(address, wait) : DxpSession.connect(address, wait);
            } catch (IOException e) {
                throw new CliException("cannot listen on " + address + ": " + e.getMessage(), e);
            }
            builder.build().play(socket);
        }
    }

    private void append(DxpGame game) {
        GameFile.append(pdn, PdnWriter.write(game.toPdn(), game.game().variant()) + "\n");
    }

    /** @return HOST:PORT or PORT (with {@code defaultHost}) as an address */
    static InetSocketAddress address(String text, String defaultHost, String option) {
        int colon = text.lastIndexOf(':');
        String host = colon < 0 ? defaultHost : text.substring(0, colon);
        String port = colon < 0 ? text : text.substring(colon + 1);
        if (host == null || host.isEmpty()) {
            throw new CliException(option + " takes HOST:PORT, not '" + text + "'");
        }
        int number;
        try {
            number = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new CliException(option + ": '" + port + "' is not a port number");
        }
        if (number < 1 || number > 65535) {
            throw new CliException(option + ": port " + number + " is not 1 to 65535");
        }
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new InetSocketAddress(host, number);
    }
}
