package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.draughts4j.core.Game;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnGameReader;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayResult;
import org.draughts4j.core.pdn.PdnReplayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code draughts pdn}: replays every game of PDN files; one line per failing game, then {@code
 * <n> passed, <m> failed}; exit status 1 when any failed.
 */
@Command(name = "pdn", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Replays the main line of every game in PDN files (a directory: its files ending .pdn, at any"
                    + " depth, sorted by path). The variant comes from a game's Variant or"
                    + " GameType tag, else from -v (default: international). One line per failing game"
                    + " (file, game, ply, move, reason; for a game whose tags name no variant, the variants it"
                    + " replays in full in), then '<n> passed, <m> failed'; exit status " + Main.FAILED + " when any"
                    + " failed. An ambiguous short capture is resolved by which candidate lets the rest of the"
                    + " game replay, and reported on standard error (--strict makes it a failure). Games are"
                    + " read and replayed one at a time and reported as they go, so files of any size can be"
                    + " replayed; a file not in UTF-8 is reported on standard error with the encoding used."
                    + " A move written after the game's end (an automatic draw, a side without moves) fails the"
                    + " game. Exit status " + Main.NOTHING_CHECKED + " when no game was found.",
            "With --outcome, also one line '<file>:<game>: <outcome>' per game (ongoing, win white, win black,"
                    + " draw <id>), followed by ' claimable <id>,...' when a player could claim a draw; a game that"
                    + " failed to replay has the outcome 'unreadable', after its failure line."
        })
final class PdnCommand implements Callable<Integer> {
    /** The outcome {@code --outcome} prints for a game that failed to replay. */
    static final String UNREADABLE = "unreadable";

    @Spec
    CommandSpec spec;

    @Mixin
    VariantOption variant = new VariantOption();

    @Option(names = "--outcome", description = "Print the outcome after the last ply of every game.")
    boolean outcome;

    @Option(names = "--strict", description = "Treat an ambiguous move as a failure.")
    boolean strict;

    @Parameters(paramLabel = "FILE", arity = "1..*",
            description = "PDN files, or directories: their files ending .pdn (any case), at any depth, in order"
                    + " of their paths.")
    List<Path> files = new ArrayList<>();

    @Override
    public Integer call() {
        PdnReplayer replayer = strict ? PdnReplayer.strict(variant.resolve()) : PdnReplayer.lenient(variant.resolve());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Path> paths = new ArrayList<>();
        for (Path file : files) {
            if (Files.isDirectory(file)) {
                paths.addAll(pdnFiles(file, err));
            } else {
                paths.add(file);
            }
        }
        // Check every file first, so that a missing one stops the run before any output.
        for (Path file : paths) {
            check(file);
        }
        err.flush();
        int passed = 0;
        int failed = 0;
        for (Path path : paths) {
            try (PdnGameReader games = open(path)) {
                // The file's name and text, and the reasons that quote them, reach the terminal:
                // their control characters are escaped, an escape sequence shown and not obeyed.
                String source = InputLimits.printable(games.source());
                for (String warning : games.warnings()) {
                    err.println("warning: " + source + ": " + InputLimits.printable(warning));
                }
                if (!games.hasNext()) {
                    err.println("warning: " + source + ": no game in this file");
                    err.flush();
                }
                while (games.hasNext()) {
                    PdnFile.Entry entry = games.next();
                    PdnReplayResult result = replayer.replay(entry, games.source());
                    String where = source + ":" + result.gameNumber();
                    for (PdnReplayResult.Warning warning : result.warnings()) {
                        err.println("warning: " + where + ": " + InputLimits.printable(warning.toString()));
                    }
                    boolean printed = outcome;
                    if (result.passed()) {
                        passed++;
                    } else {
                        failed++;
                        printed = true;
                        out.println(where + ": " + InputLimits.printable(result.failure().get().toString())
                                + OtherVariants.hint(entry, result, strict));
                    }
                    if (outcome) {
                        out.println(where + ": " + outcome(result));
                    }
                    if (printed || !result.warnings().isEmpty()) {
                        out.flush();
                        err.flush();
                    }
                }
            } catch (UncheckedIOException e) {
                throw new CliException("cannot read PDN file " + path + ": " + e.getCause().getMessage());
            }
        }
        out.println(passed + " passed, " + failed + " failed");
        out.flush();
        if (failed > 0) {
            err.flush();
            return Main.FAILED;
        }
        if (passed == 0) {
            // A run that replayed no game proves nothing: it must not read as a pass.
            err.println("draughts: nothing checked: no game in the files given");
            err.flush();
            return Main.NOTHING_CHECKED;
        }
        err.flush();
        return 0;
    }

    /**
     * @return the regular files under {@code directory}, at any depth, whose names end with
     *     {@code .pdn} in any case, sorted by path so that runs (and their game lines) come in the
     *     same order on every file system. Symbolic links to files are followed, to directories not
     *     (a link back up would loop). A special file with such a name (a named pipe would wait for
     *     a writer for ever) is skipped with a warning, and so is a directory holding none.
     * @throws CliException if part of the tree cannot be read: its games would be missing silently
     */
    private static List<Path> pdnFiles(Path directory, PrintWriter err) {
        List<Path> found = new ArrayList<>();
        try {
            // The walk does not follow links, not even the one it starts from: a directory named
            // through a link is walked from where the link leads, and its files named through it.
            Path start = Files.isSymbolicLink(directory) ? directory.toRealPath() : directory;
            Files.walkFileTree(start, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdn")) {
                        return FileVisitResult.CONTINUE;
                    }
                    Path named = directory.resolve(start.relativize(file));
                    if (Files.isRegularFile(file)) {
                        found.add(named);
                    } else if (!Files.isDirectory(file)) {
                        err.println("warning: " + InputLimits.printable(named.toString()) + ": skipped: " + problem(file));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                    throw e;
                }
            });
        } catch (AccessDeniedException e) {
            throw new CliException("cannot read PDN directory " + directory + ": permission denied on " + e.getFile());
        } catch (IOException e) {
            throw new CliException("cannot read PDN directory " + directory + ": " + e.getMessage());
        }
        if (found.isEmpty()) {
            err.println("warning: " + directory + ": no file ending .pdn in this directory");
        }
        found.sort(null);
        return found;
    }

    private static void check(Path file) {
        String problem = problem(file);
        if (problem != null) {
            throw new CliException("cannot read PDN file " + file + ": " + problem);
        }
    }

    private static PdnGameReader open(Path file) {
        try {
            return PdnReader.open(file);
        } catch (NoSuchFileException e) {
            throw new CliException("cannot read PDN file " + file + ": no such file");
        } catch (AccessDeniedException e) {
            throw new CliException("cannot read PDN file " + file + ": permission denied");
        } catch (IOException e) {
            throw new CliException("cannot read PDN file " + file + ": " + e.getMessage());
        }
    }

    /**
     * @return why {@code file} cannot be read as a PDN file, saying what it is (a directory, a named
     *     pipe, a device), or null when it is a readable regular file
     */
    static String problem(Path file) {
        return InputLimits.unreadable(file).orElse(null);
    }

    /**
     * @return the outcome after the last ply, as docs/cli.md spells it, or {@code unreadable} for a
     *     game that failed to replay: the position where it stopped is no outcome of the game, and
     *     "ongoing" there read as if the game had been replayed in full
     */
    static String outcome(PdnReplayResult result) {
        if (!result.passed()) {
            return UNREADABLE;
        }
        if (result.start() == null) {
            return "ongoing";
        }
        Game game = Game.from(result.start());
        for (Move move : result.moves()) {
            if (game.outcome().isOver()) {
                break;
            }
            game = game.play(move);
        }
        Outcome outcome = game.outcome();
        String text = outcome.toString();
        if (!game.claimableDraws().isEmpty()) {
            text += " claimable " + String.join(",", game.claimableDraws());
        }
        return text;
    }
}
