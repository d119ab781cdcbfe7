package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code draughts moves}: the legal moves, one per line, full path, sorted. */
@Command(name = "moves", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = "Prints the legal moves, one per line, each as its full path (28x17x8),"
                + " sorted by origin, destination and path; with --algebraic, squares as a1-h8.")
final class MovesCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Option(names = "--algebraic",
            description = "Write the squares algebraically (c3-d4, c3:e5:g7 in Russian), where the variant reads them.")
    boolean algebraic;

    @Override
    public void run() {
        Position p = position.position();
        Variant variant = p.variant();
        if (algebraic && !variant.acceptsAlgebraicSquares() && !variant.geometry().isAllSquares()) {
            throw new CliException("--algebraic: " + variant.name() + " writes its squares as numbers only");
        }
        List<Move> moves = new ArrayList<>(p.legalMoves());
        moves.sort(MoveOrder.MOVES);
        PrintWriter out = spec.commandLine().getOut();
        for (Move move : moves) {
            out.println(Notation.formatPath(move, variant, algebraic));
        }
        out.flush();
    }
}
