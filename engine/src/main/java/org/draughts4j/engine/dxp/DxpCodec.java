package org.draughts4j.engine.dxp;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.engine.EngineException;

/**
 * Writes and reads DXP messages byte for byte (the DamExchange protocol, version 01): a header
 * letter and fixed-width fields, numbers zero-padded, names space-padded to 32 characters, 1 to 127
 * ASCII characters in all. Reading is strict: a message must have exactly the length its header
 * and counts give, digits where numbers go, and letters from each field's set; anything else is a
 * {@link DxpFormatException} quoting at most a short prefix. Names are read with their padding
 * removed. Stateless and thread-safe.
 *
 * <pre>{@code
 * DxpCodec.encode(new DxpMessage.Move(1, 35, 24, List.of(30)))   // "M000135240130"
 * DxpCodec.decode("E20")                                          // GameEnd[reason=DRAW, stop=false]
 * }</pre>
 */
public final class DxpCodec {
    /** The longest message, in characters (without its NUL). */
    public static final int MAX_LENGTH = 127;

    private DxpCodec() {
    }

    /**
     * @param message a message
     * @return its text, without the NUL that ends it on the wire
     */
    public static String encode(DxpMessage message) {
        StringBuilder text = new StringBuilder();
        if (message instanceof DxpMessage.GameRequest r) {
            text.append('R').append(number(r.version(), 2)).append(name(r.initiatorName()))
                    .append(color(r.followerColor())).append(number(r.minutes(), 3)).append(number(r.moves(), 3));
            if (r.position().isPresent()) {
                text.append('B').append(r.position().get());
            } else {
                text.append('A');
            }
        } else if (message instanceof DxpMessage.GameAccept a) {
            text.append('A').append(name(a.followerName())).append((char) ('0' + a.acceptance().ordinal()));
        } else if (message instanceof DxpMessage.Move m) {
            text.append('M').append(number(m.seconds(), 4)).append(number(m.from(), 2)).append(number(m.to(), 2))
                    .append(number(m.captured().size(), 2));
            for (int square : m.captured()) {
                text.append(number(square, 2));
            }
        } else if (message instanceof DxpMessage.GameEnd e) {
            text.append('E').append((char) ('0' + e.reason().ordinal())).append(e.stop() ? '1' : '0');
        } else if (message instanceof DxpMessage.Chat c) {
            text.append('C').append(c.text());
        } else if (message instanceof DxpMessage.BackRequest b) {
            text.append('B').append(number(b.moveNumber(), 3)).append(color(b.side()));
        } else if (message instanceof DxpMessage.BackAccept k) {
            text.append('K').append((char) ('0' + k.acceptance().ordinal()));
        }
        return text.toString();
    }

    /**
     * @param text a message, without its NUL
     * @return the message
     * @throws DxpFormatException if the text is not a valid message
     */
    public static DxpMessage decode(String text) {
        if (text.isEmpty()) {
            throw new DxpFormatException("an empty message");
        }
        if (text.length() > MAX_LENGTH) {
            throw new DxpFormatException("a message of " + text.length() + " characters (at most " + MAX_LENGTH
                    + "): " + EngineException.quote(text));
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 0 || c > 127) {
                throw new DxpFormatException("a character that is not ASCII or is NUL at " + (i + 1) + " of "
                        + EngineException.quote(text));
            }
        }
        Fields fields = new Fields(text);
        switch (text.charAt(0)) {
            case 'R': {
                fields.length(text.length() == 43 ? 43 : 94, "GAMEREQ");
                int version = fields.number(2, "version");
                String name = fields.name();
                Color follower = fields.color("follower colour");
                int minutes = fields.number(3, "minutes");
                int moves = fields.number(3, "moves");
                char start = fields.letter("AB", "start position");
                Optional<String> position = Optional.empty();
                if (start == 'B') {
                    String board = text.substring(43);
                    try {
                        checkBoard(board);
                    } catch (IllegalArgumentException e) {
                        throw new DxpFormatException("GAMEREQ with a bad position: " + e.getMessage());
                    }
                    position = Optional.of(board);
                } else if (text.length() != 43) {
                    throw new DxpFormatException("GAMEREQ of the start position with " + text.length()
                            + " characters (43): " + EngineException.quote(text));
                }
                return new DxpMessage.GameRequest(version, name, follower, minutes, moves, position);
            }
            case 'A': {
                fields.length(34, "GAMEACC");
                String name = fields.name();
                char code = fields.letter("0123", "acceptance code");
                return new DxpMessage.GameAccept(name, DxpMessage.Acceptance.values()[code - '0']);
            }
            case 'M': {
                if (text.length() < 11) {
                    throw new DxpFormatException("MOVE of " + text.length() + " characters (at least 11): "
                            + EngineException.quote(text));
                }
                int seconds = fields.number(4, "seconds");
                int from = fields.number(2, "from");
                int to = fields.number(2, "to");
                int count = fields.number(2, "number captured");
                fields.length(11 + 2 * count, "MOVE with " + count + " captured");
                List<Integer> captured = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    captured.add(fields.number(2, "captured square"));
                }
                return new DxpMessage.Move(seconds, from, to, captured);
            }
            case 'E': {
                fields.length(3, "GAMEEND");
                char reason = fields.letter("0123", "reason");
                char stop = fields.letter("01", "stop code");
                return new DxpMessage.GameEnd(DxpMessage.Reason.values()[reason - '0'], stop == '1');
            }
            case 'C':
                if (text.length() < 2) {
                    throw new DxpFormatException("CHAT with no text");
                }
                return new DxpMessage.Chat(text.substring(1));
            case 'B': {
                fields.length(5, "BACKREQ");
                int number = fields.number(3, "move number");
                return new DxpMessage.BackRequest(number, fields.color("side to move"));
            }
            case 'K': {
                fields.length(2, "BACKACC");
                char code = fields.letter("012", "acceptance code");
                return new DxpMessage.BackAccept(DxpMessage.BackAcceptance.values()[code - '0']);
            }
            default:
                throw new DxpFormatException("unknown message type " + EngineException.quote(text.substring(0, 1))
                        + ": " + EngineException.quote(text));
        }
    }

    /** Reads the fields of a message from left to right. */
    private static final class Fields {
        private final String text;
        private int at = 1;

        Fields(String text) {
            this.text = text;
        }

        void length(int expected, String what) {
            if (text.length() != expected) {
                throw new DxpFormatException(what + " of " + text.length() + " characters (" + expected + "): "
                        + EngineException.quote(text));
            }
        }

        int number(int width, String what) {
            if (at + width > text.length()) {
                throw new DxpFormatException("the message ends before its " + what + ": " + EngineException.quote(text));
            }
            int value = 0;
            for (int i = 0; i < width; i++) {
                char c = text.charAt(at + i);
                if (c < '0' || c > '9') {
                    throw new DxpFormatException("the " + what + " at " + (at + 1) + " is not " + width + " digits: "
                            + EngineException.quote(text));
                }
                value = value * 10 + (c - '0');
            }
            at += width;
            return value;
        }

        String name() {
            String name = text.substring(at, at + DxpMessage.NAME_LENGTH);
            at += DxpMessage.NAME_LENGTH;
            return name.stripTrailing();
        }

        Color color(String what) {
            char c = letter("WZ", what);
            return c == 'W' ? Color.WHITE : Color.BLACK;
        }

        char letter(String allowed, String what) {
            char c = text.charAt(at);
            if (allowed.indexOf(c) < 0) {
                throw new DxpFormatException("the " + what + " at " + (at + 1) + " is " + EngineException.quote(String.valueOf(c))
                        + ", not one of " + allowed + ": " + EngineException.quote(text));
            }
            at++;
            return c;
        }
    }

    private static String number(int value, int width) {
        StringBuilder text = new StringBuilder(Integer.toString(value));
        while (text.length() < width) {
            text.insert(0, '0');
        }
        return text.toString();
    }

    private static String name(String name) {
        StringBuilder text = new StringBuilder(name);
        while (text.length() < DxpMessage.NAME_LENGTH) {
            text.append(' ');
        }
        return text.toString();
    }

    private static char color(Color color) {
        return color == Color.WHITE ? 'W' : 'Z';
    }

    static void checkNumber(int value, int width, String what) {
        int max = 1;
        for (int i = 0; i < width; i++) {
            max *= 10;
        }
        if (value < 0 || value >= max) {
            throw new IllegalArgumentException(what + " must be 0 to " + (max - 1) + ": " + value);
        }
    }

    static void checkName(String name) {
        checkText(name, 0, DxpMessage.NAME_LENGTH, "name");
    }

    static void checkText(String text, int min, int max, String what) {
        if (text.length() < min || text.length() > max) {
            throw new IllegalArgumentException("a DXP " + what + " has " + min + " to " + max + " characters: "
                    + EngineException.quote(text));
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 0 || c > 127) {
                throw new IllegalArgumentException("a DXP " + what + " holds ASCII characters other than NUL only: "
                        + EngineException.quote(text));
            }
        }
    }

    static void checkBoard(String board) {
        if (board.length() != 51) {
            throw new IllegalArgumentException("a DXP position has 51 characters, not " + board.length());
        }
        if (board.charAt(0) != 'W' && board.charAt(0) != 'Z') {
            throw new IllegalArgumentException("a DXP position starts with W or Z: " + EngineException.quote(board));
        }
        for (int i = 1; i < 51; i++) {
            if ("wzWZe".indexOf(board.charAt(i)) < 0) {
                throw new IllegalArgumentException("square " + i + " of a DXP position is "
                        + EngineException.quote(board.substring(i, i + 1)) + ", not one of w z W Z e");
            }
        }
    }

    /**
     * Builds a name for a message from any text: characters outside printable ASCII become {@code ?},
     * and it is cut to 32 characters.
     *
     * @param text a name
     * @return a name a message can carry
     */
    public static String safeName(String text) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < text.length() && name.length() < DxpMessage.NAME_LENGTH; i++) {
            char c = text.charAt(i);
            name.append(c >= 0x20 && c < 0x7f ? c : '?');
        }
        return name.toString();
    }

    /**
     * Builds chat text from any text: characters outside printable ASCII become {@code ?}, and it is
     * cut to 126 characters; empty text becomes a single space.
     *
     * @param text a message
     * @return a chat message's text
     */
    public static String safeChat(String text) {
        StringBuilder chat = new StringBuilder();
        for (int i = 0; i < text.length() && chat.length() < MAX_LENGTH - 1; i++) {
            char c = text.charAt(i);
            chat.append(c >= 0x20 && c < 0x7f ? c : '?');
        }
        return chat.length() == 0 ? " " : chat.toString();
    }
}
