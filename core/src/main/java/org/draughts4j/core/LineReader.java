package org.draughts4j.core;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads lines of bounded length from a stream of bytes: a line ends at LF (a CR before it is
 * dropped), its bytes are read as UTF-8. A line longer than the bound is cut at the bound and its
 * rest skipped, so a peer or a pipe that never sends a line break cannot fill the memory: every
 * line read from standard input or a socket is read so ({@link InputLimits#MAX_INPUT_LINE}). Not
 * thread-safe.
 */
public final class LineReader {
    private final InputStream in;
    private final int limit;
    private final byte[] buffer = new byte[8192];
    private int position;
    private int end;
    private boolean overlong;

    /**
     * @param in the stream, read through a buffer of this reader's own (what it reads ahead is not
     *     left in the stream)
     * @param limit the most bytes of a line kept, at least 1
     */
    public LineReader(InputStream in, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, not " + limit);
        }
        this.in = in;
        this.limit = limit;
    }

    /**
     * @return the next line, cut at the bound if longer ({@link #wasOverlong()} then says so), or
     *     null at the end of the stream
     * @throws IOException if the stream fails
     */
    public String readLine() throws IOException {
        java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
        overlong = false;
        boolean any = false;
        while (true) {
            if (position == end) {
                end = in.read(buffer);
                position = 0;
                if (end <= 0) {
                    end = 0;
                    return any ? decode(line) : null;
                }
            }
            any = true;
            byte b = buffer[position++];
            if (b == '\n') {
                return decode(line);
            }
            if (line.size() < limit) {
                line.write(b);
            } else {
                overlong = true;
            }
        }
    }

    /** @return whether the last line read was longer than the bound, and cut */
    public boolean wasOverlong() {
        return overlong;
    }

    private static String decode(java.io.ByteArrayOutputStream line) {
        String text = new String(line.toByteArray(), StandardCharsets.UTF_8);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }
}
