package org.draughts4j.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import org.draughts4j.core.Variant;

/**
 * The run the launcher makes its class data sharing archive from (docs/cli.md): a small perft of
 * every variant, on two threads, in one JVM, so that the archive holds the classes of every kind of
 * board and counter (a perft of International alone left out those of 12x12, Frisian's king limit,
 * towers and the all-squares board, and each such count read and checked them again at every
 * start). Its output is thrown away.
 */
public final class ArchiveTraining {
    private ArchiveTraining() {
    }

    /**
     * Counts perft 4 from the start of every variant on the class path, on two threads (deep enough
     * to split), through the same command line as {@code draughts perft}, and exits with 0, or
     * with {@link Main#INTERNAL_ERROR} if one of them failed.
     *
     * @param args none
     */
    public static void main(String[] args) {
        System.exit(run());
    }

    /** @return 0 when every count succeeded, else {@link Main#INTERNAL_ERROR} */
    static int run() {
        // A command asks whether standard error is a terminal (its output goes nowhere here).
        Progress.onTerminal();
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        int failed = 0;
        for (Variant variant : Variant.all()) {
            if (Main.run(nowhere, nowhere, "perft", "-v", variant.name(), "-d", "4", "--threads", "2") != 0) {
                failed++;
            }
        }
        return failed == 0 ? 0 : Main.INTERNAL_ERROR;
    }
}
