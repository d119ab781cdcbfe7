package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.draughts4j.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code draughts serve}: the web page that plays and analyses every variant, on a local server
 * (docs/web.md). Its classes, and the JDK's HTTP server, load only for this command.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Serves a web page to play and analyse every variant in the browser, and its HTTP API (docs/web.md).",
            "Prints 'serving http://HOST:PORT/' first, then serves until stopped (Ctrl-C). Binds 127.0.0.1"
                    + " unless --host is given; pages pick among the engines given here, never others."
        })
final class ServeCommand implements Runnable {
    /** Counted down to stop a server a test started in this process; Ctrl-C stops the others. */
    static volatile CountDownLatch stop;

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080",
            description = "The port, 0 for a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", paramLabel = "H", defaultValue = "127.0.0.1",
            description = "The address to bind (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for every"
                    + " address: anyone who can reach it may use its engines).")
    String host;

    @Option(names = "--engine", paramLabel = "SPEC",
            description = "An engine the page may play and analyse with; may be given more than once (default:"
                    + " builtin at levels 1 to 10, named 'builtin level N'). The last one analyses.")
    List<String> engines = new ArrayList<>();

    @Option(names = "--tables", paramLabel = "DIR",
            description = "Endgame tables ('draughts egtb build') the built-in engines probe.")
    Path tables;

    @Override
    public void run() {
        if (port < 0 || port > 65535) {
            throw new CliException("--port must be from 0 to 65535, not " + port);
        }
        if (host.isBlank()) {
            // Java reads an empty name as this machine, and the page's address printed would have none.
            throw new CliException("--host takes an address or a name, not '" + host + "'");
        }
        if (tables != null && !Files.isDirectory(tables)) {
            throw new CliException("--tables: not a directory: " + tables);
        }
        List<String> specs = engines.isEmpty() ? WebServer.defaultEngines() : engines;
        for (String engine : specs) {
            // A bad spec fails now, with one line, rather than on the page.
            EngineOption.open(engine).close();
        }
        try (LibraryWarnings warnings = LibraryWarnings.printedTo(spec.commandLine().getErr())) {
            serve(specs);
        }
    }

    private void serve(List<String> specs) {
        WebServer server;
        try {
            server = WebServer.start(host, port, specs, tables);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot serve on " + host + ":" + port + ": " + e.getMessage(), e);
        }
        CountDownLatch done = stop != null ? stop : new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            server.close();
            done.countDown();
        }, "draughts-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        PrintWriter out = spec.commandLine().getOut();
        out.println("serving " + server.uri());
        out.flush();
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // Shutting down already: the hook runs.
            }
        }
    }
}
