package org.draughts4j.core;

/** Rules for core tests, with the traits of the six variants of RULES.md (the real ones live in variant modules). */
public record TestRules(String name, Traits traits, String startFen, boolean acceptsAlgebraicSquares) implements Rules {

    public static final TestRules INTERNATIONAL = new TestRules("international", new Traits(Geometry.TEN_BY_TEN,
            Color.WHITE, true, true, PromotionInCapture.STAYS_MAN, CapturePrecedence.MOST_PIECES), "W:W31-50:B1-20", false);
    public static final TestRules BRAZILIAN = new TestRules("brazilian", new Traits(Geometry.EIGHT_BY_EIGHT,
            Color.WHITE, true, true, PromotionInCapture.STAYS_MAN, CapturePrecedence.MOST_PIECES), "W:W21-32:B1-12", true);
    public static final TestRules RUSSIAN = new TestRules("russian", new Traits(Geometry.EIGHT_BY_EIGHT,
            Color.WHITE, true, true, PromotionInCapture.CONTINUES_AS_KING, CapturePrecedence.FREE), "W:W21-32:B1-12", true);
    public static final TestRules ENGLISH = new TestRules("english", new Traits(Geometry.EIGHT_BY_EIGHT,
            Color.BLACK, false, false, PromotionInCapture.ENDS_MOVE, CapturePrecedence.FREE), "B:W21-32:B1-12", false);
    public static final TestRules SPANISH = new TestRules("spanish", new Traits(Geometry.EIGHT_BY_EIGHT_MIRRORED,
            Color.WHITE, false, true, PromotionInCapture.ENDS_MOVE, CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS),
            "W:W1-12:B21-32", false);

    @Override
    public int pdnGameType() {
        return 0;
    }
}
