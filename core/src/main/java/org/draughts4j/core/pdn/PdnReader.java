package org.draughts4j.core.pdn;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads PDN 3.0 files: any number of games, each a tag section and movetext.
 *
 * <p>The movetext may hold move numbers ({@code 1.}, {@code 1...}, {@code 1. ...}, {@code 01.},
 * glued as in {@code 1.32-28}), moves, comments {@code {...}} (nested braces allowed) and
 * {@code ;} line comments, {@code %} escape lines, annotations ({@code $n} and the suffixes
 * {@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?}, {@code ?!}), variations
 * {@code ( ... )} and a termination token: {@code 1-0}, {@code 0-1}, {@code 2-0}, {@code 0-2},
 * {@code 1-1}, {@code 0-0}, {@code 1/2-1/2}, {@code 1:0}, {@code 0:1}, {@code 1/2:1/2}, {@code *},
 * or match points such as {@code 4-6} equal to the Result tag at the very end of a game. A new
 * tag section also ends a game, so games without termination are read too.
 *
 * <p>Quirks of real files are accepted: squares padded with zeros ({@code 06-11}) or a space
 * ({@code 1- 6}), lone {@code .} and {@code ...} placeholders, unquoted or unterminated tag
 * values ({@code [Round 17]}, {@code [Round "11.1]}), commentary written in parentheses (kept as
 * a {@link PdnComment.Kind#PARENTHESES} comment when it is not a variation), text glued to a move
 * ({@link PdnComment.Kind#GLUED}), the Russian short notation {@code ed4} and algebraic moves
 * without a separator ({@code a3b4}), which the replayer resolves.
 *
 * <p>A syntax problem in one game is recorded in its {@link PdnFile.Entry} and reading goes on
 * with the next game. Bytes are decoded as UTF-8 (a BOM is skipped), else as windows-1251 when
 * the text looks Cyrillic, else as ISO-8859-1. Instances are stateless.
 */
public final class PdnReader {

    private PdnReader() {}

    /**
     * Reads a file.
     *
     * @param file the file
     * @return its games, with the file name as their source
     * @throws IOException if it cannot be read
     */
    public static PdnFile read(Path file) throws IOException {
        return read(Files.readAllBytes(file), file.toString());
    }

    /**
     * @param bytes the content of a PDN file, in any of the encodings above
     * @param source a name for the source, used in error reports
     * @return its games
     */
    public static PdnFile read(byte[] bytes, String source) {
        return read(decode(bytes), source);
    }

    /**
     * @param text the content of a PDN file
     * @param source a name for the source, used in error reports
     * @return its games
     */
    public static PdnFile read(String text, String source) {
        return new Parser(text, source).parse();
    }

    /**
     * Reads text that holds a single game (further games are ignored).
     *
     * @param text PDN text
     * @return its first game
     * @throws PdnException if there is no game or it has a syntax problem
     */
    public static PdnGame readGame(String text) {
        PdnFile file = read(text, "<string>");
        if (file.size() == 0) {
            throw new PdnException("no game in the text");
        }
        PdnFile.Entry entry = file.entries().get(0);
        if (entry.error().isPresent()) {
            throw new PdnException(entry.error().get().toString());
        }
        return entry.game();
    }

    /**
     * Decodes the bytes of a PDN file: strict UTF-8 (without its BOM) when they are valid UTF-8,
     * else windows-1251 when most non-ASCII bytes come in runs (words of Cyrillic letters), else
     * ISO-8859-1.
     *
     * @param bytes the bytes
     * @return the text
     */
    public static String decode(byte[] bytes) {
        int start = 0;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            start = 3;
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
                    .toString();
        } catch (CharacterCodingException e) {
            // not UTF-8
        }
        int high = 0;
        int inRuns = 0;
        int run = 0;
        for (int i = 0; i <= bytes.length; i++) {
            boolean isHigh = i < bytes.length && (bytes[i] & 0x80) != 0;
            if (isHigh) {
                high++;
                run++;
            } else {
                if (run >= 3) {
                    inRuns += run;
                }
                run = 0;
            }
        }
        Charset charset = high > 0 && inRuns * 2 > high ? Charset.forName("windows-1251") : StandardCharsets.ISO_8859_1;
        return new String(bytes, charset);
    }

    // ---------------------------------------------------------------------------------------

    private static final String SQUARE = "(?:\\d{1,3}|[a-hA-H][1-8])";
    private static final Pattern MOVE = Pattern.compile(
            SQUARE + "(?:[-xX:]" + SQUARE + ")+"          // 32-28, 28x17x8, c3:e5, 06-11
            + "|(?:[a-hA-H][1-8]){2,}"                    // a3b4
            + "|[a-hA-H]{2}[1-8]");                       // ed4 (Russian short notation)
    private static final Pattern MOVE_NUMBER = Pattern.compile("(\\d{1,4})(\\.+|\\u2026)");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\.+|\\u2026");
    private static final Pattern SUFFIX = Pattern.compile("!!|\\?\\?|!\\?|\\?!|!|\\?");
    private static final Pattern NAG = Pattern.compile("\\$\\d+");
    private static final Pattern RESULT = Pattern.compile(
            "1-0|0-1|2-0|0-2|1-1|0-0|1/2-1/2|1/2:1/2|1:0|0:1|1:1|0:0|\\u00bd-\\u00bd|\\*");
    private static final Pattern POINTS = Pattern.compile("\\d{1,2}-\\d{1,2}");
    private static final String WORD_BREAKS = "{}()[];";

    /** A variation (or the main line) being read. */
    private static final class Frame {
        final List<PdnElement> elements = new ArrayList<>();
        final int start;
        boolean textual;

        Frame(int start, boolean textual) {
            this.start = start;
            this.textual = textual;
        }
    }

    /** A game being read. */
    private static final class GameState {
        final int number;
        final List<PdnTag> tags = new ArrayList<>();
        final Deque<Frame> frames = new ArrayDeque<>();
        boolean hasMovetext;
        boolean ended;
        String result;
        PdnSyntaxError error;
        int skipDepth;
        int plies;
        int pendingNumber;
        boolean pendingBlack;

        GameState(int number) {
            this.number = number;
            frames.push(new Frame(-1, false));
        }

        Frame top() {
            return frames.peek();
        }

        int depth() {
            return frames.size() - 1;
        }
    }

    private static final class Parser {
        private final String text;
        private final String source;
        private int pos;
        private final List<PdnFile.Entry> entries = new ArrayList<>();
        private final List<PdnElement> pendingComments = new ArrayList<>();
        private GameState game;
        private int count;

        Parser(String text, String source) {
            this.text = text;
            this.source = source;
        }

        PdnFile parse() {
            int length = text.length();
            while (pos < length) {
                char c = text.charAt(pos);
                if (Character.isWhitespace(c) || c == '\uFEFF') {
                    pos++;
                } else if (c == '%' && atLineStart(pos)) {
                    skipLine();
                } else if (c == '[') {
                    if (game != null && (game.hasMovetext || game.ended)) {
                        finishGame();
                    }
                    if (game == null) {
                        startGame();
                    }
                    readTag();
                } else if (c == '{') {
                    int begin = pos;
                    String comment = readBraceComment();
                    addComment(new PdnComment(comment, PdnComment.Kind.BRACE), begin);
                } else if (c == ';') {
                    int begin = pos;
                    int end = text.indexOf('\n', pos);
                    end = end < 0 ? length : end;
                    String comment = text.substring(pos + 1, end);
                    if (comment.endsWith("\r")) {
                        comment = comment.substring(0, comment.length() - 1);
                    }
                    pos = end;
                    addComment(new PdnComment(comment, PdnComment.Kind.LINE), begin);
                } else if (c == '(') {
                    beginMovetext();
                    openVariation();
                    pos++;
                } else if (c == ')') {
                    beginMovetext();
                    closeVariation();
                    pos++;
                } else if (c == '}') {
                    int begin = pos;
                    pos++;
                    beginMovetext();
                    handleWord("}", begin);
                } else {
                    int begin = pos;
                    String word = readWord();
                    beginMovetext();
                    handleWord(word, begin);
                }
            }
            if (game != null) {
                finishGame();
            }
            return new PdnFile(source, entries);
        }

        // ----- games -----

        private void startGame() {
            count++;
            game = new GameState(count);
            game.top().elements.addAll(pendingComments);
            pendingComments.clear();
        }

        /** Starts a game when movetext comes after the end of the previous one (or first). */
        private void beginMovetext() {
            if (game != null && game.ended) {
                finishGame();
            }
            if (game == null) {
                startGame();
            }
            game.hasMovetext = true;
        }

        private void finishGame() {
            GameState state = game;
            game = null;
            while (state.depth() > 0) {
                closeFrame(state, text.length());
            }
            PdnGame pdnGame = new PdnGame(state.tags, state.top().elements, state.result);
            entries.add(new PdnFile.Entry(state.number, pdnGame, Optional.ofNullable(state.error)));
        }

        private void error(String token, String reason) {
            if (game.error == null) {
                game.error = new PdnSyntaxError(source, game.number, game.plies + 1, token, reason);
                game.skipDepth = 0;
            }
        }

        // ----- tags -----

        private void readTag() {
            int length = text.length();
            pos++; // [
            int nameStart = pos;
            while (pos < length && !Character.isWhitespace(text.charAt(pos))
                    && text.charAt(pos) != '"' && text.charAt(pos) != ']') {
                pos++;
            }
            String name = text.substring(nameStart, pos);
            while (pos < length && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
                pos++;
            }
            int lineEnd = text.indexOf('\n', pos);
            lineEnd = lineEnd < 0 ? length : lineEnd;
            String value;
            if (pos < length && text.charAt(pos) == '"') {
                StringBuilder builder = new StringBuilder();
                int i = pos + 1;
                boolean closed = false;
                while (i < lineEnd) {
                    char c = text.charAt(i);
                    if (c == '\\' && i + 1 < lineEnd && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
                        builder.append(text.charAt(i + 1));
                        i += 2;
                    } else if (c == '"') {
                        closed = true;
                        break;
                    } else {
                        builder.append(c);
                        i++;
                    }
                }
                if (closed) {
                    value = builder.toString();
                    pos = i + 1;
                    int close = text.indexOf(']', pos);
                    pos = close >= 0 && close < lineEnd ? close + 1 : lineEnd;
                } else {
                    // [Round "11.1]: the value runs to the last ']' of the line
                    int close = text.lastIndexOf(']', lineEnd - 1);
                    int end = close > pos ? close : lineEnd;
                    value = text.substring(pos + 1, end).strip();
                    pos = close > pos ? close + 1 : lineEnd;
                }
            } else {
                int close = text.indexOf(']', pos);
                int end = close >= 0 && close < lineEnd ? close : lineEnd;
                value = text.substring(pos, end).strip();
                pos = end < lineEnd ? end + 1 : lineEnd;
            }
            if (!name.isEmpty()) {
                game.tags.add(new PdnTag(name, value));
            }
        }

        // ----- comments -----

        private String readBraceComment() {
            int length = text.length();
            int depth = 0;
            int firstClose = -1;
            for (int i = pos; i < length; i++) {
                char c = text.charAt(i);
                if (c == '{') {
                    depth++;
                } else if (c == '}') {
                    if (firstClose < 0) {
                        firstClose = i;
                    }
                    depth--;
                    if (depth == 0) {
                        String comment = text.substring(pos + 1, i);
                        pos = i + 1;
                        return comment;
                    }
                }
            }
            // Unbalanced: the first '}' closes it (or the end of the text).
            int end = firstClose >= 0 ? firstClose : length;
            String comment = text.substring(pos + 1, end);
            pos = Math.min(length, end + 1);
            return comment;
        }

        private void addComment(PdnComment comment, int begin) {
            if (game == null) {
                pendingComments.add(comment);
                return;
            }
            if (game.error != null) {
                return;
            }
            Frame top = game.top();
            if (!top.textual) {
                top.elements.add(comment);
            }
        }

        // ----- variations -----

        private void openVariation() {
            if (game.error != null) {
                game.skipDepth++;
                return;
            }
            boolean textual = game.top().textual;
            game.frames.push(new Frame(pos, textual));
            game.pendingNumber = 0;
            game.pendingBlack = false;
        }

        private void closeVariation() {
            if (game.error != null) {
                if (game.skipDepth > 0) {
                    game.skipDepth--;
                }
                return;
            }
            if (game.depth() == 0) {
                error(")", "')' closes no variation");
                return;
            }
            closeFrame(game, pos);
            game.pendingNumber = 0;
            game.pendingBlack = false;
        }

        private void closeFrame(GameState state, int end) {
            Frame frame = state.frames.pop();
            Frame parent = state.top();
            if (parent.textual) {
                return;
            }
            if (frame.textual) {
                parent.elements.add(new PdnComment(text.substring(frame.start + 1, Math.min(end, text.length())),
                        PdnComment.Kind.PARENTHESES));
            } else {
                parent.elements.add(new PdnVariation(frame.elements));
            }
        }

        // ----- words -----

        private String readWord() {
            int length = text.length();
            int start = pos;
            while (pos < length && !Character.isWhitespace(text.charAt(pos))
                    && WORD_BREAKS.indexOf(text.charAt(pos)) < 0) {
                pos++;
            }
            if (pos == start && pos < length) {
                // A stray break character (such as ']') is a word of its own, reported as such.
                pos++;
                return text.substring(start, pos);
            }
            String word = text.substring(start, pos);
            if (word.isEmpty()) {
                return word;
            }
            // "1- 6": a move split by a space after its separator
            char last = word.charAt(word.length() - 1);
            if (word.length() >= 2 && (last == '-' || last == 'x' || last == 'X' || last == ':')
                    && Character.isLetterOrDigit(word.charAt(word.length() - 2))) {
                int next = pos;
                while (next < length && (text.charAt(next) == ' ' || text.charAt(next) == '\t')) {
                    next++;
                }
                if (next < length && Character.isDigit(text.charAt(next))) {
                    pos = next;
                    while (pos < length && !Character.isWhitespace(text.charAt(pos))
                            && WORD_BREAKS.indexOf(text.charAt(pos)) < 0) {
                        pos++;
                    }
                    word = word + text.substring(next, pos);
                }
            }
            return word;
        }

        private void handleWord(String word, int begin) {
            GameState state = game;
            if (state.error != null) {
                if (state.skipDepth == 0 && isResult(word, state)) {
                    state.result = word;
                    state.ended = true;
                }
                return;
            }
            if (state.top().textual) {
                return;
            }
            int i = 0;
            int n = word.length();
            while (i < n) {
                String rest = word.substring(i);
                if (isResult(rest, state)) {
                    if (state.depth() > 0) {
                        state.top().textual = true;
                    } else {
                        state.result = rest;
                        state.ended = true;
                    }
                    return;
                }
                Matcher m = MOVE_NUMBER.matcher(word).region(i, n);
                if (m.lookingAt()) {
                    state.pendingNumber = Integer.parseInt(m.group(1));
                    state.pendingBlack = m.group(2).length() >= 2;
                    i = m.end();
                    continue;
                }
                m = PLACEHOLDER.matcher(word).region(i, n);
                if (m.lookingAt()) {
                    if (m.end() - i >= 2 || m.group().equals("\u2026")) {
                        state.pendingBlack = true;
                    }
                    i = m.end();
                    continue;
                }
                m = MOVE.matcher(word).region(i, n);
                if (m.lookingAt()) {
                    String moveText = m.group();
                    i = m.end();
                    List<String> nags = new ArrayList<>();
                    while (i < n) {
                        Matcher s = SUFFIX.matcher(word).region(i, n);
                        Matcher g = NAG.matcher(word).region(i, n);
                        if (s.lookingAt()) {
                            nags.add(s.group());
                            i = s.end();
                        } else if (g.lookingAt()) {
                            nags.add(g.group());
                            i = g.end();
                        } else if (word.charAt(i) == '+' || word.charAt(i) == '#') {
                            i++;
                        } else {
                            break;
                        }
                    }
                    state.top().elements.add(new PdnMove(state.pendingNumber, state.pendingBlack, moveText, nags));
                    state.pendingNumber = 0;
                    state.pendingBlack = false;
                    if (state.depth() == 0) {
                        state.plies++;
                    }
                    if (i < n && Character.isLetter(word.charAt(i))) {
                        // text glued to the move, such as 8-11Redoverstepped...
                        state.top().elements.add(new PdnComment(word.substring(i), PdnComment.Kind.GLUED));
                        return;
                    }
                    continue;
                }
                m = NAG.matcher(word).region(i, n);
                Matcher s = SUFFIX.matcher(word).region(i, n);
                String nag = m.lookingAt() ? m.group() : s.lookingAt() ? s.group() : null;
                if (nag != null) {
                    i += nag.length();
                    List<PdnElement> elements = state.top().elements;
                    if (!elements.isEmpty() && elements.get(elements.size() - 1) instanceof PdnMove move) {
                        elements.set(elements.size() - 1, move.withNag(nag));
                    } else {
                        elements.add(new PdnNag(nag));
                    }
                    continue;
                }
                if (state.depth() > 0) {
                    // commentary written in parentheses: the whole variation becomes a comment
                    state.top().textual = true;
                    return;
                }
                error(rest, "unrecognised move token '" + rest + "'");
                return;
            }
        }

        private boolean isResult(String word, GameState state) {
            if (RESULT.matcher(word).matches()) {
                return true;
            }
            // Match points such as 4-6: only as the last token of the game and equal to the Result tag.
            if (POINTS.matcher(word).matches()) {
                Optional<String> tag = state.tags.stream()
                        .filter(t -> t.name().equalsIgnoreCase("Result")).map(PdnTag::value).findFirst();
                return tag.isPresent() && tag.get().strip().equals(word) && atGameEnd();
            }
            return false;
        }

        /** Whether only whitespace, comments or a tag section follow the current position. */
        private boolean atGameEnd() {
            int i = pos;
            int length = text.length();
            while (i < length) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '{') {
                    int close = text.indexOf('}', i);
                    if (close < 0) {
                        return true;
                    }
                    i = close + 1;
                } else {
                    return c == '[';
                }
            }
            return true;
        }

        private boolean atLineStart(int at) {
            return at == 0 || text.charAt(at - 1) == '\n' || text.charAt(at - 1) == '\r';
        }

        private void skipLine() {
            int end = text.indexOf('\n', pos);
            pos = end < 0 ? text.length() : end + 1;
        }
    }
}
