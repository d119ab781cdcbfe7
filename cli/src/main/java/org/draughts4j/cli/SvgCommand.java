package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.BoardDiagram;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code draughts svg}: the position as a standalone SVG picture. */
@Command(name = "svg", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Writes the position as a standalone SVG 1.1 picture: the board as White sees it, playable squares"
                    + " dark, White's pieces light and Black's dark, kings with a gold crown.",
            "Squares are numbers or algebraic names (c3); on the Turkish board every square is played and named"
                    + " algebraically only (a number is refused). In column draughts a tower is drawn from the side,"
                    + " a disc per piece from the bottom up, kings ringed in gold."
        })
final class SvgCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Option(names = "--flip", description = "Black's side at the bottom.")
    boolean flip;

    @Option(names = "--numbers", description = "Each playable square's number (name on the Turkish board) in its corner.")
    boolean numbers;

    @Option(names = "--coordinates", description = "Files (a, b, ...) and ranks (1, 2, ...) on the border.")
    boolean coordinates;

    @Option(names = "--last-move", paramLabel = "M",
            description = "Tints the origin and destination of the move that led to the position and draws its"
                    + " path: the squares it stood on, such as 32-28, 28x19x10 or c3:e5:g3.")
    String lastMove;

    @Option(names = "--arrow", paramLabel = "FROM-TO",
            description = "An arrow from one square to another, such as 31-27 or c3-d4; may be repeated.")
    List<String> arrows = new ArrayList<>();

    @Option(names = "--size", paramLabel = "PX",
            description = "Width and height in pixels, " + BoardDiagram.MIN_SIZE + " to " + BoardDiagram.MAX_SIZE
                    + " (default: " + BoardDiagram.DEFAULT_SIZE + ").")
    int size = BoardDiagram.DEFAULT_SIZE;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Write the picture to this file (default: standard output).")
    Path output;

    @Override
    public void run() {
        Position p = position.position();
        Geometry geometry = p.variant().geometry();
        BoardDiagram.Builder options = BoardDiagram.builder()
                .flipped(flip).squareNumbers(numbers).coordinates(coordinates);
        if (size < BoardDiagram.MIN_SIZE || size > BoardDiagram.MAX_SIZE) {
            throw new CliException("--size: a picture is " + BoardDiagram.MIN_SIZE + " to " + BoardDiagram.MAX_SIZE
                    + " pixels, not " + size);
        }
        options.size(size);
        if (lastMove != null) {
            List<Integer> path = squares("--last-move", lastMove, geometry);
            if (path.size() < 2) {
                throw new CliException("--last-move: '" + InputLimits.quote(lastMove) + "' needs an origin and a destination, such as 32-28");
            }
            options.lastMove(path);
        }
        for (String arrow : arrows) {
            List<Integer> ends = squares("--arrow", arrow, geometry);
            if (ends.size() != 2) {
                throw new CliException("--arrow: '" + InputLimits.quote(arrow) + "' is not FROM-TO, such as 31-27");
            }
            options.arrow(ends.get(0), ends.get(1));
        }
        String svg = options.build().svg(p);
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(svg);
            out.flush();
            return;
        }
        try {
            Files.writeString(output, svg, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CliException("cannot write " + output + ": " + reason(e), e);
        }
    }

    /** @return why a file could not be written, in words rather than an exception's class name */
    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "its directory does not exist";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return ((FileSystemException) e).getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * @return the squares of {@code text}, numbers or algebraic names separated by {@code -},
     *     {@code x} or {@code :}
     * @throws CliException naming the option when one is not a square of the board
     */
    static List<Integer> squares(String option, String text, Geometry geometry) {
        List<Integer> squares = new ArrayList<>();
        for (String name : text.strip().split("[-x:]", -1)) {
            int square = 0;
            if (name.matches("[0-9]{1,4}") && geometry.isAllSquares()) {
                throw new CliException(option + ": squares of the " + geometry + " board are written a1-h8, not "
                        + name + " (in '" + InputLimits.quote(text) + "')");
            } else if (name.matches("[0-9]{1,4}")) {
                square = Integer.parseInt(name);
                square = geometry.isSquare(square) ? square : 0;
            } else if (name.matches("[a-zA-Z][0-9]{1,2}")) {
                square = geometry.parseAlgebraic(name);
            }
            if (square == 0) {
                throw new CliException(option + ": '" + InputLimits.quote(name) + "' in '" + InputLimits.quote(text)
                        + "' is not a playable square of the "
                        + geometry + " board");
            }
            squares.add(square);
        }
        return squares;
    }
}
