package org.draughts4j.variants.international;

import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Traits;

/** International with one trait changed to another variant's way, for the neighbour tests. */
final class TestRules implements Rules {
    private final String name;
    private final Traits traits;
    private final String startFen;

    private TestRules(String name, Traits traits, String startFen) {
        this.name = name;
        this.traits = traits;
        this.startFen = startFen;
    }

    private static final Traits BASE = new International().traits();

    static final Rules INTERNATIONAL = new International();

    /** Russian, English: free choice among captures. */
    static final Rules FREE_CHOICE = with("free-choice", BASE.menCaptureBackward(), BASE.flyingKings(),
            BASE.promotionInCapture(), CapturePrecedence.FREE);
    /** Spanish, Galician: most pieces, then most kings. */
    static final Rules MOST_KINGS = with("then-most-kings", BASE.menCaptureBackward(), BASE.flyingKings(),
            BASE.promotionInCapture(), CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS);
    /** English, Spanish, Galician: men capture forward only. */
    static final Rules FORWARD_ONLY = with("forward-only", false, BASE.flyingKings(),
            BASE.promotionInCapture(), BASE.capturePrecedence());
    /** English: kings move one square. */
    static final Rules SHORT_KINGS = with("short-kings", BASE.menCaptureBackward(), false,
            BASE.promotionInCapture(), BASE.capturePrecedence());
    /** Russian: a man crowned during a capture goes on as a king. */
    static final Rules CONTINUES_AS_KING = with("continues-as-king", BASE.menCaptureBackward(), BASE.flyingKings(),
            PromotionInCapture.CONTINUES_AS_KING, BASE.capturePrecedence());
    /** English, Spanish, Galician: a man crowned during a capture stops there. */
    static final Rules ENDS_MOVE = with("ends-move", BASE.menCaptureBackward(), BASE.flyingKings(),
            PromotionInCapture.ENDS_MOVE, BASE.capturePrecedence());
    /** English: Black moves first. */
    static final Rules BLACK_FIRST = new TestRules("black-first", new Traits(BASE.geometry(), Color.BLACK,
            BASE.menCaptureBackward(), BASE.flyingKings(), BASE.promotionInCapture(), BASE.capturePrecedence()),
            "B:W31-50:B1-20");

    private static Rules with(String name, boolean backward, boolean flying, PromotionInCapture promotion,
            CapturePrecedence precedence) {
        return new TestRules(name, new Traits(BASE.geometry(), BASE.firstToMove(), backward, flying, promotion,
                precedence), "W:W31-50:B1-20");
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
        return 20;
    }

    @Override
    public String toString() {
        return name;
    }
}
