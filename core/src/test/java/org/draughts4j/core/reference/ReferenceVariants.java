package org.draughts4j.core.reference;

import java.util.List;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Traits;

/**
 * Test-only {@link Rules} for the trait sets of the six variants of RULES.md, so that core tests
 * can exercise every trait without depending on the variant modules.
 */
public final class ReferenceVariants {

    private ReferenceVariants() {}

    /** A plain immutable {@link Rules}. */
    public static final class TestRules implements Rules {
        private final String name;
        private final Traits traits;
        private final String startFen;
        private final int gameType;
        private final boolean algebraic;

        public TestRules(String name, Traits traits, String startFen, int gameType, boolean algebraic) {
            this.name = name;
            this.traits = traits;
            this.startFen = startFen;
            this.gameType = gameType;
            this.algebraic = algebraic;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Traits traits() {
            return traits;
        }

        @Override
        public String startFen() {
            return startFen;
        }

        @Override
        public int pdnGameType() {
            return gameType;
        }

        @Override
        public boolean acceptsAlgebraicSquares() {
            return algebraic;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    public static final Rules INTERNATIONAL = new TestRules("international",
            new Traits(Geometry.TEN_BY_TEN, Color.WHITE, true, true,
                    PromotionInCapture.STAYS_MAN, CapturePrecedence.MOST_PIECES),
            "W:W31-50:B1-20", 20, false);

    public static final Rules BRAZILIAN = new TestRules("brazilian",
            new Traits(Geometry.EIGHT_BY_EIGHT, Color.WHITE, true, true,
                    PromotionInCapture.STAYS_MAN, CapturePrecedence.MOST_PIECES),
            "W:W21-32:B1-12", 26, true);

    public static final Rules RUSSIAN = new TestRules("russian",
            new Traits(Geometry.EIGHT_BY_EIGHT, Color.WHITE, true, true,
                    PromotionInCapture.CONTINUES_AS_KING, CapturePrecedence.FREE),
            "W:W21-32:B1-12", 25, true);

    public static final Rules ENGLISH = new TestRules("english",
            new Traits(Geometry.EIGHT_BY_EIGHT, Color.BLACK, false, false,
                    PromotionInCapture.ENDS_MOVE, CapturePrecedence.FREE),
            "B:W21-32:B1-12", 21, false);

    public static final Rules SPANISH = new TestRules("spanish",
            new Traits(Geometry.EIGHT_BY_EIGHT_MIRRORED, Color.WHITE, false, true,
                    PromotionInCapture.ENDS_MOVE, CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS),
            "W:W1-12:B21-32", 24, false);

    public static final Rules GALICIAN = new TestRules("galician",
            new Traits(Geometry.EIGHT_BY_EIGHT_MIRRORED, Color.WHITE, false, true,
                    PromotionInCapture.ENDS_MOVE, CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS),
            "W:W1-12:B21-32", 24, false);

    /** The six, in the order of RULES.md. */
    public static final List<Rules> ALL =
            List.of(INTERNATIONAL, BRAZILIAN, RUSSIAN, ENGLISH, SPANISH, GALICIAN);

    /** @return the test rules called {@code name} */
    public static Rules byName(String name) {
        for (Rules rules : ALL) {
            if (rules.name().equals(name)) {
                return rules;
            }
        }
        throw new IllegalArgumentException("no test rules called " + name);
    }
}
