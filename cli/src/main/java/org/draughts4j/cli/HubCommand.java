package org.draughts4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.hub.HubServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code draughts hub}: an engine served over Hub v2 on standard input and output. */
@Command(name = "hub", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Serves an engine over the Hub protocol (version 2, as Scan 3.1 speaks it) on standard input and"
                    + " output, for Hub GUIs and clients. With hub:PATH it stands between the client and another"
                    + " Hub engine.",
            "Beyond Hub's five variants, set-param name=variant takes every variant name, and pos"
                    + " fen=\"<FEN>\" sets any position; moves are then in the variant's notation (docs/engines.md)."
        })
final class HubCommand implements Runnable {
    /** Standard input; tests give another. */
    static InputStream input = System.in;

    @Spec
    CommandSpec spec;

    @Option(names = "--engine", paramLabel = "SPEC", defaultValue = "builtin",
            description = "The engine to serve (default: ${DEFAULT-VALUE}).")
    String engine;

    @Option(names = "--allow-files",
            description = "Let the client set the engine's options that name files (builtin's weights, patterns and tables);"
                    + " by default they are not offered, and a client that sets one gets an error line.")
    boolean allowFiles;

    @Override
    public void run() {
        // Standard output is the protocol's: an engine's warnings go to standard error, a line each.
        try (LibraryWarnings warnings = LibraryWarnings.printedTo(spec.commandLine().getErr());
                Engine opened = EngineOption.open(engine)) {
            new HubServer(opened, input, spec.commandLine().getOut()).allowFiles(allowFiles).run();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read standard input: " + e.getMessage(), e);
        }
    }
}
