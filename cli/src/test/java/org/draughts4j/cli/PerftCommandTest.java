package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The times and speeds perft prints read as String.format would print them. */
class PerftCommandTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3})
    void fixedPrintsWhatStringFormatPrints(int decimals) {
        Random random = new Random(decimals);
        for (int i = 0; i < 20_000; i++) {
            // Spread over the magnitudes printed: fractions of a second up to hours, speeds up to 1000.
            double value = random.nextDouble() * Math.pow(10, random.nextInt(7) - 3);
            assertThat(PerftCommand.fixed(value, decimals)).as("%s", value)
                    .isEqualTo(String.format(Locale.ROOT, "%." + decimals + "f", value));
        }
    }

    @Test
    void fixedPadsAndRoundsUp() {
        assertThat(PerftCommand.fixed(0, 3)).isEqualTo("0.000");
        assertThat(PerftCommand.fixed(0.0004, 3)).isEqualTo("0.000");
        assertThat(PerftCommand.fixed(0.0096, 3)).isEqualTo("0.010");
        assertThat(PerftCommand.fixed(9.96, 1)).isEqualTo("10.0");
        assertThat(PerftCommand.fixed(12.25, 1)).isEqualTo("12.3");
        assertThat(PerftCommand.fixed(999.6, 0)).isEqualTo("1000");
    }

    @Test
    void timingShowsSecondsAndSpeed() {
        assertThat(PerftCommand.timing(110_917_189, 882_000_000)).isEqualTo("0.882 s  125.8 Mn/s");
        assertThat(PerftCommand.timing(7, 4_000_000)).isEqualTo("0.004 s  1.8 kn/s");
        assertThat(PerftCommand.timing(5, 0)).isEqualTo("0.000 s  0 n/s");
        assertThat(PerftCommand.timing(3_000_000_000L, 1_000_000_000)).isEqualTo("1.000 s  3.0 Gn/s");
    }
}
