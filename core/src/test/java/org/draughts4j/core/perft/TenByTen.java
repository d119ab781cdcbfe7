package org.draughts4j.core.perft;

import org.draughts4j.core.Variant;
import org.draughts4j.core.Traits;

/** International rules for the tests of this package (core cannot depend on the variant module). */
final class TenByTen {
    static final Variant VARIANT = Variant.builder("tenbyten").traits(Traits.international())
            .startFen("W:W31-50:B1-20").pdnGameType(20).build();

    private TenByTen() {}
}
