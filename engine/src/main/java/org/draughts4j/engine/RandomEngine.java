package org.draughts4j.engine;

import java.util.List;
import java.util.SplittableRandom;
import org.draughts4j.core.Position;

/**
 * Plays a legal move chosen uniformly at random: the weakest baseline, for testing the plumbing.
 * Option {@code seed} (a whole number) makes its games repeatable; without it the seed comes from
 * the clock. Spec: {@code random} or {@code random,seed=3}.
 */
public final class RandomEngine extends SimpleEngine {
    private SplittableRandom random;

    /** An engine seeded from the clock. */
    public RandomEngine() {
        super(new EngineId("random", "1", "draughts4j"), List.of(EngineOption.string("seed", "")));
        random = new SplittableRandom();
    }

    /**
     * @param seed the seed of its generator
     */
    public RandomEngine(long seed) {
        this();
        configure(java.util.Map.of("seed", String.valueOf(seed)));
    }

    @Override
    protected Choice choose(Position position) {
        var moves = position.legalMoves();
        return new Choice(moves.get(random.nextInt(moves.size())), null);
    }

    /** A seed must be a whole number, or empty for the clock's: checked before any option is taken. */
    @Override
    protected void validate(String name, String value) {
        RandomEngine.seeded(value);
    }

    @Override
    protected void apply(String name, String value) {
        random = seeded(value);
    }

    /**
     * @param seed a seed option's value: empty for the clock's
     * @return a generator so seeded
     * @throws IllegalArgumentException if the value is not a whole number
     */
    static SplittableRandom seeded(String seed) {
        if (seed.isBlank()) {
            return new SplittableRandom();
        }
        try {
            return new SplittableRandom(Long.parseLong(seed.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seed takes a whole number, not '" + seed + "'");
        }
    }

    /** Makes {@code random} engines for {@link Engines}. */
    public static final class Factory implements EngineFactory {
        /** For {@link java.util.ServiceLoader}. */
        public Factory() {
        }

        @Override
        public String kind() {
            return "random";
        }

        @Override
        public String description() {
            return "random[,seed=N]: a uniformly random legal move";
        }

        @Override
        public Engine open(EngineSpec spec) {
            if (!spec.argument().isEmpty()) {
                throw new IllegalArgumentException("random takes no ':' argument, only options: random,seed=N");
            }
            RandomEngine engine = new RandomEngine();
            engine.configure(spec.options());
            return engine;
        }
    }
}
