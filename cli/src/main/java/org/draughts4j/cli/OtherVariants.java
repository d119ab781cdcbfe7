package org.draughts4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnException;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnReplayResult;
import org.draughts4j.core.pdn.PdnReplayer;

/**
 * The variants a failed PDN game replays in, for its failure line. Many files (English ones most)
 * have no GameType tag, so that their games are read as the default variant and fail at their
 * first move with a reason that does not say why; the variants the game replays in full in say it.
 */
final class OtherVariants {
    private OtherVariants() {
    }

    /**
     * @param entry a game that failed to replay
     * @param result its failure
     * @param strict whether an ambiguous move fails the game
     * @return for a game whose tags name no known variant (no GameType, no Variant tag or one of no
     *     known name), the variants it replays in full in ({@code "; read as international, its tags
     *     naming no known variant: it replays in full as english, pool (give -v)"}), which costs a
     *     replay in each variant; otherwise ""
     */
    static String hint(PdnFile.Entry entry, PdnReplayResult result, boolean strict) {
        if (result.passed() || result.variant() == null || entry.error().isPresent() || tagsNameAVariant(entry)) {
            return ""; // a syntax error fails the game in every variant
        }
        if (strict && PdnReplayer.lenient(result.variant()).replay(entry, result.source()).passed()) {
            return ""; // only an ambiguous move failed it: the variant is right
        }
        List<String> names = new ArrayList<>();
        for (Variant other : Variant.all()) {
            if (other.name().equals(result.variant().name())) {
                continue;
            }
            PdnReplayer replayer = strict ? PdnReplayer.strict(other) : PdnReplayer.lenient(other);
            if (replayer.replay(entry, result.source()).passed()) {
                names.add(other.name());
            }
        }
        if (names.isEmpty()) {
            return "";
        }
        return "; read as " + result.variant().name() + ", its tags naming no known variant: it replays in full as "
                + String.join(", ", names) + " (give -v)";
    }

    private static boolean tagsNameAVariant(PdnFile.Entry entry) {
        try {
            entry.game().variant(null);
            return true;
        } catch (PdnException e) {
            return false;
        }
    }
}
