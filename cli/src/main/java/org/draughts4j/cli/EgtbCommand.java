package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.LineReader;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.BuildListener;
import org.draughts4j.egtb.CorruptTableException;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.Material;
import org.draughts4j.egtb.SliceSummary;
import org.draughts4j.egtb.TableBuilder;
import org.draughts4j.egtb.TableValue;
import org.draughts4j.egtb.TableVerifier;
import org.draughts4j.egtb.UnsupportedVariantException;
import org.draughts4j.egtb.WdlLayout;
import org.draughts4j.egtb.WdlTables;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code draughts egtb}: endgame tables, built, probed and verified (docs/cli.md). */
@Command(name = "egtb", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = "Endgame tables: win, draw or loss and the plies to the end of every position of a few pieces.",
        subcommands = {EgtbCommand.Build.class, EgtbCommand.Probe.class, EgtbCommand.Verify.class})
final class EgtbCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command: build, probe or verify");
    }

    /** @return the variant, refused with one line when the tables do not support it */
    static Variant supported(VariantOption option) {
        Variant variant = option.resolve();
        EndgameTables.unsupportedReason(variant).ifPresent(reason -> {
            throw new CliException(reason);
        });
        return variant;
    }

    /** The {@code -v} and {@code --dir} options of the commands that read tables. */
    static final class TablesOptions {
        @Mixin
        VariantOption variant = new VariantOption();

        @Option(names = "--dir", paramLabel = "DIR", required = true, description = "Directory of the tables.")
        Path dir;

        Variant variant() {
            return supported(variant);
        }

        /**
         * @param checkSums whether to check every file's checksum now (verify checks them itself, a
         *     slice at a time)
         * @return the tables, refused with one line when the directory holds none of the variant's
         */
        EndgameTables openSome(boolean checkSums) {
            Variant chosen = variant();
            EndgameTables tables = EgtbCommand.open(chosen, dir, checkSums);
            if (tables.materials().isEmpty()) {
                tables.close();
                throw new CliException("no tables of " + chosen.name() + " in " + dir);
            }
            return tables;
        }
    }

    /**
     * Refuses an empty {@code --dir}, which a path reads as the current directory: a build wrote its
     * files there, and a probe said "no tables of english in " with no name.
     */
    static void requireNonEmpty(String dirName) {
        if (dirName.isEmpty()) {
            throw new CliException("--dir: an empty path (give '.' for the current directory)");
        }
    }

    static EndgameTables open(Variant variant, Path dir) {
        return open(variant, dir, true);
    }

    private static EndgameTables open(Variant variant, Path dir, boolean checkSums) {
        try {
            return checkSums ? EndgameTables.openEitherFormat(variant, dir) : EndgameTables.openWithoutChecksums(variant, dir);
        } catch (IOException e) {
            throw new CliException("cannot read the tables in " + dir + ": " + reason(dir, e), e);
        } catch (CorruptTableException | UnsupportedVariantException e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    /**
     * @return why the tables in {@code dir} could not be read, in words ("no such directory"), not the
     *     exception's class name; with the file's name when one file among them is the reason (a
     *     named pipe, a folder, a dangling link under a table's name)
     */
    static String reason(Path dir, IOException e) {
        if (e instanceof FileSystemException f) {
            String why = f.getReason() != null ? f.getReason()
                    : f instanceof java.nio.file.AccessDeniedException ? "permission denied"
                    : f instanceof java.nio.file.NoSuchFileException ? "no such file"
                    : f instanceof java.nio.file.NotDirectoryException ? "not a directory"
                    : f.getClass().getSimpleName();
            String file = f.getFile();
            return file == null || Path.of(file).equals(dir) ? why : file + ": " + why;
        }
        return String.valueOf(e.getMessage());
    }

    /** {@code draughts egtb build}. */
    @Command(name = "build", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
            description = {"Builds the tables of 2 to N pieces into DIR, one file per material, fewest pieces first,"
                    + " and prints one line per slice: its positions, wins, draws, losses, longest win and time.",
                "Then writes the compact tables (win, draw or loss alone, a .wdl file per material) beside them.",
                "Slices already in DIR are kept: a build that was stopped goes on from the slices it finished."})
    static final class Build implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        VariantOption variant = new VariantOption();

        @Option(names = "--pieces", paramLabel = "N", required = true,
                description = "The most pieces, 2 to " + Material.MAX_OF_A_KIND + ".")
        int pieces;

        @Option(names = "--dir", paramLabel = "DIR", required = true,
                description = "Directory of the tables; with --spark also a Hadoop file system URI (hdfs://...,"
                        + " s3a://..., file:///...) that every machine reaches.")
        String dirName;

        /** The directory, as a local path. */
        Path dir;

        @Option(names = "--threads", paramLabel = "N",
                description = "Threads to build with (default: all cores; with --spark, 1 for each task).")
        Integer threads;

        @Option(names = "--wdl", description = "Keep the compact tables alone: the full tables (.egtb, with distances),"
                + " which the build needs, are removed once the compact ones are written.")
        boolean wdlOnly;

        @Option(names = "--block", paramLabel = "N",
                description = "Positions a block of the compact tables, a power of two from 64 to 65536 (default:"
                        + " 1024): larger blocks and parts make smaller files and slower probes (docs/egtb.md).")
        Integer block;

        @Option(names = "--part", paramLabel = "N",
                description = "Positions a part of a block, the runs a probe decodes, a power of two from 16 to the"
                        + " block (default: 128, or the block if smaller); as large as the block, blocks are not cut.")
        Integer part;

        @Option(names = "--spark", paramLabel = "MASTER",
                description = "Build as Apache Spark tasks on this master (local[N], spark://HOST:PORT, yarn,"
                        + " k8s://...): each pair of slices a task, in waves; the files are the same"
                        + " (docs/distributed.md).")
        String spark;

        @Override
        public Integer call() {
            Variant chosen = supported(variant);
            if (pieces < 2 || pieces > Material.MAX_OF_A_KIND) {
                throw new CliException("--pieces must be 2 to " + Material.MAX_OF_A_KIND + ", not " + pieces);
            }
            requireNonEmpty(dirName);
            int threadCount = threads == null ? spark != null ? 1 : Runtime.getRuntime().availableProcessors() : threads;
            InputLimits.threadsProblem("--threads", threadCount).ifPresent(problem -> {
                throw new CliException(problem);
            });
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            boolean progress = DraughtsCommand.progress(spec) != null;
            WdlLayout layout = layout();
            if (spark != null) {
                if (block != null || part != null) {
                    throw new CliException("--block and --part are not taken with --spark: a Spark build writes the full"
                            + " tables; egtb build without --spark on the same folder then writes the compact ones");
                }
                if (wdlOnly) {
                    throw new CliException("--wdl is not taken with --spark: a Spark build writes the full tables;"
                            + " egtb build without --spark on the same folder then writes the compact ones");
                }
                // A class of its own, so that Spark's classes load only here.
                return SparkRun.buildTables(spark, chosen, pieces, dirName, threadCount, out, err, progress);
            }
            try {
                dir = Path.of(dirName);
            } catch (java.nio.file.InvalidPathException e) {
                throw new CliException("--dir '" + InputLimits.quote(dirName) + "' is not a path: " + e.getReason(), e);
            }
            long[] totals = new long[5];
            long begun = System.nanoTime();
            // Told before the first slice that is solved, not before the build: a build that finds
            // every slice built, or refuses one of them (corrupt, not a file), says only that.
            String[] estimateLine = {null};
            BuildListener listener = new BuildListener() {
                @Override
                public void started(Material material, long entries) {
                    if (estimateLine[0] != null) {
                        err.println(estimateLine[0]);
                        err.flush();
                        estimateLine[0] = null;
                    }
                    if (progress) {
                        err.println("solving " + material + (material.isSymmetric() ? "" : " and " + material.flipped())
                                + " ...");
                        err.flush();
                    }
                }

                @Override
                public void finished(SliceSummary s, long nanos, long cpuNanos, boolean resumed) {
                    long bytes = size(chosen, s.material());
                    totals[0]++;
                    totals[1] += s.positions();
                    totals[2] += bytes;
                    totals[3] += cpuNanos;
                    totals[4] = Math.max(totals[4], s.longestWin());
                    out.println(String.format(Locale.ROOT,
                            "%-13s positions %d  wins %d  draws %d  losses %d  longest win %d  %s  %d bytes",
                            s.material(), s.positions(), s.wins(), s.draws(), s.losses(), s.longestWin(),
                            resumed ? "(built before)" : String.format(Locale.ROOT, "%.3f s (cpu %.3f s)",
                                    nanos / 1e9, cpuNanos / 1e9), bytes));
                    out.flush();
                }
            };
            long compactBytes = 0;
            try {
                if (wdlOnly && compactComplete(chosen)) {
                    // A --wdl build that finished: its full tables are gone, and building them again would be for nothing.
                    out.println("the compact tables of 2 to " + pieces + " pieces are in " + dir + " already");
                    return 0;
                }
                TableBuilder builder = TableBuilder.of(chosen, dir).threads(threadCount).listener(listener);
                TableBuilder.Estimate estimate = builder.estimate(pieces);
                if (estimate.entries() > 0 && TableBuilder.refusal(estimate, dir).isEmpty()) {
                    // On standard error beside the progress: what the build takes. A build refused gets
                    // the same figures in its one line of error instead.
                    estimateLine[0] = estimate.describe(threadCount);
                }
                try (EndgameTables built = builder.build(pieces)) {
                    // Resumed as the full tables are: the compact files a stopped build wrote are kept.
                    for (Path written : WdlTables.writeMissing(built, dir, threadCount, layout)) {
                        compactBytes += Files.size(written);
                    }
                    if (wdlOnly) {
                        for (Material material : built.materials()) {
                            Files.deleteIfExists(dir.resolve(chosen.name() + "-" + material + ".egtb"));
                        }
                    }
                }
            } catch (IllegalArgumentException e) {
                // A build beyond this machine, refused before it starts, with its estimate.
                throw new CliException(e.getMessage(), e);
            } catch (IOException e) {
                throw new CliException("cannot build the tables in " + dir + ": " + reason(dir, e), e);
            } catch (CorruptTableException e) {
                throw new CliException(e.getMessage() + " (remove it and build again)", e);
            }
            out.println(String.format(Locale.ROOT,
                    "%d slices, %d positions, %d bytes, longest win %d, %.3f s (cpu %.3f s)", totals[0], totals[1],
                    totals[2], totals[4], (System.nanoTime() - begun) / 1e9, totals[3] / 1e9));
            out.println("compact tables: " + compactBytes + " bytes" + (wdlOnly ? " (the full tables removed)" : ""));
            return 0;
        }

        /** The compact files' blocks and parts, as --block and --part give them, refused before anything is built. */
        private WdlLayout layout() {
            int blockSize = block == null ? WdlLayout.DEFAULT.blockSize() : block;
            int partSize = part != null ? part : Math.min(WdlLayout.DEFAULT.partSize(), blockSize);
            try {
                return new WdlLayout(blockSize, partSize);
            } catch (IllegalArgumentException e) {
                throw new CliException(e.getMessage().startsWith("a block")
                        ? "--block must be a power of two from " + WdlLayout.MIN_BLOCK + " to " + WdlLayout.MAX_BLOCK
                                + ", not " + blockSize
                        : "--part must be a power of two from " + WdlLayout.MIN_PART + " to the block (" + blockSize
                                + "), not " + partSize, e);
            }
        }

        /** @return whether DIR holds a compact table of every material of 2 to N pieces and no full one */
        private boolean compactComplete(Variant chosen) throws IOException {
            for (Material material : Material.upTo(pieces, chosen.traits().goal() != org.draughts4j.core.Goal.FIRST_KING_WINS)) {
                if (material.ownMen() + material.ownKings() == 0 || material.oppMen() + material.oppKings() == 0) {
                    continue;
                }
                if (!Files.isRegularFile(dir.resolve(chosen.name() + "-" + material + ".wdl"))) {
                    return false;
                }
            }
            return true;
        }

        private long size(Variant chosen, Material material) {
            try {
                return Files.size(dir.resolve(chosen.name() + "-" + material + ".egtb"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** {@code draughts egtb probe}. */
    @Command(name = "probe", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
            description = {"Prints the value of each position: 'win N', 'loss N' or 'draw', for the side to move, N the"
                    + " plies to the end of the game with best play; one line per position, of --fen or of each"
                    + " line of standard input.",
                "A position the tables do not hold prints 'unknown', and the exit status is then " + Main.FAILED + "."},
            exitCodeListHeading = "%nExit status:%n",
            exitCodeList = {"0:every position was in the tables", Main.FAILED + ":a position was not",
                Main.BAD_INPUT + ":bad input, or no tables of the variant in DIR"})
    static final class Probe implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        TablesOptions tablesOptions = new TablesOptions();

        @Option(names = "--fen", paramLabel = "F", description = "The position (default: FENs on standard input, one a line).")
        String fen;

        @Option(names = "--best", description = "Also print a move that keeps the value, after a tab.")
        boolean best;

        @Override
        public Integer call() throws IOException {
            Variant chosen = tablesOptions.variant();
            try (EndgameTables tables = tablesOptions.openSome(true)) {
                PrintWriter out = spec.commandLine().getOut();
                boolean missing = false;
                if (fen != null) {
                    missing = !probe(tables, Position.fromFen(chosen, fen), out);
                } else {
                    LineReader in = new LineReader(System.in, InputLimits.MAX_INPUT_LINE);
                    int number = 0;
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        number++;
                        if (in.wasOverlong()) {
                            // Cut at the bound, the rest skipped: a line with no end held it all in memory.
                            throw new CliException("standard input, line " + number + ": longer than "
                                    + InputLimits.MAX_INPUT_LINE + " bytes, starting: '" + InputLimits.quote(line) + "'");
                        }
                        if (!line.isBlank()) {
                            missing |= !probe(tables, Position.fromFen(chosen, line.strip()), out);
                        }
                    }
                }
                out.flush();
                return missing ? Main.FAILED : 0;
            }
        }

        private boolean probe(EndgameTables tables, Position position, PrintWriter out) {
            try {
                var value = tables.probe(position);
                String line = value.map(TableValue::toString).orElse("unknown");
                if (best && value.isPresent()) {
                    if (!value.get().hasDistance()) {
                        throw new CliException("--best: " + position.toFen() + " is a " + value.get() + " of the compact"
                                + " tables, which keep no distance: a move that keeps a win may not bring it nearer,"
                                + " so none is given (build the full tables, without --wdl, for best moves)");
                    }
                    line += "\t" + tables.bestMove(position).map(Object::toString).orElse("-");
                }
                out.println(line);
                return value.isPresent();
            } catch (CorruptTableException e) {
                throw new CliException(e.getMessage(), e);
            }
        }
    }

    /** {@code draughts egtb verify}. */
    @Command(name = "verify", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
            description = {"Checks every table file in DIR: its checksum, and that every position has the value its"
                    + " moves give, read from the tables. One line per slice, then '<n> passed, <m> failed'."},
            exitCodeListHeading = "%nExit status:%n",
            exitCodeList = {"0:every slice passed", Main.FAILED + ":a slice failed",
                Main.BAD_INPUT + ":bad input, or no tables of the variant in DIR"})
    static final class Verify implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        TablesOptions tablesOptions = new TablesOptions();

        @Option(names = "--step", paramLabel = "K",
                description = "Check the positions at every K-th index only (default 1: all of them).")
        long step = 1;

        @Override
        public Integer call() {
            if (step < 1) {
                throw new CliException("--step must be at least 1, not " + step);
            }
            try (EndgameTables tables = tablesOptions.openSome(false)) {
                PrintWriter out = spec.commandLine().getOut();
                TableVerifier verifier = new TableVerifier(tables);
                int passed = 0;
                int failed = 0;
                for (Material material : tables.materials()) {
                    try {
                        TableVerifier.Result result = verifier.check(material, step);
                        if (result.passed()) {
                            passed++;
                            out.println("ok " + material + " " + result.checked() + " positions");
                        } else {
                            failed++;
                            out.println("FAILED " + material + ": " + String.join("; ", result.failures()));
                        }
                    } catch (CorruptTableException e) {
                        failed++;
                        out.println("FAILED " + material + ": " + e.getMessage());
                    }
                    out.flush();
                }
                out.println(passed + " passed, " + failed + " failed");
                return failed == 0 ? 0 : Main.FAILED;
            }
        }
    }
}
