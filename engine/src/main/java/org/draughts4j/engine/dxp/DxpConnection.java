package org.draughts4j.engine.dxp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.EngineTimeoutException;
import org.draughts4j.engine.ProtocolException;

/**
 * One DXP connection: messages out, messages in, each wait for a message bounded by the timeout
 * however the peer trickles its bytes. Keeps the last messages received for the errors. Not thread-safe.
 */
final class DxpConnection implements AutoCloseable {
    private static final int KEPT = 8;

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final Duration timeout;
    private final DxpListener listener;
    private final DxpFramer framer = new DxpFramer();
    private final ArrayDeque<String> ready = new ArrayDeque<>();
    private final ArrayDeque<String> recent = new ArrayDeque<>();
    private final byte[] buffer = new byte[512];

    DxpConnection(Socket socket, Duration timeout, DxpListener listener) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.out = socket.getOutputStream();
        this.timeout = timeout;
        this.listener = listener;
        socket.setTcpNoDelay(true);
    }

    void send(DxpMessage message) {
        String text = DxpCodec.encode(message);
        try {
            byte[] bytes = (text + '\0').getBytes(StandardCharsets.US_ASCII);
            out.write(bytes);
            out.flush();
        } catch (IOException e) {
            throw new EngineTerminatedException("the DXP peer has gone: cannot send " + EngineException.quote(text)
                    + " (" + e.getMessage() + ")", recent());
        }
        listener.sent(message);
    }

    /** Sends without failing: for the last words to a peer that is being given up. */
    void sendQuietly(DxpMessage message) {
        try {
            send(message);
        } catch (EngineException e) {
            // It has gone already.
        }
    }

    /**
     * @param awaited what is awaited, for the error
     * @return the next message
     * @throws EngineTimeoutException if none comes within the timeout
     * @throws EngineTerminatedException if the peer closes the connection
     * @throws ProtocolException if the peer breaks the framing or sends a malformed message
     */
    DxpMessage receive(String awaited) {
        return receive(awaited, timeout);
    }

    /**
     * @param awaited what is awaited, for the error
     * @param wait the longest wait for this message
     * @return the next message
     * @throws EngineTimeoutException if none comes within {@code wait}
     * @throws EngineTerminatedException if the peer closes the connection
     * @throws ProtocolException if the peer breaks the framing or sends a malformed message
     */
    DxpMessage receive(String awaited, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (ready.isEmpty()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw silent(awaited, wait);
            }
            int count;
            try {
                socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, left / 1_000_000)));
                count = in.read(buffer);
            } catch (SocketTimeoutException e) {
                throw silent(awaited, wait);
            } catch (IOException e) {
                throw new EngineTerminatedException("the DXP connection failed while waiting for " + awaited + ": "
                        + e.getMessage(), recent());
            }
            if (count < 0) {
                throw new EngineTerminatedException("the DXP peer closed the connection while we waited for "
                        + awaited + (framer.hasPartial() ? ", in the middle of a message" : ""), recent());
            }
            try {
                ready.addAll(framer.feed(buffer, 0, count));
            } catch (DxpFormatException e) {
                throw new ProtocolException("the DXP peer sent " + e.getMessage(), recent());
            }
        }
        String text = ready.poll();
        remember(text);
        DxpMessage message;
        try {
            message = DxpCodec.decode(text);
        } catch (DxpFormatException e) {
            throw new ProtocolException("the DXP peer sent a malformed message: " + e.getMessage(), recent());
        }
        listener.received(message);
        return message;
    }

    /**
     * @param awaited what is awaited, for the error
     * @param length how long the wait lasts from now
     * @return a wait that lasts {@code length} however many other messages come before the one
     *     awaited, so that a peer that only chats, or repeats what changes nothing, cannot hold it
     *     open for ever
     */
    Wait startWait(String awaited, Duration length) {
        return new Wait(awaited, length);
    }

    /** One wait for a message, its time counted from its start, not from the last message. */
    final class Wait {
        private final String awaited;
        private final Duration length;
        private final long start = System.nanoTime();
        private boolean heard;

        private Wait(String awaited, Duration length) {
            this.awaited = awaited;
            this.length = length;
        }

        /**
         * @return the next message
         * @throws EngineTimeoutException when the wait's time is up: silent for its length, or
         *     only other messages within it
         * @throws EngineTerminatedException if the peer closes the connection
         * @throws ProtocolException if the peer breaks the framing or sends a malformed message
         */
        DxpMessage next() {
            long left = length.toNanos() - (System.nanoTime() - start);
            try {
                if (left <= 0) {
                    throw new EngineTimeoutException("", List.of());
                }
                // The first message of a wait gets the whole length (the wait began a moment ago), so
                // that a silent peer is reported as silent for the length as given.
                DxpMessage message = receive(awaited, heard ? Duration.ofNanos(left) : length);
                heard = true;
                return message;
            } catch (EngineTimeoutException e) {
                if (!heard && left > 0) {
                    throw e;
                }
                throw new EngineTimeoutException("the DXP peer sent only chat or messages that change nothing within "
                        + seconds(length) + " s while we waited for " + awaited, recent());
            }
        }

        /** @return the time since the wait started */
        Duration elapsed() {
            return Duration.ofNanos(System.nanoTime() - start);
        }
    }

    private EngineTimeoutException silent(String awaited, Duration wait) {
        return new EngineTimeoutException("the DXP peer was silent for " + seconds(wait) + " s while we waited for "
                + awaited, recent());
    }

    private static String seconds(Duration wait) {
        return wait.toMillis() % 1000 == 0 ? String.valueOf(wait.toSeconds())
                : String.format(java.util.Locale.ROOT, "%.1f", wait.toMillis() / 1000.0);
    }

    private void remember(String text) {
        if (recent.size() == KEPT) {
            recent.poll();
        }
        recent.add(EngineException.quote(text));
    }

    List<String> recent() {
        return new ArrayList<>(recent);
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closed either way.
        }
    }
}
