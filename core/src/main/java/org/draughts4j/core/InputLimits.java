package org.draughts4j.core;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * The bounds that every reader of untrusted text in this library holds (docs/formats.md, "Limits
 * of the readers"), so that no input, however long, exhausts memory or fills an error message:
 *
 * <ul>
 *   <li>a FEN is at most {@value #MAX_FEN_CHARS} characters ({@link Fen#parse});</li>
 *   <li>a move is at most {@value #MAX_MOVE_CHARS} characters ({@link Notation#parse});</li>
 *   <li>a line of a perft suite is at most {@value #MAX_LINE_CHARS} characters
 *       ({@link org.draughts4j.core.perft.PerftSuiteParser});</li>
 *   <li>a PDN game is at most {@link org.draughts4j.core.pdn.PdnReader#MAX_GAME_CHARS} characters,
 *       its lines and tokens included;</li>
 *   <li>an error message quotes at most {@value #QUOTED_CHARS} characters of an offending token
 *       ({@link #quote(String)}), its line breaks and other control characters escaped, so that it
 *       stays on one line; a whole FEN at most {@value #QUOTED_FEN_CHARS};</li>
 *   <li>a line of standard input or a socket is at most {@value #MAX_INPUT_LINE} bytes ({@link
 *       LineReader});</li>
 *   <li>readers of files read regular files only ({@link #requireRegularFile(Path)}): a device
 *       such as {@code /dev/zero} never ends, and a named pipe may wait for a writer for ever.</li>
 * </ul>
 *
 * <p>Each bound is far above what a real input needs: the longest FEN of any variant, a tower in
 * every square of column draughts included, is under a thousand characters, and the longest move
 * path (twenty-odd captures on 12x12) under two hundred.
 */
public final class InputLimits {
    /** The longest FEN text read, in characters. */
    public static final int MAX_FEN_CHARS = 10_000;
    /** The longest move text read, in characters. */
    public static final int MAX_MOVE_CHARS = 1_000;
    /** The longest line of a perft suite, in characters (and in bytes, read from a file). */
    public static final int MAX_LINE_CHARS = 16_384;
    /**
     * The longest line read from standard input or a socket, in bytes ({@link LineReader}): a Hub
     * command, a FEN for {@code egtb probe}, a move for {@code play}. A longer line is refused whole.
     */
    public static final int MAX_INPUT_LINE = 65_536;
    /** The most characters of an offending token an error message quotes. */
    public static final int QUOTED_CHARS = 40;
    /** The most characters of a whole FEN an error message quotes. */
    public static final int QUOTED_FEN_CHARS = 80;

    /** Threads a count given by a user may start, for each core the JVM may use ({@link #maxThreads()}). */
    public static final int THREADS_PER_CORE = 4;

    private InputLimits() {}

    /**
     * The most threads a count given by a user (a build's, a count's, games at once) may start:
     * {@value #THREADS_PER_CORE} for each core the JVM may use. More only wait for each other, and
     * a count of a hundred thousand would take the machine's process ids before it failed.
     *
     * @return {@value #THREADS_PER_CORE} times {@link Runtime#availableProcessors()}
     */
    public static int maxThreads() {
        return THREADS_PER_CORE * Runtime.getRuntime().availableProcessors();
    }

    /**
     * The most megabytes a table sized by a user (a search's hash) may take: half the heap the JVM
     * may grow to, the rest left to everything else. A larger one is refused before it is made:
     * making it would fail with an OutOfMemoryError, or take seconds and most of the machine's
     * memory to clear.
     *
     * @return half of {@link Runtime#maxMemory()}, in megabytes (2^20 bytes)
     */
    public static long maxTableMegabytes() {
        return Runtime.getRuntime().maxMemory() / 2 / (1024 * 1024);
    }

    /**
     * @param what the count's name as the user gave it: {@code --threads}, {@code option threads}
     * @param count the count
     * @return why the count is not 1 to {@link #maxThreads()} (the bound and the cores in the
     *     words), or empty when it is
     */
    public static Optional<String> threadsProblem(String what, long count) {
        int most = maxThreads();
        if (count >= 1 && count <= most) {
            return Optional.empty();
        }
        int cores = Runtime.getRuntime().availableProcessors();
        return Optional.of(what + " must be 1 to " + most + " (" + THREADS_PER_CORE + " for each of the " + cores
                + (cores == 1 ? " core" : " cores") + " here), not " + count);
    }

    /**
     * @param text text to quote in an error message, or null
     * @return {@code text} as it is when it has at most {@value #QUOTED_CHARS} characters, else its
     *     first {@value #QUOTED_CHARS} followed by {@code ... (<n> characters)}; control
     *     characters written as {@code \xNN} ({@link #printable})
     */
    public static String quote(String text) {
        return quote(text, QUOTED_CHARS);
    }

    /**
     * @param text text to quote in an error message, or null
     * @param most the most characters to quote, at least 1
     * @return {@code text}, or its first {@code most} characters followed by {@code ... (<n>
     *     characters)}, control characters escaped
     */
    public static String quote(String text, int most) {
        if (text == null) {
            return "null";
        }
        boolean cut = text.length() > most;
        int end = cut ? most : text.length();
        if (cut && Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        StringBuilder quoted = new StringBuilder(end + 24);
        appendPrintable(quoted, text, end);
        if (cut) {
            quoted.append("... (").append(text.length()).append(" characters)");
        }
        return quoted.toString();
    }

    /**
     * The one rule for text that came from outside (a file, a peer, an engine) on its way to a
     * terminal, a log or a PDN tag: every control character (U+0000 to U+001F, U+007F to U+009F:
     * escapes, bells, carriage returns, NULs) is written as {@code \xNN}, two hex digits; nothing
     * else changes. A terminal then shows what was sent and obeys none of it.
     *
     * @param text text from outside, or null
     * @return it with its control characters escaped; {@code "null"} for null
     */
    public static String printable(CharSequence text) {
        if (text == null) {
            return "null";
        }
        StringBuilder printable = new StringBuilder(text.length() + 8);
        appendPrintable(printable, text, text.length());
        return printable.toString();
    }

    private static void appendPrintable(StringBuilder to, CharSequence text, int end) {
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c)) {
                to.append(String.format("\\x%02x", (int) c));
            } else {
                to.append(c);
            }
        }
    }

    /**
     * @param file a path
     * @return why {@code file} cannot be read as a text file, saying what it is (a directory, a
     *     named pipe, a device), or empty when it is a readable regular file
     */
    public static Optional<String> unreadable(Path file) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return Optional.of(Files.isSymbolicLink(file) ? "a symbolic link to a missing file" : "no such file");
        } catch (AccessDeniedException e) {
            return Optional.of("permission denied on a folder on its path");
        } catch (IOException e) {
            return Optional.of(String.valueOf(e.getMessage()));
        }
        if (attributes.isDirectory()) {
            return Optional.of("it is a directory");
        }
        if (!attributes.isRegularFile()) {
            // A named pipe would wait for a writer, perhaps for ever; a device never ends.
            return Optional.of("it is " + kind(file) + ", not a regular file");
        }
        if (!Files.isReadable(file)) {
            return Optional.of("permission denied");
        }
        return Optional.empty();
    }

    /**
     * @param file a file about to be read
     * @throws FileSystemException naming the file and why, when it is not a readable regular file
     *     ({@link #unreadable(Path)}): missing, a directory, a device, a named pipe, no permission
     */
    public static void requireRegularFile(Path file) throws FileSystemException {
        Optional<String> problem = unreadable(file);
        if (problem.isPresent()) {
            throw new FileSystemException(file.toString(), null, problem.get());
        }
    }

    /** @return what kind of special file {@code file} is, from its Unix mode where the platform gives it */
    private static String kind(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode");
            switch (mode & 0170000) {
                case 0010000:
                    return "a named pipe (FIFO)";
                case 0020000:
                    return "a character device";
                case 0060000:
                    return "a block device";
                case 0140000:
                    return "a socket";
                default:
                    break;
            }
        } catch (IOException | RuntimeException e) {
            // No Unix attributes here: the generic name below.
        }
        return "a special file";
    }
}
