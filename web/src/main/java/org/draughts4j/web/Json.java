package org.draughts4j.web;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON the API needs, both ways: {@link #write} turns maps, lists, strings, numbers,
 * booleans and null into text, and {@link #parse} reads text into the same kinds. A library would
 * bring more than this file for the two dozen fields the page and the API exchange, so the module
 * has no dependency beyond the JDK.
 *
 * <p>The reader is strict (RFC 8259: no comments, no trailing commas, no single quotes), takes time
 * linear in its input, and bounds what the input controls: its nesting depth ({@value #MAX_DEPTH})
 * and its number of values ({@value #MAX_VALUES}), since a megabyte of {@code [{},{},...]} would
 * otherwise make some twenty megabytes of maps.
 * The size of the input is the caller's to bound (the server reads at most a megabyte of a body).
 */
public final class Json {
    /** The deepest nesting of arrays and objects the reader accepts. */
    public static final int MAX_DEPTH = 32;

    /** The most values, of every kind and depth together, the reader makes of one text: a game of {@code GameViews.MAX_PLIES} moves is some 2,000. */
    public static final int MAX_VALUES = 20_000;

    private Json() {
    }

    /** Malformed JSON, or JSON of the wrong shape for a request: the server answers 400. */
    public static final class JsonException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        /**
         * @param message what is wrong, for the client
         */
        public JsonException(String message) {
            super(message);
        }
    }

    /**
     * @param value a {@link Map} (of string keys), {@link Collection}, {@link CharSequence}, {@link
     *     Number}, {@link Boolean}, enum or null, nested
     * @return it as JSON text
     * @throws IllegalArgumentException if something in it is none of those, or a number is not finite
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof CharSequence || value instanceof Enum) {
            quote(out, value.toString());
        } else if (value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("not a JSON number: " + d);
            }
            out.append(d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d));
        } else if (value instanceof Number) {
            out.append(value);
        } else if (value instanceof Map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                quote(out, String.valueOf(entry.getKey()));
                out.append(':');
                write(out, entry.getValue());
            }
            out.append('}');
        } else if (value instanceof Collection) {
            out.append('[');
            boolean first = true;
            for (Object item : (Collection<?>) value) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                write(out, item);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON");
        }
    }

    private static void quote(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    // Control characters must be escaped; < > & and the line separators too, so that
                    // the text is safe wherever a page might put it (a script, an event stream line).
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /**
     * @param text JSON text
     * @return its value: a {@link Map} of String keys (in their order), a {@link List}, a String, a
     *     {@link Long} or {@link Double}, a Boolean, or null
     * @throws JsonException if the text is not one JSON value, or nests deeper than {@value #MAX_DEPTH},
     *     or holds more than {@value #MAX_VALUES} values
     */
    public static Object parse(String text) {
        Reader reader = new Reader(text);
        reader.space();
        Object value = reader.value(0);
        reader.space();
        if (reader.at < text.length()) {
            throw reader.error("text after the value");
        }
        return value;
    }

    /** A recursive-descent reader whose recursion the depth bound keeps short. */
    private static final class Reader {
        private final String text;
        private int at;
        private int values;

        Reader(String text) {
            this.text = text;
        }

        JsonException error(String what) {
            return new JsonException("bad JSON at character " + at + ": " + what);
        }

        void space() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                    return;
                }
                at++;
            }
        }

        Object value(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("nested deeper than " + MAX_DEPTH);
            }
            if (++values > MAX_VALUES) {
                throw error("more than " + MAX_VALUES + " values");
            }
            if (at >= text.length()) {
                throw error("a value expected");
            }
            char c = text.charAt(at);
            switch (c) {
                case '{':
                    return object(depth);
                case '[':
                    return array(depth);
                case '"':
                    return string();
                case 't':
                    return word("true", Boolean.TRUE);
                case 'f':
                    return word("false", Boolean.FALSE);
                case 'n':
                    return word("null", null);
                default:
                    if (c == '-' || c >= '0' && c <= '9') {
                        return number();
                    }
                    throw error("unexpected '" + c + "'");
            }
        }

        private Object word(String word, Object value) {
            if (!text.startsWith(word, at)) {
                throw error("unexpected word");
            }
            at += word.length();
            return value;
        }

        private Map<String, Object> object(int depth) {
            Map<String, Object> map = new LinkedHashMap<>();
            at++;
            space();
            if (at < text.length() && text.charAt(at) == '}') {
                at++;
                return map;
            }
            while (true) {
                space();
                if (at >= text.length() || text.charAt(at) != '"') {
                    throw error("a string key expected");
                }
                String key = string();
                space();
                expect(':');
                space();
                map.put(key, value(depth + 1));
                space();
                if (at < text.length() && text.charAt(at) == ',') {
                    at++;
                    continue;
                }
                expect('}');
                return map;
            }
        }

        private List<Object> array(int depth) {
            List<Object> list = new ArrayList<>();
            at++;
            space();
            if (at < text.length() && text.charAt(at) == ']') {
                at++;
                return list;
            }
            while (true) {
                space();
                list.add(value(depth + 1));
                space();
                if (at < text.length() && text.charAt(at) == ',') {
                    at++;
                    continue;
                }
                expect(']');
                return list;
            }
        }

        private void expect(char c) {
            if (at >= text.length() || text.charAt(at) != c) {
                throw error("'" + c + "' expected");
            }
            at++;
        }

        private String string() {
            at++;
            StringBuilder out = new StringBuilder();
            while (true) {
                if (at >= text.length()) {
                    throw error("string not closed");
                }
                char c = text.charAt(at++);
                if (c == '"') {
                    return out.toString();
                }
                if (c < 0x20) {
                    throw error("control character in a string");
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (at >= text.length()) {
                    throw error("string not closed");
                }
                char e = text.charAt(at++);
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (at + 4 > text.length()) {
                            throw error("bad \\u escape");
                        }
                        try {
                            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        at += 4;
                    }
                    default -> throw error("bad escape");
                }
            }
        }

        private Number number() {
            int start = at;
            if (text.charAt(at) == '-') {
                at++;
            }
            boolean integral = true;
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c >= '0' && c <= '9') {
                    at++;
                } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                    integral = false;
                    at++;
                } else {
                    break;
                }
            }
            String number = text.substring(start, at);
            try {
                if (integral && number.length() <= 18) {
                    return Long.parseLong(number);
                }
                double d = Double.parseDouble(number);
                if (!Double.isFinite(d)) {
                    throw error("number out of range");
                }
                return d;
            } catch (NumberFormatException e) {
                throw error("bad number '" + (number.length() > 20 ? number.substring(0, 20) + "..." : number) + "'");
            }
        }
    }
}
