package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.draughts4j.match.Opening;
import org.draughts4j.match.OpeningSets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code draughts openings}: the opening sets of engine matches, listed or printed. */
@Command(name = "openings", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "With --list: one line per opening set shipped (name, variant, openings played, source), in"
                    + " columns separated by at least two spaces.",
            "With a set's name: its openings, one a line: the moves in the variant's notation separated by"
                    + " spaces, a tab, the FEN after them; barred openings (the ACF's) only with --all."
        })
final class OpeningsCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Option(names = "--list", description = "List the opening sets.")
    boolean list;

    @Option(names = "--all", description = "Print the barred openings too (english-3move: 174 rather than 156).")
    boolean all;

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", description = "The set to print, such as international-2move.")
    String name;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        if (list == (name != null)) {
            throw new CliException("give --list, or the name of a set (" + String.join(", ", OpeningSets.names()) + ")");
        }
        if (list) {
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"name", "variant", "openings", "source"});
            for (OpeningSets.Summary summary : OpeningSets.summaries()) {
                rows.add(new String[] {summary.name(), summary.variant(), String.valueOf(summary.count()),
                    (summary.all() != summary.count() ? "(" + summary.all() + " with --all) " : "") + summary.source()});
            }
            int[] widths = new int[3];
            for (String[] row : rows) {
                for (int i = 0; i < widths.length; i++) {
                    widths[i] = Math.max(widths[i], row[i].length());
                }
            }
            for (String[] row : rows) {
                out.println(String.format(Locale.ROOT, "%-" + widths[0] + "s  %-" + widths[1] + "s  %" + widths[2]
                        + "s  %s", (Object[]) row));
            }
        } else {
            List<Opening> openings;
            try {
                openings = OpeningSets.byName(name).openings(all);
            } catch (IllegalArgumentException e) {
                throw new CliException(e.getMessage(), e);
            }
            for (Opening opening : openings) {
                out.println(opening.line());
            }
        }
        out.flush();
    }
}
