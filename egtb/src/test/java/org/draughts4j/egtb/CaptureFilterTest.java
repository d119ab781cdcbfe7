package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The quick capture test never says "no" of a position the generator finds a capture in, in any
 * variant the tables support; where men capture backwards and kings fly (International, Killer,
 * Brazilian, Russian; Canadian on two words) it is exact: a piece next to or first on a ray of a
 * piece of the other side, a free square behind, is a capture, so a "perhaps" of a quiet position
 * there would be the test's mistake (a ray seen past its first piece, a shift the wrong way).
 */
class CaptureFilterTest {
    private static final java.util.Set<String> EXACT = java.util.Set.of("international", "killer", "brazilian", "russian");

    @ParameterizedTest
    @ValueSource(strings = {"international", "killer", "antidraughts", "breakthrough", "brazilian", "russian", "english",
        "spanish", "galician", "italian", "pool", "czech", "thai", "portuguese", "poddavki", "turkish", "frisian"})
    void neverMissesACaptureTheGeneratorFinds(String name) {
        Variant variant = Variant.byName(name);
        CaptureFilter filter = new CaptureFilter(variant);
        PositionStack stack = PositionStack.of(variant, false, false);
        long flip = 64 - variant.geometry().layoutBits();
        Random random = new Random(name.hashCode());
        int captures = 0;
        int saidNo = 0;
        for (int n = 0; n < 5_000; n++) {
            Position p = RandomPositions.of(variant, 2 + random.nextInt(7), random);
            stack.setRoot(p);
            boolean white = p.sideToMove() == Color.WHITE;
            long own = white ? p.white() : Long.reverse(p.black()) >>> flip;
            long opp = white ? p.black() : Long.reverse(p.white()) >>> flip;
            long kings = white ? p.kings() : Long.reverse(p.kings()) >>> flip;
            boolean may = filter.mayCapture(own, opp, kings);
            if (stack.hasCapture(0)) {
                captures++;
                assertThat(may).as(p.toFen()).isTrue();
            } else if (!may) {
                saidNo++;
            } else {
                assertThat(EXACT).as(p.toFen()).doesNotContain(name);
            }
        }
        // Both kinds were met, and the test is worth having: it rules most quiet positions out.
        assertThat(captures).isPositive();
        assertThat(saidNo).as("quiet positions ruled out").isGreaterThan(5_000 / 10);
    }

    /**
     * On the 12x12 boards (two words) the test never misses a capture either, and where men capture
     * backwards and kings fly (Canadian) it is exact; a shift of the pair that lost the bits crossing
     * from one word to the other would miss captures across bit 64.
     */
    @ParameterizedTest
    @ValueSource(strings = {"canadian", "srilankan"})
    void onTwoWordsNeverMissesACaptureTheGeneratorFinds(String name) {
        Variant variant = Variant.byName(name);
        WideCaptureFilter filter = new WideCaptureFilter(variant);
        TableBoard board = TableBoard.of(variant);
        PositionStack stack = PositionStack.of(variant, false, false);
        Random random = new Random(name.hashCode());
        int captures = 0;
        int saidNo = 0;
        int quiet = 0;
        for (int n = 0; n < 5_000; n++) {
            Position p = RandomPositions.of(variant, 2 + random.nextInt(7), random);
            stack.setRoot(p);
            boolean white = p.sideToMove() == Color.WHITE;
            long own = white ? p.white() : board.flipLow(p.black(), p.blackHigh());
            long ownHigh = white ? p.whiteHigh() : board.flipHigh(p.black(), p.blackHigh());
            long opp = white ? p.black() : board.flipLow(p.white(), p.whiteHigh());
            long oppHigh = white ? p.blackHigh() : board.flipHigh(p.white(), p.whiteHigh());
            long kings = white ? p.kings() : board.flipLow(p.kings(), p.kingsHigh());
            long kingsHigh = white ? p.kingsHigh() : board.flipHigh(p.kings(), p.kingsHigh());
            boolean may = filter.mayCapture(own, ownHigh, opp, oppHigh, kings, kingsHigh);
            if (stack.hasCapture(0)) {
                captures++;
                assertThat(may).as(p.toFen()).isTrue();
            } else {
                quiet++;
                saidNo += may ? 0 : 1;
                if (name.equals("canadian")) {
                    assertThat(may).as(p.toFen()).isFalse();
                }
            }
        }
        assertThat(captures).isPositive();
        assertThat(saidNo).as("quiet positions ruled out").isGreaterThan(quiet / 2);
    }

    /** On a board of one word, the two-word test (high words 0) answers as the one-word test: each family of boards and moves. */
    @ParameterizedTest
    @ValueSource(strings = {"international", "english", "turkish", "frisian", "italian", "russian"})
    void theTwoWordTestAgreesWithTheOneWordTest(String name) {
        Variant variant = Variant.byName(name);
        CaptureFilter one = new CaptureFilter(variant);
        WideCaptureFilter two = new WideCaptureFilter(variant);
        Random random = new Random(name.hashCode() + 2);
        for (int n = 0; n < 5_000; n++) {
            Position p = RandomPositions.of(variant, 2 + random.nextInt(7), random);
            assertThat(two.mayCapture(p.white(), 0, p.black(), 0, p.kings(), 0)).as(p.toFen())
                    .isEqualTo(one.mayCapture(p.white(), p.black(), p.kings()));
        }
    }
}
