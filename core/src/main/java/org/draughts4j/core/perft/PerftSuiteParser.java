package org.draughts4j.core.perft;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.draughts4j.core.InputLimits;

/**
 * Reads perft suite files (docs/formats.md, "Perft suite files").
 *
 * <p>The format, line by line:
 * <ul>
 *   <li>{@code #} starts a comment that runs to the end of the line; a line holding only a
 *       comment is ignored;</li>
 *   <li>a blank line ends a record;</li>
 *   <li>{@code id <text>}: the record's identifier (required, once);</li>
 *   <li>{@code variant <name>}: the variant, a name or alias (optional, once); without it the
 *       record is run in the variant the suite is run with;</li>
 *   <li>{@code fen <fen>}: the position (required, once);</li>
 *   <li>{@code perft <depth> <nodes>}: the expected leaf count at a depth, each move counted once
 *       (one or more, at most one per depth);</li>
 *   <li>{@code paths <depth> <nodes>}: the same, counting every capture path separately ({@link
 *       org.draughts4j.core.perft.PerftOptions#PATHS}).</li>
 * </ul>
 * Keys are case-insensitive; node counts may group digits with {@code _} or {@code ,}. A record
 * needs an id, a FEN and at least one {@code perft} or {@code paths} line. Anything else raises a
 * {@link PerftSuiteException} naming the file, the line and the text (at most {@value
 * InputLimits#QUOTED_CHARS} characters of it). The parser checks the syntax only; variants and FENs
 * are resolved when the records are run ({@link PerftRunner}).
 *
 * <p>Bounds: a line is at most {@value InputLimits#MAX_LINE_CHARS} characters (a longer one is
 * an error as soon as it is seen, without reading the rest of it), and a file must be a regular
 * file (a device such as {@code /dev/zero} or a named pipe is refused before it is read). Files
 * and streams are read line by line, so memory holds one line and the records.
 *
 * <p>Stateless and thread-safe.
 */
public final class PerftSuiteParser {

    private PerftSuiteParser() {}

    /**
     * @param file a suite file, read as UTF-8
     * @return its records, in file order
     * @throws PerftSuiteException if the file is malformed, has a line over {@value
     *     InputLimits#MAX_LINE_CHARS} characters, or is not UTF-8 text
     * @throws UncheckedIOException if it cannot be read, or is not a regular file (a directory, a
     *     device, a named pipe)
     */
    public static List<PerftRecord> parse(Path file) {
        try {
            InputLimits.requireRegularFile(file);
            try (InputStream in = Files.newInputStream(file)) {
                return parse(new ByteLines(in, file.toString()), file.toString());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + reason(e), e);
        }
    }

    /**
     * @param url a suite file, such as a class-path resource from {@link
     *     org.draughts4j.core.Variant#perftSuites()}, read as UTF-8
     * @return its records, in file order
     * @throws PerftSuiteException if the file is malformed, has a line over {@value
     *     InputLimits#MAX_LINE_CHARS} characters, or is not UTF-8 text
     * @throws UncheckedIOException if it cannot be read
     */
    public static List<PerftRecord> parse(URL url) {
        String source = sourceName(url);
        try (InputStream in = url.openStream()) {
            return parse(new ByteLines(in, source), source);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + url + ": " + e.getMessage(), e);
        }
    }

    /** @return why a file could not be read, without the file name a FileSystemException repeats */
    private static String reason(IOException e) {
        if (e instanceof FileSystemException) {
            String reason = ((FileSystemException) e).getReason();
            if (reason != null) {
                return reason;
            }
            if (e instanceof NoSuchFileException) {
                return "no such file";
            }
            if (e instanceof AccessDeniedException) {
                return "permission denied";
            }
        }
        return String.valueOf(e.getMessage());
    }

    /**
     * @return how messages name a suite read from {@code url}: the entry name inside a jar (such as
     *     {@code META-INF/draughts4j/suites/russian/start.perft}), the path of a file, else the URL
     */
    static String sourceName(URL url) {
        String text = url.toString();
        int bang = text.indexOf("!/");
        if ("jar".equals(url.getProtocol()) && bang >= 0) {
            return text.substring(bang + 2);
        }
        if ("file".equals(url.getProtocol())) {
            try {
                return Path.of(url.toURI()).toString();
            } catch (java.net.URISyntaxException | IllegalArgumentException e) {
                return url.getPath();
            }
        }
        return text;
    }

    /**
     * @param text the whole content of a suite
     * @param source its name, for messages
     * @return its records, in order
     * @throws PerftSuiteException if the text is malformed or has a line over {@value
     *     InputLimits#MAX_LINE_CHARS} characters
     */
    public static List<PerftRecord> parse(String text, String source) {
        try {
            return parse(new StringReader(text), source);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail
        }
    }

    /**
     * @param reader the suite; not closed
     * @param source its name, for messages
     * @return its records, in order
     * @throws PerftSuiteException if the text is malformed or has a line over {@value
     *     InputLimits#MAX_LINE_CHARS} characters
     * @throws IOException if the reader fails
     */
    public static List<PerftRecord> parse(Reader reader, String source) throws IOException {
        return parse(new CharLines(reader, source), source);
    }

    private static List<PerftRecord> parse(Lines lines, String source) throws IOException {
        List<PerftRecord> records = new ArrayList<>();
        Builder builder = null;
        int number = 0;
        String raw;
        while ((raw = lines.next()) != null) {
            number++;
            if (number == 1 && raw.startsWith("\uFEFF")) {
                raw = raw.substring(1);
            }
            if (raw.isBlank()) {
                if (builder != null) {
                    records.add(builder.build());
                    builder = null;
                }
                continue;
            }
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (line.isEmpty()) {
                continue; // a comment line neither starts nor ends a record
            }
            if (builder == null) {
                builder = new Builder(source, number);
            }
            builder.add(line, number);
        }
        if (builder != null) {
            records.add(builder.build());
        }
        return Collections.unmodifiableList(records);
    }

    /** The lines of a suite, one at a time, each at most {@link InputLimits#MAX_LINE_CHARS} long. */
    private interface Lines {
        /**
         * @return the next line without its line end, or null at the end
         * @throws PerftSuiteException for a line over the bound, or bytes that are not UTF-8
         */
        String next() throws IOException;
    }

    /** Lines of text, ended by LF, CR LF or CR, as {@link java.io.BufferedReader#readLine()} reads them. */
    private static final class CharLines implements Lines {
        private final Reader in;
        private final String source;
        private final StringBuilder line = new StringBuilder();
        private int number;
        /** A character read ahead after a CR, or -2 for none. */
        private int pending = -2;

        CharLines(Reader in, String source) {
            this.in = in instanceof java.io.BufferedReader ? in : new java.io.BufferedReader(in);
            this.source = source;
        }

        @Override
        public String next() throws IOException {
            line.setLength(0);
            number++;
            int c = pending != -2 ? pending : in.read();
            pending = -2;
            if (c < 0) {
                return null;
            }
            while (c >= 0 && c != '\n' && c != '\r') {
                if (line.length() == InputLimits.MAX_LINE_CHARS) {
                    throw tooLong(source, number, line.toString());
                }
                line.append((char) c);
                c = in.read();
            }
            if (c == '\r') {
                int after = in.read();
                pending = after == '\n' ? -2 : after;
            }
            return line.toString();
        }
    }

    /**
     * Lines of UTF-8 bytes, ended by LF, CR LF or CR (as {@link CharLines} reads text), each
     * decoded on its own, so that bytes that are not UTF-8 are reported on their line.
     */
    private static final class ByteLines implements Lines {
        private final InputStream in;
        private final String source;
        private byte[] line = new byte[256];
        private int number;
        /** The bytes read before the current line, for messages. */
        private long offset;

        ByteLines(InputStream in, String source) {
            this.in = in instanceof BufferedInputStream ? in : new BufferedInputStream(in, 1 << 16);
            this.source = source;
        }

        @Override
        public String next() throws IOException {
            int length = 0;
            int b = in.read();
            if (b < 0) {
                return null;
            }
            number++;
            while (b >= 0 && b != '\n' && b != '\r') {
                if (length == InputLimits.MAX_LINE_CHARS) {
                    throw tooLong(source, number, new String(line, 0, length, StandardCharsets.UTF_8));
                }
                if (length == line.length) {
                    line = Arrays.copyOf(line, Math.min(InputLimits.MAX_LINE_CHARS, length * 2));
                }
                line[length++] = (byte) b;
                b = in.read();
            }
            int ending = b < 0 ? 0 : 1;
            if (b == '\r') {
                in.mark(1);
                if (in.read() == '\n') {
                    ending++;
                } else {
                    in.reset();
                }
            }
            ByteBuffer bytes = ByteBuffer.wrap(line, 0, length);
            CharBuffer text = CharBuffer.allocate(length);
            CoderResult result = StandardCharsets.UTF_8.newDecoder().decode(bytes, text, true);
            if (result.isError()) {
                throw new PerftSuiteException(source, number, "",
                        "not UTF-8 text (byte " + (offset + bytes.position() + 1) + ")");
            }
            offset += length + ending;
            return text.flip().toString();
        }
    }

    private static PerftSuiteException tooLong(String source, int number, String start) {
        // The line's start only: its length is not known, and the rest is not read.
        String shown = start.length() > InputLimits.QUOTED_CHARS ? start.substring(0, InputLimits.QUOTED_CHARS) : start;
        return new PerftSuiteException(source, number, shown, "a line longer than " + InputLimits.MAX_LINE_CHARS
                + " characters, starting");
    }

    private static final class Builder {
        private final String source;
        private final int line;
        private String id;
        private String variant;
        private int variantLine;
        private String fen;
        private int fenLine;
        private final List<PerftRecord.Expectation> expectations = new ArrayList<>();

        Builder(String source, int line) {
            this.source = source;
            this.line = line;
        }

        void add(String text, int number) {
            int space = indexOfWhitespace(text);
            String key = (space < 0 ? text : text.substring(0, space)).toLowerCase(Locale.ROOT);
            String value = space < 0 ? "" : text.substring(space).strip();
            switch (key) {
                case "id":
                    id = single(key, id, value, text, number);
                    break;
                case "variant":
                    variant = single(key, variant, value, text, number);
                    variantLine = number;
                    break;
                case "fen":
                    fen = single(key, fen, value, text, number);
                    fenLine = number;
                    break;
                case "perft":
                case "paths":
                    expectations.add(expectation(key.equals("paths"), value, text, number));
                    break;
                default:
                    throw error(number, text,
                            "unknown key '" + InputLimits.quote(key) + "' (expected id, variant, fen, perft or paths)");
            }
        }

        private PerftRecord.Expectation expectation(boolean paths, String value, String text, int number) {
            String[] parts = value.isEmpty() ? new String[0] : value.split("\\s+");
            if (parts.length != 2) {
                throw error(number, text, "expected '" + (paths ? "paths" : "perft") + " <depth> <nodes>'");
            }
            int depth;
            try {
                depth = Integer.parseInt(parts[0]);
            } catch (NumberFormatException e) {
                throw error(number, text, "depth '" + InputLimits.quote(parts[0]) + "' is not a number");
            }
            if (depth < 1) {
                throw error(number, text, "depth must be at least 1");
            }
            String digits = parts[1].replace("_", "").replace(",", "");
            long nodes;
            try {
                if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    throw new NumberFormatException();
                }
                nodes = Long.parseLong(digits);
            } catch (NumberFormatException e) {
                throw error(number, text, "node count '" + InputLimits.quote(parts[1]) + "' is not a non-negative number");
            }
            for (PerftRecord.Expectation previous : expectations) {
                if (previous.depth() == depth && previous.paths() == paths) {
                    throw error(number, text, "depth " + depth + " is already given on line " + previous.line());
                }
            }
            return new PerftRecord.Expectation(depth, nodes, paths, number);
        }

        /**
         * @return {@code value}, checked as the value of a key a record gives once: not empty, and
         *     {@code previous}, the value the record gave before, null
         */
        private String single(String key, String previous, String value, String text, int number) {
            if (value.isEmpty()) {
                throw error(number, text, "'" + key + "' needs a value");
            }
            if (previous != null) {
                // Every record has an id and a fen: a second one is most likely the next record's.
                String hint = key.equals("variant") ? "" : " (records are separated by blank lines)";
                throw error(number, text, "a second " + key + " in one record" + hint);
            }
            return value;
        }

        PerftRecord build() {
            String where = id == null ? "record" : "record '" + InputLimits.quote(id) + "'";
            if (id == null) {
                throw new PerftSuiteException(source, line, null, "record has no id line");
            }
            if (fen == null) {
                throw new PerftSuiteException(source, line, null, where + " has no fen line");
            }
            if (expectations.isEmpty()) {
                throw new PerftSuiteException(source, line, null, where + " has no perft line");
            }
            return new PerftRecord(source, line, id, variant, variantLine, fen, fenLine, expectations);
        }

        private PerftSuiteException error(int number, String text, String reason) {
            return new PerftSuiteException(source, number, text, reason);
        }

        private static int indexOfWhitespace(String text) {
            for (int i = 0; i < text.length(); i++) {
                if (Character.isWhitespace(text.charAt(i))) {
                    return i;
                }
            }
            return -1;
        }
    }
}
