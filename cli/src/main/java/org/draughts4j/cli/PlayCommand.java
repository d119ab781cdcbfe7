package org.draughts4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.LineReader;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.GameEndClaim;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.search.BuiltinEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code draughts play}: a game in the terminal against an engine. */
@Command(name = "play", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Plays a game against an engine in the terminal: the board after each move, your moves typed in"
                    + " the variant's notation (32-28, 28x19, c3-d4, c3:e5), the engine's answered at once.",
            "Commands at your turn: a move, 'moves' (the legal moves), 'hint' (the built-in engine's"
                    + " suggestion), 'undo' (takes back your last move and the reply), 'draw' (claims a draw the"
                    + " rules allow), 'resign', 'quit', 'help'. The result, and a draw as soon as the rules declare"
                    + " one or let it be claimed, are announced."
        })
final class PlayCommand implements Runnable {
    /** Standard input; tests give another. */
    static InputStream input = System.in;

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Option(names = "--engine", paramLabel = "SPEC", defaultValue = "builtin",
            description = "The engine to play against (default: ${DEFAULT-VALUE}; builtin,level=N for levels 1 to 10).")
    String engine;

    @Option(names = "--color", paramLabel = "COLOR", defaultValue = "white",
            description = "Your colour: white or black (default: ${DEFAULT-VALUE}).")
    String color;

    @Option(names = "--movetime", paramLabel = "S", defaultValue = "1",
            description = "The engine's time a move, in seconds (default: ${DEFAULT-VALUE}).")
    double seconds;

    private PrintWriter out;
    /** The human's side, drawn at the bottom of the board. */
    private Color human = Color.WHITE;

    @Override
    public void run() {
        human = switch (color.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "white", "w" -> Color.WHITE;
            case "black", "b" -> Color.BLACK;
            default -> throw new CliException("--color takes white or black, not '" + color + "'");
        };
        Limit limit = Limit.moveTime(Seconds.of(seconds, "--movetime", 1e5, false));
        Game game = Game.from(position.position());
        if (game.outcome().isOver()) {
            throw new CliException("the game is over in this position (" + game.outcome() + "): nothing to play");
        }
        out = spec.commandLine().getOut();
        LineReader reader = new LineReader(input, InputLimits.MAX_INPUT_LINE);
        try (LibraryWarnings warnings = LibraryWarnings.printedTo(spec.commandLine().getErr());
                Engine opponent = EngineOption.open(engine); BuiltinEngine helper = new BuiltinEngine()) {
            if (!opponent.supports(game.variant())) {
                throw new CliException(opponent.id() + " does not play " + game.variant().name());
            }
            out.println("You play " + name(human) + " against " + opponent.id() + " in " + game.variant().displayName()
                    + ". Type a move, or help.");
            show(game);
            game = loop(game, human, opponent, helper, limit, reader);
            announce(game, human);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read standard input: " + e.getMessage(), e);
        }
    }

    /**
     * A program that ends the game instead of moving (a DXP program's GAMEEND): a resignation is
     * taken, a draw when the rules give one, and any other claim loses the game for the program, as
     * a match has it.
     */
    private Game claimed(Game game, Color side, Engine opponent, GameEndClaim claim) {
        String name = opponent.id().name();
        if (claim == GameEndClaim.RESIGNATION) {
            out.println(name + " resigns.");
            return game.resign(side);
        }
        if (claim == GameEndClaim.DRAW && !game.claimableDraws().isEmpty()) {
            out.println(name + " claims a draw (" + game.claimableDraws().get(0) + ").");
            return game.claimDraw(game.claimableDraws().get(0));
        }
        out.println(name + " claims " + (claim == GameEndClaim.DRAW ? "a draw" : "the game")
                + ", which the rules do not give: " + name + " loses.");
        return game.resign(side);
    }

    /** @return the game when it is over or the player leaves */
    private Game loop(Game game, Color human, Engine opponent, BuiltinEngine helper, Limit limit, LineReader reader)
            throws IOException {
        List<Game> before = new ArrayList<>();
        while (!game.outcome().isOver()) {
            if (game.position().sideToMove() != human) {
                PlayResult result = opponent.play(game, limit);
                if (result.claim().isPresent()) {
                    return claimed(game, human.opposite(), opponent, result.claim().get());
                }
                if (!game.claimableDraws().isEmpty() && result.info().score().map(s -> s.inMen() < 0 || s.isLoss())
                        .orElse(false)) {
                    out.println(opponent.id().name() + " claims a draw (" + game.claimableDraws().get(0) + ").");
                    return game.claimDraw(game.claimableDraws().get(0));
                }
                out.println(opponent.id().name() + " plays " + Notation.format(result.move(), game.position()));
                game = game.play(result.move());
                show(game);
                continue;
            }
            if (!game.claimableDraws().isEmpty()) {
                out.println("You may claim a draw (" + String.join(", ", game.claimableDraws()) + "): type draw.");
            }
            out.print("Your move (" + name(human) + "): ");
            out.flush();
            String line = reader.readLine();
            if (line == null) {
                out.println();
                return game;
            }
            if (reader.wasOverlong()) {
                // Cut at the bound, the rest skipped: no move or command is that long.
                out.println();
                throw new CliException("standard input: a line longer than " + InputLimits.MAX_INPUT_LINE
                        + " bytes, starting: '" + InputLimits.quote(line) + "'");
            }
            String command = line.strip();
            switch (command.toLowerCase(java.util.Locale.ROOT)) {
                case "" -> { }
                case "help" -> out.println("A move (such as " + example(game) + "), moves, hint, undo, draw, resign or"
                        + " quit.");
                case "moves" -> out.println(String.join(" ", legal(game.position())));
                case "hint" -> out.println("Hint: " + Notation.format(helper.hint(game, limit), game.position()));
                case "undo" -> {
                    if (before.isEmpty()) {
                        out.println("Nothing to undo.");
                    } else {
                        game = before.remove(before.size() - 1);
                        out.println("Taken back.");
                        show(game);
                    }
                }
                case "draw" -> {
                    if (game.claimableDraws().isEmpty()) {
                        out.println("No draw can be claimed now.");
                    } else {
                        return game.claimDraw(game.claimableDraws().get(0));
                    }
                }
                case "resign" -> {
                    return game.resign(human);
                }
                case "quit", "exit" -> {
                    return game;
                }
                default -> {
                    try {
                        Game next = game.play(command);
                        before.add(game);
                        game = next;
                        show(game);
                    } catch (IllegalMoveException e) {
                        out.println(e.getMessage());
                    }
                }
            }
        }
        return game;
    }

    private void show(Game game) {
        // The human's side at the bottom, as on a board one sits at.
        out.print(ShowCommand.diagram(game.position(), human == Color.BLACK));
        String towers = ShowCommand.towers(game.position());
        if (!towers.isEmpty()) {
            out.println("towers (bottom to top): " + towers);
        }
        out.flush();
    }

    private void announce(Game game, Color human) {
        Outcome outcome = game.outcome();
        if (outcome instanceof Outcome.Win win) {
            out.println((win.winner() == human ? "You win" : "You lose") + ": " + name(win.winner()) + " wins ("
                    + win.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ").");
        } else if (outcome.isOver()) {
            out.println("Draw (" + ((Outcome.Draw) outcome).rule() + ").");
        } else {
            out.println("Game left unfinished after " + game.ply() + " plies.");
        }
        out.println("Moves: " + String.join(" ", game.notation()));
        out.flush();
    }

    private static List<String> legal(Position position) {
        List<String> moves = new ArrayList<>();
        for (Move move : position.legalMoves()) {
            moves.add(Notation.format(move, position));
        }
        return moves;
    }

    private static String example(Game game) {
        return Notation.format(game.position().legalMoves().get(0), game.position());
    }

    private static String name(Color color) {
        return color == Color.WHITE ? "white" : "black";
    }
}
