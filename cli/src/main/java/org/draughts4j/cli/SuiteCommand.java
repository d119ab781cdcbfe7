package org.draughts4j.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.PerftRecord;
import org.draughts4j.core.perft.PerftResult;
import org.draughts4j.core.perft.PerftRunner;
import org.draughts4j.core.perft.PerftSuiteParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code draughts suite}: runs perft suite files; one line per failed record, then {@code <n>
 * passed, <m> failed}, and {@code , <k> partly checked} when the budget skipped some counts of
 * records that passed the others; exit status 1 when anything failed.
 */
@Command(name = "suite", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Runs perft suite files (format in docs/formats.md, 'Perft suite files'): one line per failed"
                    + " record naming its id, depth, expected and actual counts, then '<n> passed, <m> failed',"
                    + " followed by ', <k> partly checked' when --budget skipped some but not all counts of k"
                    + " records that passed the rest. Exit status " + Main.FAILED + " when anything failed, " + Main.NOTHING_CHECKED
                    + " when nothing was"
                    + " checked (no record, or every count over the budget).",
            "Records without a variant line use -v (default: international). With no FILE, runs the suites"
                    + " that come with every variant found, or with -v's variant only.",
            "On a terminal, a run longer than a second shows its progress (record, leaves counted, time, speed)"
                    + " on one line of standard error, rewritten in place and cleared at the end; never when"
                    + " standard error is a pipe or a file."
        })
final class SuiteCommand implements Callable<Integer> {
    private record Suite(List<PerftRecord> records, PerftRunner runner) {}

    @Spec
    CommandSpec spec;

    @Mixin
    VariantOption variant = new VariantOption();

    @Option(names = "--budget", paramLabel = "N",
            description = "Check only counts of at most N nodes; larger ones are skipped (default: no limit)."
                    + " A record with some counts checked and some skipped is not counted as passed but as"
                    + " 'partly checked'; one with every count skipped is reported as skipped.")
    long budget = Long.MAX_VALUE;

    @Option(names = "--divide", description = "After each failure, print its divide (one line per root move).")
    boolean divide;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Suite files.")
    List<Path> files = new ArrayList<>();

    @Override
    public Integer call() {
        if (budget < 0) {
            throw new CliException("--budget must not be negative, not " + budget);
        }
        // Read and resolve everything first, so that bad input stops the run before any counting.
        List<Suite> suites = new ArrayList<>();
        if (files.isEmpty()) {
            List<Variant> variants = variant.given() ? List.of(variant.resolve()) : Variant.all();
            for (Variant variant : variants) {
                for (URL url : variant.perftSuites()) {
                    suites.add(new Suite(read(url), new PerftRunner(variant, budget)));
                }
            }
        } else {
            Variant chosen = variant.resolve();
            PerftRunner runner = new PerftRunner(chosen, budget);
            for (Path file : files) {
                suites.add(new Suite(read(file), runner));
            }
        }
        suites.forEach(suite -> suite.records().forEach(suite.runner()::position));

        PrintWriter out = spec.commandLine().getOut();
        int passed = 0;
        int failed = 0;
        int partly = 0;
        int skipped = 0;
        int records = suites.stream().mapToInt(suite -> suite.records().size()).sum();
        AtomicInteger current = new AtomicInteger();
        AtomicReference<String> id = new AtomicReference<>("");
        // The leaves of the counts done: they stand for the nodes searched, as in perft's lines.
        AtomicLong counted = new AtomicLong();
        try (Progress progress = Progress.start(DraughtsCommand.progress(spec), spec.commandLine().getErr(),
                () -> "suite record " + current.get() + " of " + records + " (" + id.get() + ")", counted::get)) {
            for (Suite suite : suites) {
                PerftRunner runner = suite.runner();
                for (PerftRecord record : suite.records()) {
                    current.incrementAndGet();
                    id.set(record.id());
                    List<PerftResult> results = runner.run(List.of(record),
                            result -> counted.addAndGet(result.skipped() ? 0 : result.actual()));
                    PerftResult failure = results.stream().filter(PerftResult::failed).findFirst().orElse(null);
                    if (failure != null) {
                        failed++;
                        progress.clear();
                        out.println(failure.summary());
                        if (divide) {
                            for (var entry : failure.divide()) {
                                out.println("  " + entry.move() + ": " + entry.nodes());
                            }
                        }
                        out.flush();
                    } else if (results.stream().noneMatch(PerftResult::passed)) {
                        skipped++;
                    } else if (results.stream().anyMatch(PerftResult::skipped)) {
                        // Not a pass: a count over the budget was never checked, and may be wrong.
                        partly++;
                    } else {
                        passed++;
                    }
                }
            }
        }
        if (skipped > 0) {
            out.println(skipped + " skipped: every count over the budget of " + budget + " nodes");
        }
        // The first two counts are the contract's summary line (CONVENTIONS.md); what follows is
        // added only when there is some, so a run that checks everything prints it unchanged.
        out.println(passed + " passed, " + failed + " failed" + (partly > 0 ? ", " + partly + " partly checked" : ""));
        out.flush();
        if (failed > 0) {
            return Main.FAILED;
        }
        if (passed + partly == 0) {
            // A run that checked no count proves nothing: it must not read as a pass.
            PrintWriter err = spec.commandLine().getErr();
            err.println("draughts: nothing checked: " + (records == 0 ? "no record in the suites given"
                    : "every count is over the budget of " + budget + " nodes"));
            err.flush();
            return Main.NOTHING_CHECKED;
        }
        return 0;
    }

    private static List<PerftRecord> read(Path file) {
        // A device (/dev/zero) never ends and a named pipe may wait for ever: regular files only.
        String problem = InputLimits.unreadable(file).orElse(null);
        if (problem != null) {
            throw new CliException("cannot read '" + file + "': " + problem);
        }
        try {
            return PerftSuiteParser.parse(file);
        } catch (UncheckedIOException e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    private static List<PerftRecord> read(URL url) {
        try {
            return PerftSuiteParser.parse(url);
        } catch (UncheckedIOException e) {
            throw new CliException("cannot read '" + url + "': " + e.getCause().getMessage(), e);
        }
    }
}
