package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.engine.Limit;
import org.draughts4j.match.GameRecord;
import org.draughts4j.match.Match;
import org.draughts4j.match.MatchListener;
import org.draughts4j.match.MatchScore;
import org.draughts4j.match.MatchSettings;
import org.draughts4j.match.Opening;
import org.draughts4j.match.OpeningSet;
import org.draughts4j.match.OpeningSets;
import org.draughts4j.match.OpeningsFile;
import org.draughts4j.match.ScoreAdjudication;
import org.draughts4j.match.Sprt;
import org.draughts4j.match.TableAdjudicator;
import org.draughts4j.match.TimeControl;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code draughts match}: a match between two engines, with a score, its Elo difference and an optional SPRT. */
@Command(name = "match", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Plays a match between two engines: each opening twice, colours swapped; one line per finished game"
                    + " ('Finished game <n> (<white> vs <black>): <result> {<termination>}'), then 'Score of <A> vs"
                    + " <B>: <wins> - <losses> - <draws>  [<score>] <games>' and 'Elo difference: <d> +/- <e>'"
                    + " (95 %%), and with --sprt the test's line, 'H1 accepted' or 'H0 accepted' when it stopped the"
                    + " match.",
            "A side that crashes, hangs, sends an illegal or unreadable move or goes over its time loses the"
                    + " game, and its engine is started anew (but after a move given late). An engine that cannot be"
                    + " started, before the first game or again later, stops the match (status 6), the games played"
                    + " counted."
        })
final class MatchCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Mixin
    VariantOption variant = new VariantOption();

    @Option(names = "--engine", paramLabel = "SPEC", required = true,
            description = "An engine, twice: A then B (random, greedy, hub:PATH, dxp:HOST:PORT, ...).")
    List<String> engines;

    @Option(names = "--openings", paramLabel = "SET|FILE",
            description = "An opening set ('draughts openings --list'; its variant is the match's unless -v says"
                    + " otherwise) or a file of FENs, of move lines or PDN (default: the variant's first set).")
    String openings;

    @Option(names = "--games", paramLabel = "N", description = "Games to play (default: two per opening).")
    Integer games;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Control control;

    /** How long the engines think. */
    static final class Control {
        @Option(names = "--movetime", paramLabel = "S", description = "Seconds for every move (the default, 1).")
        Double moveTime;

        @Option(names = "--tc", paramLabel = "BASE+INC", description = "A clock of BASE seconds a game, INC added a move.")
        String tc;

        @Option(names = "--depth", paramLabel = "D", description = "Search every move to depth D, with no clock.")
        Integer depth;

        @Option(names = "--nodes", paramLabel = "N", description = "Search N nodes a move, with no clock.")
        Long nodes;
    }

    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1",
            description = "Games at once, each with engines of its own (default: ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = "--pdn", paramLabel = "FILE", description = "Append every finished game to FILE.")
    Path pdn;

    @Option(names = "--sprt", paramLabel = "elo0=A,elo1=B,alpha=X,beta=Y",
            description = "Stop when the SPRT of H0 (Elo difference A) against H1 (B) decides.")
    String sprt;

    // No default value: one given without --sprt is a mistake to name, not a setting to ignore.
    @Option(names = "--sprt-model", paramLabel = "MODEL",
            description = "With --sprt, what the SPRT counts: pentanomial, pairs of games from one opening with colours swapped,"
                    + " scored 0 to 2 (the default), or trinomial, single games.")
    String sprtModel;

    @Option(names = "--max-moves", paramLabel = "N", defaultValue = "300",
            description = "Draw a game still going after N moves of each side; 0 for no cap (default: ${DEFAULT-VALUE}).")
    int maxMoves;

    @Option(names = "--resign", paramLabel = "movecount=N,score=S[,twosided=B]",
            description = "Adjudicate a game lost when a side's engine scored it -S men or worse for N moves in a row"
                    + " and (twosided, the default true) its opponent's +S or better for N moves in a row, as"
                    + " cutechess's -resign.")
    String resign;

    @Option(names = "--draw", paramLabel = "movenumber=N,movecount=M,score=S",
            description = "Adjudicate a game drawn when, after its first N moves of each side (movenumber), both"
                    + " engines scored it within S men of 0 for M moves each in a row (movecount), as cutechess's"
                    + " -draw.")
    String draw;

    @Option(names = "--tables", paramLabel = "DIR",
            description = "Adjudicate by the endgame tables of the variant in DIR ('draughts egtb build'): a game ends"
                    + " as soon as its position is in them, drawn or won as they say (a win when their line does not"
                    + " run into a draw rule first).")
    Path tables;

    @Option(names = "--seed", paramLabel = "N", description = "Shuffle the openings with this seed (default: in order).")
    Long seed;

    @Option(names = "--margin", paramLabel = "S", defaultValue = "0.25",
            description = "Seconds a side may go over its time before it loses on time (default: ${DEFAULT-VALUE}).")
    double margin;

    @Option(names = "--ready-timeout", paramLabel = "S", defaultValue = "30",
            description = "Seconds an engine may take to start and get ready (default: ${DEFAULT-VALUE}).")
    double readyTimeout;

    @Option(names = "--timeout", paramLabel = "S", defaultValue = "60",
            description = "Seconds a move may take with --depth or --nodes (default: ${DEFAULT-VALUE}).")
    double timeout;

    @Option(names = "--event", paramLabel = "TEXT", defaultValue = "draughts4j match",
            description = "The PDN Event tag (default: ${DEFAULT-VALUE}).")
    String event;

    /** The tables of {@code --tables}, opened by {@link #tables}, closed when the match is over. */
    private EndgameTables adjudicating;

    @Override
    public void run() {
        try {
            play();
        } finally {
            if (adjudicating != null) {
                adjudicating.close();
            }
        }
    }

    private void play() {
        if (engines.size() != 2) {
            throw new CliException("a match takes two engines: --engine A --engine B, not " + engines.size());
        }
        OpeningChoice choice = openings();
        Variant played = choice.variant;
        List<Opening> list = new ArrayList<>(choice.openings);
        if (seed != null) {
            Collections.shuffle(list, new Random(seed));
        }
        MatchSettings settings;
        try {
            MatchSettings.Builder builder = MatchSettings.builder(engines.get(0), engines.get(1), played).openings(list)
                    .timeControl(timeControl()).concurrency(gamesAtOnce()).pdn(pdn)
                    .maxMoves(notNegative(maxMoves, "--max-moves")).margin(seconds(margin, "--margin", true))
                    .readyTimeout(seconds(readyTimeout, "--ready-timeout", false))
                    .moveTimeout(seconds(timeout, "--timeout", false)).event(event);
            if (games != null) {
                builder.games(positive(games, "--games"));
            }
            if (sprtModel != null && sprt == null) {
                throw new CliException("--sprt-model " + sprtModel + " needs --sprt");
            }
            if (sprt != null) {
                builder.sprt(Sprt.parse(sprt).withModel(Sprt.Model.parse(sprtModel == null ? "pentanomial" : sprtModel)));
            }
            if (tables != null) {
                builder.adjudicator(new TableAdjudicator(tables(played)));
            }
            if (resign != null) {
                builder.resign(ScoreAdjudication.Resign.parse(resign));
            }
            if (draw != null) {
                builder.draw(ScoreAdjudication.Draw.parse(draw));
            }
            settings = builder.build();
        } catch (IllegalArgumentException e) {
            throw new CliException(e.getMessage(), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean terminal = DraughtsCommand.progress(spec) != null;
        int total = settings.games();
        warnOfReplayedGames(err, total, list.size());
        Match match = new Match(settings);
        Thread hook = new Thread(match::abort, "match-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        Match.MatchResult result;
        try (LibraryWarnings warnings = LibraryWarnings.printedTo(err)) {
            result = match.run(new MatchListener() {
                private int shown;

                @Override
                public void gameFinished(GameRecord game, MatchScore score) {
                    if (shown > 0) {
                        err.print("\r" + " ".repeat(shown) + "\r");
                        err.flush();
                        shown = 0;
                    }
                    out.println("Finished game " + game.round() + " (" + game.white() + " vs " + game.black() + "): "
                            + game.result() + " {" + game.termination().word() + ": " + game.detail() + "}");
                    out.flush();
                    if (terminal) {
                        String line = String.format(Locale.ROOT, "%d of %d games: %d - %d - %d [%.3f]", score.games(),
                                total, score.wins(), score.losses(), score.draws(), score.score());
                        err.print(line);
                        err.flush();
                        shown = line.length();
                    }
                }
            });
        } catch (IllegalArgumentException e) {
            // An engine's spec or variant, found bad when the engines start before the first game.
            throw new CliException(e.getMessage(), e);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // Shutting down already: the hook runs.
            }
        }
        if (terminal) {
            err.print("\r" + " ".repeat(60) + "\r");
            err.flush();
        }
        out.println(result.score().scoreLine(result.first(), result.second()));
        out.println(result.score().eloLine());
        settings.sprt().ifPresent(test -> out.println(test.line(result.score(), result.pairs())));
        out.flush();
        if (result.end() == Match.End.ENGINE_LOST) {
            // The score of the games played stands above; the status says the match did not finish.
            int finished = result.games().size();
            throw new org.draughts4j.engine.EngineException("match stopped after " + finished
                    + (finished == 1 ? " game: " : " games: ") + result.engineLost().orElse("an engine was lost"), List.of());
        }
    }

    /**
     * Past the openings' pairs, a match at a depth or a node limit plays each opening again: an
     * engine that searches the same way every time (one thread, no randomness, its table cleared
     * between games) replays the same game, which adds a result to the score but nothing to what it
     * tells, while the error and the SPRT count it as new. Said before the first game.
     */
    private void warnOfReplayedGames(PrintWriter err, int games, int openingCount) {
        boolean untimed = control != null && (control.depth != null || control.nodes != null);
        if (untimed && games > 2 * openingCount) {
            err.println("draughts: warning: " + games + " games from " + openingCount
                    + (openingCount == 1 ? " opening" : " openings") + " at a " + (control.depth != null ? "depth" : "node")
                    + " limit: engines that search alike every time replay the first " + 2 * openingCount
                    + " games, and the games past them do not narrow the error or decide the SPRT (more openings, or"
                    + " --movetime, give new games)");
            err.flush();
        }
    }

    /** The openings and the variant they fix. */
    private record OpeningChoice(Variant variant, List<Opening> openings) {
    }

    private OpeningChoice openings() {
        Variant chosen = variant.resolve();
        if (openings == null) {
            for (OpeningSets.Summary summary : OpeningSets.summaries()) {
                if (summary.variant().equals(chosen.name())) {
                    return new OpeningChoice(chosen, OpeningSets.byName(summary.name()).openings(false));
                }
            }
            return new OpeningChoice(chosen, List.of(new Opening(0, List.of(),
                    org.draughts4j.core.Position.start(chosen), false)));
        }
        Path file;
        try {
            // A set's name or a path: as every path, never empty (the current directory to Java).
            file = PicocliRun.path(openings);
        } catch (picocli.CommandLine.TypeConversionException e) {
            throw new CliException("--openings: " + e.getMessage(), e);
        }
        boolean isSet = OpeningSets.names().contains(openings.strip().toLowerCase(Locale.ROOT));
        // A file first; but a set's name that is no regular file here is the set. Anything else that
        // is there (a device, a folder, a pipe, a dangling link) is refused by OpeningsFile as what it is.
        if (Files.isRegularFile(file) || !isSet && Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            try {
                return new OpeningChoice(chosen, OpeningsFile.read(file, chosen));
            } catch (IOException e) {
                String why = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                        : e.getMessage();
                throw new CliException("cannot read --openings " + openings + ": " + why, e);
            } catch (IllegalArgumentException e) {
                throw new CliException("--openings " + e.getMessage(), e);
            }
        }
        if (!isSet) {
            throw new CliException("--openings " + openings + ": no such file, nor opening set (sets: "
                    + String.join(", ", OpeningSets.names()) + ")");
        }
        OpeningSet set = OpeningSets.byName(openings);
        Variant setVariant = Variant.byName(set.variant());
        if (variant.given() && !setVariant.name().equals(chosen.name())) {
            throw new CliException("--openings " + set.name() + " is a set of " + set.variant() + ", not "
                    + chosen.name());
        }
        return new OpeningChoice(setVariant, set.openings(false));
    }

    /**
     * @return the tables of {@code --tables} for the variant played, refused with one line when the
     *     tables do not support the variant, cannot be read, or hold none of its positions
     */
    private EndgameTables tables(Variant played) {
        EndgameTables.unsupportedReason(played).ifPresent(reason -> {
            throw new CliException("--tables: " + reason);
        });
        EndgameTables opened;
        try {
            opened = EgtbCommand.open(played, tables);
        } catch (CliException e) {
            throw new CliException("--tables: " + e.getMessage(), e);
        }
        adjudicating = opened;
        if (opened.materials().isEmpty()) {
            throw new CliException("--tables: " + tables + " holds no endgame tables of " + played.name()
                    + " (draughts egtb build -v " + played.name() + " --pieces N --dir " + tables + ")");
        }
        return opened;
    }

    private TimeControl timeControl() {
        if (control == null || control.moveTime != null) {
            double s = control == null ? 1 : control.moveTime;
            return TimeControl.moveTime(seconds(s, "--movetime", false));
        }
        if (control.tc != null) {
            try {
                return TimeControl.parseIncrement(control.tc);
            } catch (IllegalArgumentException e) {
                throw new CliException("--tc " + e.getMessage(), e);
            }
        }
        if (control.depth != null) {
            return TimeControl.untimed(Limit.depth(positive(control.depth, "--depth")));
        }
        if (control.nodes < 1) {
            throw new CliException("--nodes must be at least 1: " + control.nodes);
        }
        return TimeControl.untimed(Limit.nodes(control.nodes));
    }

    /** @return {@code --concurrency}, bounded as threads are: each game at once runs two engines */
    private int gamesAtOnce() {
        org.draughts4j.core.InputLimits.threadsProblem("--concurrency", concurrency).ifPresent(problem -> {
            throw new CliException(problem);
        });
        return concurrency;
    }

    private static int positive(int value, String option) {
        if (value < 1) {
            throw new CliException(option + " must be at least 1: " + value);
        }
        return value;
    }

    private static int notNegative(int value, String option) {
        if (value < 0) {
            throw new CliException(option + " must not be negative: " + value);
        }
        return value;
    }

    private static Duration seconds(double value, String option, boolean zeroAllowed) {
        return Seconds.of(value, option, 1e6, zeroAllowed);
    }
}
