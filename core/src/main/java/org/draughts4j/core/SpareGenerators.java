package org.draughts4j.core;

import java.util.concurrent.atomic.AtomicReference;
import org.draughts4j.core.movegen.MoveGenerator;
import org.draughts4j.core.movegen.WideGenerator;

/**
 * A spare generator of each kind for one {@link Traits}, so that {@link Position} does not make a
 * new one for every list of moves: making one (its masks, its scratch arrays) took about as long
 * as the generation it served. A generator holds state while it generates, so a caller takes the
 * spare for the call and gives it back after; a second thread meanwhile makes its own, and only
 * one of the two is kept.
 */
final class SpareGenerators {
    private final AtomicReference<MoveGenerator> narrow = new AtomicReference<>();
    private final AtomicReference<WideGenerator> wide = new AtomicReference<>();

    /** @return the spare generator for boards of one word, or a new one if another call has it */
    MoveGenerator takeNarrow(Traits traits) {
        MoveGenerator generator = narrow.getAndSet(null);
        return generator != null ? generator : new MoveGenerator(traits);
    }

    /** Keeps {@code generator} as the spare, once a call that took it is done with it. */
    void giveBack(MoveGenerator generator) {
        narrow.set(generator);
    }

    /** @return the spare generator for boards of two words, or a new one if another call has it */
    WideGenerator takeWide(Traits traits) {
        WideGenerator generator = wide.getAndSet(null);
        return generator != null ? generator : WideGenerator.of(traits);
    }

    /** Keeps {@code generator} as the spare, once a call that took it is done with it. */
    void giveBack(WideGenerator generator) {
        wide.set(generator);
    }
}
