package org.draughts4j.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A named list of openings of one variant, with where it comes from. Immutable.
 *
 * @param name its name, such as {@code international-2move}
 * @param variant the name of its variant
 * @param source where the list comes from, in one line
 * @param openings every opening, barred ones included, in the order of the source
 */
public record OpeningSet(String name, String variant, String source, List<Opening> openings) {
    /**
     * Validates and copies.
     *
     * @param name its name
     * @param variant its variant's name
     * @param source where it comes from
     * @param openings its openings
     * @throws NullPointerException if an argument is null
     */
    public OpeningSet {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(source, "source");
        openings = List.copyOf(openings);
    }

    /**
     * @param all whether to take the barred openings too
     * @return the openings to play: those not barred, or all of them
     */
    public List<Opening> openings(boolean all) {
        if (all) {
            return openings;
        }
        List<Opening> playable = new ArrayList<>();
        for (Opening opening : openings) {
            if (!opening.barred()) {
                playable.add(opening);
            }
        }
        return List.copyOf(playable);
    }
}
