package org.draughts4j.match;

import java.time.Duration;
import java.util.Locale;

/** Durations as the match's messages write them. */
final class Durations {
    private Durations() {
    }

    /** @return {@code 1.25 s}, {@code 60 s} */
    static String format(Duration time) {
        String text = String.format(Locale.ROOT, "%.3f", time.toNanos() / 1e9).replaceAll("\\.?0+$", "");
        return text + " s";
    }
}
