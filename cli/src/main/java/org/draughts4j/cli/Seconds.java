package org.draughts4j.cli;

import java.math.BigDecimal;
import java.time.Duration;

/** A number of seconds given to an option, checked against its bounds with the same words everywhere. */
final class Seconds {
    private Seconds() {}

    /**
     * @param value the seconds given
     * @param option the option's name, for the message
     * @param most the most seconds the option takes
     * @param zeroAllowed whether 0 is taken
     * @return the duration
     * @throws CliException naming the option, its bounds and the value, if it is out of them or not a number
     */
    static Duration of(double value, String option, double most, boolean zeroAllowed) {
        if (!(value >= 0 && value <= most) || !zeroAllowed && value == 0) {
            throw new CliException(option + " takes a number of seconds " + (zeroAllowed ? "from 0" : "above 0")
                    + " to " + plain(most) + ", not " + plain(value));
        }
        return Duration.ofNanos(Math.round(value * 1e9));
    }

    /** @return the number as written, without an exponent ({@code 1000000000}, not {@code 1.0E9}) */
    private static String plain(double value) {
        return Double.isFinite(value) ? BigDecimal.valueOf(value).stripTrailingZeros().toPlainString() : String.valueOf(value);
    }
}
