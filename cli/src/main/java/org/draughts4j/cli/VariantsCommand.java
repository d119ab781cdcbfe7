package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.draughts4j.core.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code draughts variants}: every variant found, sorted by name. */
@Command(name = "variants", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = "Lists every variant found (those of this project and any on the class path), sorted by"
                + " name: a header line, then one line per variant with its name, its aliases (sorted,"
                + " separated by commas, '-' for none), its PDN GameType and its board, in columns separated"
                + " by at least two spaces; the board, last, may hold spaces.")
final class VariantsCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"name", "aliases", "gametype", "board"});
        List<Variant> all = new ArrayList<>(Variant.all());
        // Variants sorts already; sorting here too keeps the order a contract of this command.
        all.sort(Comparator.comparing(Variant::name));
        for (Variant variant : all) {
            // Aliases are a Set, whose order may change from run to run.
            List<String> aliases = variant.aliases().stream().sorted().toList();
            rows.add(new String[] {
                variant.name(),
                aliases.isEmpty() ? "-" : String.join(",", aliases),
                String.valueOf(variant.pdnGameType()),
                variant.geometry().toString()
            });
        }
        int[] widths = new int[3];
        for (String[] row : rows) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        for (String[] row : rows) {
            out.println(String.format(Locale.ROOT, "%-" + widths[0] + "s  %-" + widths[1] + "s  %-" + widths[2] + "s  %s",
                    (Object[]) row));
        }
        out.flush();
    }
}
