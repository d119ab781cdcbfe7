package org.draughts4j.core.pdn;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.draughts4j.core.InputLimits;

/**
 * Reads PDN 3.0 files: any number of games, each a tag section and movetext.
 *
 * <p>The movetext may hold move numbers ({@code 1.}, {@code 1...}, {@code 1. ...}, {@code 01.},
 * glued as in {@code 1.32-28}), moves, comments {@code {...}} (an opening brace inside one is
 * text), {@code ;} line comments, {@code %} escape lines, annotations ({@code $n} and the suffixes
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
 * with the next game: a brace comment ends at its first {@code }} (comments do not nest), and one
 * left open, or a variation left open, is a problem of its game only (a line starting a tag
 * starts the next game). Reading takes time linear in the input, with no recursion the input
 * controls; {@link #open(Path)} reads one game at a time.
 *
 * <p>Bytes are decoded as their byte-order mark says (UTF-8, UTF-16), else as UTF-8 when they
 * are UTF-8 or mostly so (stray bytes become U+FFFD), else as windows-1251 when the text looks
 * Cyrillic, else as ISO-8859-1; the reader's {@link PdnGameReader#warnings()} say when the file
 * was not plain UTF-8. Instances are stateless.
 */
public final class PdnReader {

    /**
     * The longest game kept, in characters: a longer one is reported as a syntax problem of its
     * own and skipped, so that one damaged or hostile game cannot exhaust memory.
     */
    public static final int MAX_GAME_CHARS = 16 << 20;

    /**
     * The most moves, comments and variations of one game, at every depth: each is an object of a
     * few dozen bytes, so that a game of millions of short tokens within {@link #MAX_GAME_CHARS}
     * would hold hundreds of megabytes. A game with more is a syntax problem, its elements dropped.
     */
    public static final int MAX_GAME_ELEMENTS = 100_000;

    /** The deepest nesting of variations in a game: each open one is held until it closes. */
    public static final int MAX_VARIATION_DEPTH = 64;

    private PdnReader() {}

    /**
     * Opens a file for reading its games one at a time, in memory bounded by its largest game. The
     * encoding is decided from the whole file first (see the class comment); close the reader.
     *
     * @param file the file
     * @return a reader of its games, with the file name as their source
     * @throws IOException if it cannot be opened, or is not a regular file (a directory, a device,
     *     a named pipe: {@link InputLimits#requireRegularFile(Path)})
     */
    public static PdnGameReader open(Path file) throws IOException {
        // A device (/dev/zero) never ends and a named pipe may wait for ever: regular files only.
        InputLimits.requireRegularFile(file);
        PdnEncoding.Decision decision;
        try (InputStream in = Files.newInputStream(file)) {
            decision = PdnEncoding.decide(in);
        }
        InputStream in = Files.newInputStream(file);
        try {
            in.skipNBytes(decision.skip());
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
        return new PdnGameReader(new InputStreamReader(in, decoder(decision)), file.toString(), decision);
    }

    /**
     * Opens a stream of bytes for reading its games one at a time. The encoding is decided from
     * its first {@value #SNIFF_BYTES} bytes; later bytes that are not in it are read as U+FFFD.
     *
     * @param in the bytes of a PDN file; closed with the reader
     * @param source a name for the source, used in error reports
     * @return a reader of its games
     * @throws IOException if it cannot be read
     */
    public static PdnGameReader open(InputStream in, String source) throws IOException {
        // A null stream would be reported as a closed one.
        BufferedInputStream buffered = new BufferedInputStream(Objects.requireNonNull(in, "in"), 1 << 16);
        buffered.mark(SNIFF_BYTES);
        byte[] head = buffered.readNBytes(SNIFF_BYTES);
        buffered.reset();
        PdnEncoding.Stats stats = new PdnEncoding.Stats();
        stats.feed(head, 0, head.length);
        PdnEncoding.Decision decision = stats.decide(head.length < SNIFF_BYTES);
        buffered.skipNBytes(decision.skip());
        return new PdnGameReader(new InputStreamReader(buffered, decoder(decision)), source, decision);
    }

    /** The bytes of a stream whose encoding {@link #open(InputStream, String)} decides from. */
    public static final int SNIFF_BYTES = 1 << 20;

    /**
     * Opens text for reading its games one at a time.
     *
     * @param text the text of a PDN file; closed with the reader
     * @param source a name for the source, used in error reports
     * @return a reader of its games
     */
    public static PdnGameReader open(Reader text, String source) {
        return new PdnGameReader(Objects.requireNonNull(text, "text"), source, null);
    }

    private static CharsetDecoder decoder(PdnEncoding.Decision decision) {
        return decision.charset().newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
    }

    /**
     * Reads a whole file into memory as its games (for large files, {@link #open(Path)} reads one
     * game at a time).
     *
     * @param file the file
     * @return its games, with the file name as their source
     * @throws IOException if it cannot be read
     */
    public static PdnFile read(Path file) throws IOException {
        try (PdnGameReader games = open(file)) {
            return games.readAll();
        }
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
        try (PdnGameReader games = open(new StringReader(text), source)) {
            return games.readAll();
        }
    }

    /**
     * Reads text that holds a single game (further games are ignored).
     *
     * @param text PDN text
     * @return its first game
     * @throws PdnException if there is no game or it has a syntax problem
     */
    public static PdnGame readGame(String text) {
        try (PdnGameReader games = open(new StringReader(text), "<string>")) {
            if (!games.hasNext()) {
                throw new PdnException("no game in the text");
            }
            PdnFile.Entry entry = games.next();
            if (entry.error().isPresent()) {
                throw new PdnException(entry.error().get().toString());
            }
            return entry.game();
        }
    }

    /**
     * Decodes the bytes of a PDN file: as the byte-order mark says (UTF-8, UTF-16); else as UTF-8
     * when they are UTF-8, or mostly so (a stray byte becomes U+FFFD); else windows-1251 when most
     * non-ASCII bytes come in runs (words of Cyrillic letters), else ISO-8859-1.
     *
     * @param bytes the bytes
     * @return the text
     */
    public static String decode(byte[] bytes) {
        PdnEncoding.Decision decision = PdnEncoding.decide(bytes);
        try {
            return decoder(decision).decode(ByteBuffer.wrap(bytes, decision.skip(), bytes.length - decision.skip()))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("a replacing decoder reported an error", e);
        }
    }

    /** Parses one piece of a file cut by {@link GameSplitter}: its games, numbered from {@code first}. */
    static List<PdnFile.Entry> parse(String text, String source, int first) {
        return new Parser(text, source, first).parse();
    }

    // ---------------------------------------------------------------------------------------

    /** The longest result token ({@code 1/2-1/2}). */
    private static final int LONGEST_RESULT = 7;
    /** The most annotations one move may carry. */
    private static final int MAX_NAGS = 16;
    /** The most of a bad token an error message quotes. */
    private static final int MAX_TOKEN_SHOWN = 40;
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
        int elements;
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

        Parser(String text, String source, int first) {
            this.text = text;
            this.source = source;
            this.count = first - 1;
        }

        List<PdnFile.Entry> parse() {
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
                    int close = text.indexOf('}', pos + 1);
                    String comment = text.substring(pos + 1, close < 0 ? length : close);
                    pos = close < 0 ? length : close + 1;
                    addComment(new PdnComment(comment, PdnComment.Kind.BRACE), begin);
                    if (close < 0) {
                        if (game == null) {
                            startGame();
                        }
                        error("{", "comment '{' not closed before the next game or the end of the file");
                    }
                } else if (c == ';') {
                    int begin = pos;
                    int end = lineEnd(pos);
                    String comment = text.substring(pos + 1, end);
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
            return entries;
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
            if (state.depth() > 0 && state.error == null && !state.top().textual) {
                state.error = new PdnSyntaxError(source, state.number, state.plies + 1, "(",
                        "variation '(' not closed before the next game or the end of the file");
            }
            while (state.depth() > 0) {
                // Commentary left open ends where the game does, not at the end of the text.
                closeFrame(state, Math.min(pos, text.length()));
            }
            PdnGame pdnGame = new PdnGame(state.tags, state.top().elements, state.result);
            entries.add(new PdnFile.Entry(state.number, pdnGame, Optional.ofNullable(state.error)));
        }

        /** @return whether the game has room for one more element; if not, it is failed */
        private boolean roomFor(String token) {
            if (++game.elements > MAX_GAME_ELEMENTS) {
                error(token, "more than " + MAX_GAME_ELEMENTS + " moves, comments and variations in one game");
                return false;
            }
            return true;
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
            int lineEnd = lineEnd(pos);
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

        private void addComment(PdnComment comment, int begin) {
            if (game == null) {
                pendingComments.add(comment);
                return;
            }
            if (game.error != null) {
                return;
            }
            Frame top = game.top();
            if (!top.textual && roomFor("{")) {
                top.elements.add(comment);
            }
        }

        // ----- variations -----

        private void openVariation() {
            if (game.error == null && game.depth() >= MAX_VARIATION_DEPTH) {
                error("(", "variations nested deeper than " + MAX_VARIATION_DEPTH);
            } else if (game.error == null) {
                roomFor("(");
            }
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
                // Results are short: testing only short tails keeps a long word linear.
                String rest = n - i <= LONGEST_RESULT ? word.substring(i) : null;
                if (rest != null && isResult(rest, state)) {
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
                int moveEnd = moveEnd(word, i);
                if (moveEnd > i) {
                    String moveText = word.substring(i, moveEnd);
                    i = moveEnd;
                    List<String> nags = new ArrayList<>();
                    while (i < n) {
                        Matcher s = SUFFIX.matcher(word).region(i, n);
                        Matcher g = NAG.matcher(word).region(i, n);
                        if ((s.lookingAt() || g.lookingAt()) && nags.size() == MAX_NAGS) {
                            error(moveText, "more than " + MAX_NAGS + " annotations on one move");
                            return;
                        }
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
                    if (!roomFor(moveText)) {
                        return;
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
                        if (move.nags().size() == MAX_NAGS) {
                            // Each annotation copies the move's list: a bound keeps a run of them linear.
                            error(nag, "more than " + MAX_NAGS + " annotations on one move");
                            return;
                        }
                        elements.set(elements.size() - 1, move.withNag(nag));
                    } else if (roomFor(nag)) {
                        elements.add(new PdnNag(nag));
                    } else {
                        return;
                    }
                    continue;
                }
                if (state.depth() > 0) {
                    // commentary written in parentheses: the whole variation becomes a comment
                    state.top().textual = true;
                    return;
                }
                String token = word.substring(i, Math.min(n, i + MAX_TOKEN_SHOWN));
                error(token, "unrecognised move token '" + token + (n - i > MAX_TOKEN_SHOWN ? "...'" : "'"));
                return;
            }
        }

        /**
         * Scans a move at {@code from}: squares ({@code 32}, {@code 06}, {@code c3}) joined by
         * {@code -}, {@code x} or {@code :} ({@code 28x17x8}); else algebraic squares run together
         * ({@code a3b4}); else the Russian short form ({@code ed4}). A loop, not a regular
         * expression, so that a capture of a thousand jumps costs no stack.
         *
         * @return the index after the move, or {@code from} when none starts there
         */
        private static int moveEnd(String word, int from) {
            int n = word.length();
            int end = squareEnd(word, from);
            if (end > from) {
                int matched = -1;
                while (end < n && "-xX:".indexOf(word.charAt(end)) >= 0) {
                    int next = squareEnd(word, end + 1);
                    if (next == end + 1) {
                        break;
                    }
                    matched = next;
                    end = next;
                }
                if (matched > 0) {
                    return matched;
                }
            }
            int squares = 0;
            int i = from;
            while (i + 1 < n && isFile(word.charAt(i)) && isRank(word.charAt(i + 1))) {
                squares++;
                i += 2;
            }
            if (squares >= 2) {
                return i;
            }
            if (from + 2 < n && isFile(word.charAt(from)) && isFile(word.charAt(from + 1))
                    && isRank(word.charAt(from + 2))) {
                return from + 3;
            }
            return from;
        }

        /** @return the index after a square at {@code from}: up to three digits, or a file and a rank */
        private static int squareEnd(String word, int from) {
            int n = word.length();
            int i = from;
            while (i < n && i - from < 3 && word.charAt(i) >= '0' && word.charAt(i) <= '9') {
                i++;
            }
            if (i > from) {
                return i;
            }
            if (from + 1 < n && isFile(word.charAt(from)) && isRank(word.charAt(from + 1))) {
                return from + 2;
            }
            return from;
        }

        private static boolean isFile(char c) {
            return c >= 'a' && c <= 'h' || c >= 'A' && c <= 'H';
        }

        private static boolean isRank(char c) {
            return c >= '1' && c <= '8';
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
            pos = Math.min(text.length(), lineEnd(pos) + 1);
        }

        /** @return the index of the CR or LF that ends the line holding {@code from}, or the text's length */
        private int lineEnd(int from) {
            int length = text.length();
            int i = from;
            while (i < length && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                i++;
            }
            return i;
        }
    }
}
