package org.draughts4j.variants.international;

import java.util.Set;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Traits;

/**
 * International draughts under the FMJD rules: 10x10, White first, men capture backward, flying
 * kings, the capture taking the most pieces is compulsory, and a man passing the far row during a
 * capture stays a man.
 */
public final class International implements Rules {

    private static final Traits TRAITS = new Traits(
            Geometry.TEN_BY_TEN,
            Color.WHITE,
            true,
            true,
            PromotionInCapture.STAYS_MAN,
            CapturePrecedence.MOST_PIECES);

    /** Public for {@link java.util.ServiceLoader}; use {@code Variants.byName("international")}. */
    public International() {}

    @Override
    public String name() {
        return "international";
    }

    @Override
    public Set<String> aliases() {
        return Set.of("polish", "fmjd", "10x10", "intl");
    }

    @Override
    public Traits traits() {
        return TRAITS;
    }

    @Override
    public String startFen() {
        return "W:W31-50:B1-20";
    }

    @Override
    public int pdnGameType() {
        return 20;
    }

    @Override
    public String toString() {
        return name();
    }
}
