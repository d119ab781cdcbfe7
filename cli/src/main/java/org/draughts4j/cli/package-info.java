/**
 * The {@code draughts} command line (docs/cli.md): picocli commands over the core's public API.
 *
 * <h2>How a perft starts fast</h2>
 * A count of a quarter of a second is mostly the JVM's start and the JIT's warm-up, so the perft
 * path of this command line keeps its start short, and keeps the tricks for that here rather than
 * in the library:
 * <ul>
 *   <li>{@link org.draughts4j.cli.QuickPerft} reads the usual perft command lines without picocli,
 *       whose start (its reflection and annotations) took about a tenth of a second, and no class of
 *       picocli is loaded on that path (its class files are too old for the class data sharing
 *       archive).</li>
 *   <li>{@link org.draughts4j.cli.BundledVariants} makes the variant named on the command line
 *       directly, without {@link java.util.ServiceLoader} making all twenty-one (8 ms).</li>
 *   <li>No lambda or method reference runs on the perft path, ours or the library's: the first one
 *       a JVM links starts the method-handle machinery (a few milliseconds) and each further one
 *       takes about a millisecond, interpreted. The code there uses small classes instead, and
 *       {@code PerftStartTest} checks that a perft run links none (and compiles no regular
 *       expression); the library's perft path is written without them as well.</li>
 *   <li>The launcher ({@code ./draughts}) keeps a class data sharing archive next to the jar, trained
 *       on a perft of every variant ({@link org.draughts4j.cli.ArchiveTraining}), and checks whether
 *       the jar is stale without starting a process.</li>
 * </ul>
 * Everything else (the other commands, error paths) reads as ordinary Java.
 */
package org.draughts4j.cli;
