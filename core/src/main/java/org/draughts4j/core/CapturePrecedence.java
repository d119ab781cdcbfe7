package org.draughts4j.core;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Which of the available captures a player may choose: an ordered list of {@link
 * CaptureCriterion}s, each applied among the captures the earlier ones kept. The empty list is
 * free choice. Captures are compulsory whatever the precedence; it only narrows which ones.
 *
 * <p>Immutable; equal when the criteria are the same in the same order.
 */
public final class CapturePrecedence {
    /** Any capture (Russian, English, Pool, Thai). */
    public static final CapturePrecedence FREE = new CapturePrecedence(List.of());
    /** A capture taking the most pieces, a king counting as one (International, Brazilian). */
    public static final CapturePrecedence MOST_PIECES = of(CaptureCriterion.MOST_PIECES);
    /** Among the captures taking the most pieces, those taking the most kings (Spanish, Portuguese). */
    public static final CapturePrecedence MOST_PIECES_THEN_MOST_KINGS =
            of(CaptureCriterion.MOST_PIECES, CaptureCriterion.MOST_KINGS);
    /** A king must capture if one can; otherwise free (Czech). */
    public static final CapturePrecedence KING_MUST_CAPTURE = of(CaptureCriterion.WITH_KING);
    /**
     * The Italian order: most pieces, then with a king, then most kings, then the kings met first
     * (docs/variants.md).
     */
    public static final CapturePrecedence ITALIAN = of(CaptureCriterion.MOST_PIECES, CaptureCriterion.WITH_KING,
            CaptureCriterion.MOST_KINGS, CaptureCriterion.KINGS_FIRST);

    /**
     * The Frisian value rule (docs/variants.md): the highest value, men 1 and kings 2; on equal value
     * the fewest kings; then a capture with a king.
     */
    public static final CapturePrecedence FRISIAN = of(CaptureCriterion.VALUE, CaptureCriterion.FEWEST_KINGS,
            CaptureCriterion.WITH_KING);

    private final List<CaptureCriterion> criteria;

    private CapturePrecedence(List<CaptureCriterion> criteria) {
        this.criteria = criteria;
    }

    /**
     * @param criteria the criteria, most important first; none for free choice
     * @return the precedence
     * @throws IllegalArgumentException if a criterion is listed twice
     * @throws NullPointerException if a criterion is null
     */
    public static CapturePrecedence of(CaptureCriterion... criteria) {
        List<CaptureCriterion> list = List.of(criteria);
        Set<CaptureCriterion> seen = EnumSet.noneOf(CaptureCriterion.class);
        for (CaptureCriterion criterion : list) {
            if (!seen.add(criterion)) {
                throw new IllegalArgumentException("capture criterion " + criterion + " listed twice");
            }
        }
        return list.isEmpty() && FREE != null ? FREE : new CapturePrecedence(list);
    }

    /** @return the criteria, most important first (empty for free choice) */
    public List<CaptureCriterion> criteria() {
        return criteria;
    }

    /** @return whether any capture may be chosen */
    public boolean isFree() {
        return criteria.isEmpty();
    }

    /**
     * @param criterion a criterion
     * @return whether {@code criterion} is one of the criteria
     */
    public boolean uses(CaptureCriterion criterion) {
        return criteria.contains(criterion);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CapturePrecedence && ((CapturePrecedence) other).criteria.equals(criteria);
    }

    @Override
    public int hashCode() {
        return Objects.hash(criteria);
    }

    /** @return {@code FREE}, or the criteria joined by {@code " > "} */
    @Override
    public String toString() {
        if (criteria.isEmpty()) {
            return "FREE";
        }
        StringBuilder text = new StringBuilder();
        for (CaptureCriterion criterion : criteria) {
            if (text.length() > 0) {
                text.append(" > ");
            }
            text.append(criterion);
        }
        return text.toString();
    }
}
