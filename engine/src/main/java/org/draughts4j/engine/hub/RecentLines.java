package org.draughts4j.engine.hub;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** The last lines a peer sent, each cut to a bounded length, for the messages of its failures. Thread-safe. */
final class RecentLines {
    private static final int KEPT = 12;
    private static final int WIDTH = 200;
    private final ArrayDeque<String> lines = new ArrayDeque<>();

    synchronized void add(String line) {
        if (lines.size() == KEPT) {
            lines.poll();
        }
        lines.add(line.length() > WIDTH ? line.substring(0, WIDTH) + "..." : line);
    }

    synchronized List<String> list() {
        return new ArrayList<>(lines);
    }
}
