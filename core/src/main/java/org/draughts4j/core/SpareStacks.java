package org.draughts4j.core;

import java.util.concurrent.atomic.AtomicReference;

/**
 * A spare stack of one variant, so that {@link Position} does not make a new one for every list
 * of moves or move played: making one (its generator's masks and scratch arrays) took about as
 * long as the generation it served. A stack holds state while it works, so a caller takes the
 * spare for the call and gives it back after; a second thread meanwhile makes its own, and only
 * one of the two is kept.
 */
final class SpareStacks {
    private final AtomicReference<PositionStack> spare = new AtomicReference<>();

    /** @return the spare stack of {@code variant}, or a new one if another call has it */
    PositionStack take(Variant variant) {
        PositionStack stack = spare.getAndSet(null);
        return stack != null ? stack : PositionStack.of(variant);
    }

    /** Keeps {@code stack} as the spare, once a call that took it is done with it. */
    void giveBack(PositionStack stack) {
        spare.set(stack);
    }
}
