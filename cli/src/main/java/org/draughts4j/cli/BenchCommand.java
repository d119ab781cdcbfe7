package org.draughts4j.cli;

import org.draughts4j.search.Bench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code draughts bench}: the built-in engine's benchmark, the same node count on every run. */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Searches a fixed set of positions, across the families of variants, to a fixed depth with the"
                    + " built-in engine (one thread, a fresh table each): one line per position, then"
                    + " 'Nodes searched: N', the same N on every run, and the speed, timed on the CPU clock of"
                    + " the searching thread."
        })
final class BenchCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Bench.run(spec.commandLine().getOut());
    }
}
