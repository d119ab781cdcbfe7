package org.draughts4j.variants.international;

import static org.draughts4j.testing.VariantSuites.withTraits;

import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;

/** International with one trait changed to a neighbouring variant's, for the rule tests. */
final class TestRules {

    private TestRules() {}

    static final Variant INTERNATIONAL = new International();

    /** Russian, English: free choice among captures. */
    static final Variant FREE_CHOICE = withTraits(INTERNATIONAL, t -> t.capturePrecedence(CapturePrecedence.FREE));
    /** Spanish, Galician: most pieces, then most kings. */
    static final Variant MOST_KINGS = withTraits(INTERNATIONAL,
            t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS));
    /** English, Spanish, Galician: men capture forward only. */
    static final Variant FORWARD_ONLY = withTraits(INTERNATIONAL, t -> t.menCaptureBackward(false));
    /** English: kings move one square. */
    static final Variant SHORT_KINGS = withTraits(INTERNATIONAL, t -> t.flyingKings(false));
    /** Russian: a man crowned during a capture goes on as a king. */
    static final Variant CONTINUES_AS_KING = withTraits(INTERNATIONAL,
            t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING));
    /** English, Spanish, Galician: a man crowned during a capture stops there. */
    static final Variant ENDS_MOVE = withTraits(INTERNATIONAL,
            t -> t.promotionInCapture(PromotionInCapture.ENDS_MOVE));
    /** English: Black moves first. */
    static final Variant BLACK_FIRST = withTraits(INTERNATIONAL, t -> t.firstToMove(Color.BLACK));
}
