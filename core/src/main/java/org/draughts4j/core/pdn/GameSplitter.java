package org.draughts4j.core.pdn;

import java.io.IOException;
import java.io.Reader;

/**
 * Cuts the text of a PDN file into games as it reads it, so that a reader holds one game at a
 * time whatever the size of the file. A game ends where a tag section follows movetext, as the
 * parser sees it: a {@code [} outside comments, tag values and {@code ;} or {@code %} lines. A
 * brace comment ends at its first {@code }}, and one left open ends, unterminated, at a line that
 * starts a tag ({@code [} and a letter in its first column), so that it cannot swallow the games
 * after it. CR, LF and
 * CRLF all end lines. A piece of text longer than the limit is not kept: it is reported as too
 * long as soon as it passes the limit (so that an endless input gives it back too) and then
 * skipped to its end. One pass, no backtracking: linear in the input.
 */
final class GameSplitter {

    /** A piece of the file: one game, or several games without tags between them. */
    record Chunk(String text, boolean tooLong) {}

    private final Reader in;
    private final int maxChars;
    private final char[] buffer = new char[1 << 16];
    private int length;
    private int index;
    private boolean eof;

    private StringBuilder chunk = new StringBuilder();
    /** Whether the current piece passed the limit: it has been reported, and the rest is skipped. */
    private boolean tooLong;
    /** The head of a piece that has just passed the limit, to report before reading on. */
    private Chunk passedLimit;
    private boolean movetext;
    private boolean inBrace;
    private boolean inLine;
    private boolean inTag;
    private boolean inQuote;
    private boolean escaped;
    /** The next character is the first of a line (a NUL character is no line end). */
    private boolean lineStart = true;
    /** A '[' at the start of a line inside a comment, held until the next character shows whether a tag starts. */
    private boolean heldBracket;

    /**
     * @param in the text
     * @param maxChars the longest piece kept; a longer one is reported and skipped
     */
    GameSplitter(Reader in, int maxChars) {
        this.in = in;
        this.maxChars = maxChars;
    }

    /** @return the next piece of the file, or null at its end */
    Chunk next() throws IOException {
        while (true) {
            if (index == length) {
                if (eof || !fill()) {
                    return flush(true);
                }
            }
            char c = buffer[index++];
            Chunk done = accept(c);
            if (done != null) {
                return done;
            }
        }
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        if (n < 0) {
            eof = true;
            return false;
        }
        length = n;
        index = 0;
        return true;
    }

    /** Takes one character; returns the piece it ends, if it starts a new game. */
    private Chunk accept(char c) {
        Chunk done = null;
        if (heldBracket) {
            heldBracket = false;
            if (Character.isLetter(c)) {
                // An open comment meets a tag line: the comment was never closed, the game ends.
                done = cut();
                inBrace = false;
                startTag();
                append('[');
            } else {
                append('[');
            }
        }
        boolean newline = c == '\n' || c == '\r';
        if (inLine) {
            inLine = !newline;
        } else if (inTag) {
            if (newline) {
                inTag = false;
            } else if (inQuote) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    inQuote = false;
                }
            } else if (c == '"') {
                inQuote = true;
            } else if (c == ']') {
                inTag = false;
            }
        } else if (inBrace) {
            if (c == '}') {
                inBrace = false;
            } else if (c == '[' && atColumnZero()) {
                heldBracket = true;
                updateLine(c);
                return done;
            }
        } else if (c == '{') {
            inBrace = true;
        } else if (c == ';') {
            inLine = true;
        } else if (c == '%' && atColumnZero()) {
            inLine = true;
        } else if (c == '[') {
            if (movetext) {
                done = cut();
            }
            startTag();
        } else if (!Character.isWhitespace(c) && c != '\uFEFF') {
            movetext = true;
        }
        append(c);
        updateLine(c);
        if (done == null && passedLimit != null) {
            done = passedLimit;
            passedLimit = null;
        }
        return done;
    }

    private boolean atColumnZero() {
        return lineStart;
    }

    private void startTag() {
        inTag = true;
        inQuote = false;
        escaped = false;
    }

    private void updateLine(char c) {
        lineStart = c == '\n' || c == '\r';
    }

    private void append(char c) {
        if (tooLong) {
            return;
        }
        if (chunk.length() >= maxChars) {
            tooLong = true;
            passedLimit = new Chunk(chunk.substring(0, Math.min(chunk.length(), 4096)), true);
            chunk = new StringBuilder();
            return;
        }
        chunk.append(c);
    }

    /**
     * Ends the current piece before the character being read, which starts the next.
     *
     * @return the piece, or null for one too long, already reported
     */
    private Chunk cut() {
        Chunk done = tooLong ? null : new Chunk(chunk.toString(), false);
        chunk = new StringBuilder();
        tooLong = false;
        movetext = false;
        return done;
    }

    private Chunk flush(boolean end) {
        if (heldBracket) {
            heldBracket = false;
            append('[');
        }
        if (passedLimit != null) {
            // The input ended on the character that passed the limit.
            Chunk done = passedLimit;
            passedLimit = null;
            cut();
            return done;
        }
        if (chunk.length() == 0 && !tooLong) {
            return null;
        }
        Chunk done = cut();
        return done == null || end && done.text().isBlank() ? null : done;
    }
}
