package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.Optional;
import org.draughts4j.core.Game;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.SearchMode;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code draughts analyse}: an engine's analysis of a position, as it comes, then its move. */
@Command(name = "analyse", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Has an engine analyse the position: prints its info lines as they come (depth, score from"
                    + " the side to move, nodes, nps, time, pv in the variant's notation; with --multipv, each"
                    + " line led by multipv=K), then a last line 'bestmove <move>', the first move of the last"
                    + " best line.",
            "Engines: builtin[,NAME=VALUE...] (draughts4j's own search, every variant, at full strength in an"
                    + " analysis whatever its level; its options are in 'draughts --help'),"
                    + " random[,seed=N], greedy[,seed=N], hub:PATH[,NAME=VALUE...] (a Hub v2 engine such as"
                    + " Scan, run as 'PATH hub' in PATH's directory)."
        })
final class AnalyseCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Option(names = "--engine", paramLabel = "SPEC", required = true, description = "The engine.")
    String engine;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Bound bound;

    @Option(names = "--multipv", paramLabel = "N", defaultValue = "1",
            description = "Search N lines, each reported with multipv=K (1 the best) at every depth (default: 1).")
    int multiPv;

    /** One bound of the search. */
    static final class Bound {
        @Option(names = "--depth", paramLabel = "D", description = "Search to depth D (plies).")
        Integer depth;

        @Option(names = "--nodes", paramLabel = "N", description = "Search N nodes.")
        Long nodes;

        @Option(names = "--movetime", paramLabel = "S", description = "Search S seconds (a real number).")
        Double seconds;
    }

    @Override
    public void run() {
        Position start = position.position();
        Game game = Game.from(start);
        if (game.outcome().isOver()) {
            throw new CliException("the game is over in this position (" + game.outcome() + "): nothing to analyse");
        }
        Limit limit = limit();
        PrintWriter out = spec.commandLine().getOut();
        try (LibraryWarnings warnings = LibraryWarnings.printedTo(spec.commandLine().getErr());
                Engine opened = EngineOption.openToAnalyse(engine)) {
            if (!opened.supports(start.variant())) {
                throw new CliException(opened.id() + " does not play " + start.variant().name());
            }
            PlayResult result;
            Analysis started;
            try {
                started = opened.search(game, limit, SearchMode.ANALYSE);
            } catch (IllegalArgumentException e) {
                // An engine whose kind says it analyses may still refuse a position or a limit.
                throw new CliException(opened.id() + ": " + e.getMessage(), e);
            }
            try (Analysis analysis = started) {
                for (Optional<Info> info = analysis.next(); info.isPresent(); info = analysis.next()) {
                    out.println("info " + info.get().format(start));
                    out.flush();
                }
                result = analysis.result();
            }
            out.println("bestmove " + Notation.format(result.move(), start));
            out.flush();
        }
    }

    private Limit limit() {
        if (multiPv < 1 || multiPv > 256) {
            throw new CliException("--multipv takes 1 to 256 lines: " + multiPv);
        }
        return bound().withMultiPv(multiPv);
    }

    private Limit bound() {
        if (bound.depth != null) {
            if (bound.depth < 1) {
                throw new CliException("--depth must be at least 1: " + bound.depth);
            }
            return Limit.depth(bound.depth);
        }
        if (bound.nodes != null) {
            if (bound.nodes < 1) {
                throw new CliException("--nodes must be at least 1: " + bound.nodes);
            }
            return Limit.nodes(bound.nodes);
        }
        return Limit.moveTime(Seconds.of(bound.seconds, "--movetime", 1e6, false));
    }
}
