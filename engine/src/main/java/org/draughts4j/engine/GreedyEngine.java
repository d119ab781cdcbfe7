package org.draughts4j.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.draughts4j.core.Color;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;

/**
 * Plays the move that leaves the best material balance for the side that moves (a man counts 1, a
 * king 3), looking one move ahead: a baseline a step above {@link RandomEngine}. Ties go to the
 * first in the order of {@link Position#legalMoves()}, or with option {@code seed} to one of them
 * at random. Spec: {@code greedy} or {@code greedy,seed=3}. Its score is that balance, in men.
 */
public final class GreedyEngine extends SimpleEngine {
    /** What a king is worth in men, as most engines rate it. */
    static final int KING = 3;

    private SplittableRandom random;

    /** An engine that breaks ties by the order of the legal moves. */
    public GreedyEngine() {
        super(new EngineId("greedy", "1", "draughts4j"), List.of(EngineOption.string("seed", "")));
    }

    @Override
    protected Choice choose(Position position) {
        Color mover = position.sideToMove();
        List<Move> best = new ArrayList<>();
        int bestBalance = Integer.MIN_VALUE;
        for (Move move : position.legalMoves()) {
            int balance = balance(position.play(move), mover);
            if (balance > bestBalance) {
                best.clear();
                bestBalance = balance;
            }
            if (balance == bestBalance) {
                best.add(move);
            }
        }
        Move chosen = random == null ? best.get(0) : best.get(random.nextInt(best.size()));
        return new Choice(chosen, Score.men(bestBalance));
    }

    /**
     * @param position a position
     * @param side a side
     * @return the material of {@code side} less the other's, a man 1 and a king {@value #KING}
     */
    static int balance(Position position, Color side) {
        return material(position, side) - material(position, side.opposite());
    }

    private static int material(Position position, Color side) {
        int kings = position.kingCount(side);
        return position.count(side) - kings + KING * kings;
    }

    /** A seed must be a whole number, or empty for the clock's: checked before any option is taken. */
    @Override
    protected void validate(String name, String value) {
        RandomEngine.seeded(value);
    }

    @Override
    protected void apply(String name, String value) {
        random = value.isBlank() ? null : RandomEngine.seeded(value);
    }

    /** Makes {@code greedy} engines for {@link Engines}. */
    public static final class Factory implements EngineFactory {
        /** For {@link java.util.ServiceLoader}. */
        public Factory() {
        }

        @Override
        public String kind() {
            return "greedy";
        }

        @Override
        public String description() {
            return "greedy[,seed=N]: the move leaving the best material balance";
        }

        @Override
        public Engine open(EngineSpec spec) {
            if (!spec.argument().isEmpty()) {
                throw new IllegalArgumentException("greedy takes no ':' argument, only options: greedy,seed=N");
            }
            GreedyEngine engine = new GreedyEngine();
            engine.configure(spec.options());
            return engine;
        }
    }
}
