package org.draughts4j.core.perft;

import org.draughts4j.core.Rules;
import org.draughts4j.core.Traits;

/** International rules for the tests of this package (core cannot depend on the variant module). */
final class TenByTen implements Rules {
    static final TenByTen RULES = new TenByTen();

    private static final Traits TRAITS = Traits.international();

    @Override
    public String name() {
        return "tenbyten";
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
}
