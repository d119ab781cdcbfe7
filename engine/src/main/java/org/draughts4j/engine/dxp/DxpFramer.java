package org.draughts4j.engine.dxp;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.engine.EngineException;

/**
 * Cuts a byte stream into DXP messages: each is 1 to 127 ASCII characters followed by a NUL, and
 * messages may be split over reads or several may come in one. A byte above 127, a message longer
 * than 127 characters or an empty one is a {@link DxpFormatException} at once, so that no peer can
 * make it hold more than 127 bytes. Not thread-safe.
 */
public final class DxpFramer {
    private final byte[] pending = new byte[DxpCodec.MAX_LENGTH];
    private int length;

    /** A framer with nothing pending. */
    public DxpFramer() {
    }

    /**
     * @param bytes bytes read from the peer
     * @param offset where they start
     * @param count how many there are
     * @return the messages they complete, in order, without their NUL
     * @throws DxpFormatException if they break the framing
     */
    public List<String> feed(byte[] bytes, int offset, int count) {
        List<String> messages = new ArrayList<>();
        for (int i = offset; i < offset + count; i++) {
            int b = bytes[i] & 0xff;
            if (b == 0) {
                if (length == 0) {
                    throw new DxpFormatException("an empty message (two NULs in a row, or a NUL first)");
                }
                messages.add(new String(pending, 0, length, StandardCharsets.US_ASCII));
                length = 0;
            } else if (b > 127) {
                throw new DxpFormatException("a byte that is not ASCII (0x" + Integer.toHexString(b) + ") after "
                        + EngineException.quote(new String(pending, 0, length, StandardCharsets.US_ASCII)));
            } else if (length == DxpCodec.MAX_LENGTH) {
                throw new DxpFormatException("a message longer than " + DxpCodec.MAX_LENGTH + " characters: "
                        + EngineException.quote(new String(pending, 0, length, StandardCharsets.US_ASCII)));
            } else {
                pending[length++] = (byte) b;
            }
        }
        return messages;
    }

    /** @return whether part of a message is waiting for its NUL */
    public boolean hasPartial() {
        return length > 0;
    }
}
