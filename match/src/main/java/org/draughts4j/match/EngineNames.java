package org.draughts4j.match;

/**
 * The names engines A and B go by in a match's score line, game lines and PDN: what each engine
 * calls itself ({@code id().name()}, which a spec's {@code name=} sets), or its spec while it names
 * nothing. A name is read again after every game, since some engines learn theirs in the game (a
 * DXP program sends its name when it accepts the first game). When both names are the same, B's
 * gets {@code " (2)"}, so that a score line never reads {@code X vs X}. Thread-safe.
 */
final class EngineNames {
    private final String[] names;

    /**
     * @param first engine A's spec, its name until it gives one
     * @param second engine B's spec
     */
    EngineNames(String first, String second) {
        this.names = new String[] {first, second};
    }

    /**
     * @param first whether the name is engine A's (else B's)
     * @param name the name the engine gave; ignored when blank
     */
    synchronized void saw(boolean first, String name) {
        if (name != null && !name.isBlank()) {
            names[first ? 0 : 1] = name.strip();
        }
    }

    /** @return engine A's name */
    synchronized String first() {
        return names[0];
    }

    /** @return engine B's name, told apart from A's */
    synchronized String second() {
        return names[1].equals(names[0]) ? names[1] + " (2)" : names[1];
    }
}
