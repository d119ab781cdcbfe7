package org.draughts4j.core.pdn;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Decides the encoding of a PDN file from its bytes: a byte-order mark (UTF-8, UTF-16 big or
 * little endian) decides; else UTF-8 when the bytes are UTF-8, or mostly so (a few stray bytes are
 * then read as U+FFFD, with a warning, rather than re-reading the whole file in another charset
 * and garbling its other games); else windows-1251 when most non-ASCII bytes come in runs (words
 * of Cyrillic letters), else ISO-8859-1, with a warning.
 */
final class PdnEncoding {

    /**
     * The decision.
     *
     * @param charset the charset to decode with
     * @param skip the bytes of the byte-order mark to skip
     * @param warning why the file is not read as plain UTF-8, or null when it is
     */
    record Decision(Charset charset, int skip, String warning) {}

    /** Counts what the decision needs, fed with the bytes in order. */
    static final class Stats {
        private final byte[] head = new byte[3];
        private int headLength;
        private long total;
        private long validMultibyte;
        private long malformed;
        private long high;
        private long inRuns;
        private int run;
        private int pending;

        void feed(byte[] bytes, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                feed(bytes[i] & 0xFF);
            }
        }

        private void feed(int b) {
            if (headLength < head.length) {
                head[headLength++] = (byte) b;
            }
            total++;
            if (b >= 0x80) {
                high++;
                run++;
            } else {
                if (run >= 3) {
                    inRuns += run;
                }
                run = 0;
            }
            if (pending > 0) {
                if ((b & 0xC0) == 0x80) {
                    if (--pending == 0) {
                        validMultibyte++;
                    }
                    return;
                }
                // A sequence cut short: the lead byte was not UTF-8; this byte starts afresh.
                malformed++;
                pending = 0;
            }
            if (b < 0x80) {
                return;
            }
            if (b >= 0xC2 && b <= 0xDF) {
                pending = 1;
            } else if (b >= 0xE0 && b <= 0xEF) {
                pending = 2;
            } else if (b >= 0xF0 && b <= 0xF4) {
                pending = 3;
            } else {
                malformed++;
            }
        }

        /**
         * @param complete whether every byte of the file was fed (else only its head, and the
         *     rest is assumed to be like it)
         */
        Decision decide(boolean complete) {
            if (headLength >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF) {
                return new Decision(StandardCharsets.UTF_8, 3, null);
            }
            if (headLength >= 2 && (head[0] & 0xFF) == 0xFF && (head[1] & 0xFF) == 0xFE) {
                return new Decision(StandardCharsets.UTF_16LE, 2, null);
            }
            if (headLength >= 2 && (head[0] & 0xFF) == 0xFE && (head[1] & 0xFF) == 0xFF) {
                return new Decision(StandardCharsets.UTF_16BE, 2, null);
            }
            long bad = malformed + (complete && pending > 0 ? 1 : 0);
            if (bad == 0) {
                return new Decision(StandardCharsets.UTF_8, 0, null);
            }
            if (validMultibyte > bad) {
                return new Decision(StandardCharsets.UTF_8, 0, bad + " byte(s) are not UTF-8 in a UTF-8 file;"
                        + " each is read as U+FFFD");
            }
            long runs = inRuns + (run >= 3 ? run : 0);
            Charset legacy = high > 0 && runs * 2 > high ? Charset.forName("windows-1251") : StandardCharsets.ISO_8859_1;
            return new Decision(legacy, 0, "not UTF-8: read as " + legacy.name());
        }
    }

    private PdnEncoding() {}

    /** @return the decision for a file whose bytes {@code in} gives, read to the end */
    static Decision decide(InputStream in) throws IOException {
        Stats stats = new Stats();
        byte[] buffer = new byte[1 << 16];
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            stats.feed(buffer, 0, n);
        }
        return stats.decide(true);
    }

    /** @return the decision for {@code bytes} */
    static Decision decide(byte[] bytes) {
        Stats stats = new Stats();
        stats.feed(bytes, 0, bytes.length);
        return stats.decide(true);
    }
}
