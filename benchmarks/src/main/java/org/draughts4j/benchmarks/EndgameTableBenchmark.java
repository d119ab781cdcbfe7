package org.draughts4j.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.TableBuilder;
import org.draughts4j.egtb.TableValue;
import org.draughts4j.egtb.WdlTables;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Probing the endgame tables: the allocation-free probe from bitboards that a search makes (the
 * same as a probe from a {@code PositionStack} ply), and the probe of an immutable {@link Position}.
 * Each call probes the next of 4096 random positions of 2 to {@code pieces} pieces, so that the
 * files' pages are read all over, as a search reads them.
 *
 * <p>The tables come from {@code -Degtb.dir=DIR} (built by {@code draughts egtb build}), or are
 * built into a temporary directory before the first iteration (International up to 4 pieces: about
 * ten seconds). The compact WDL tables ({@link WdlTables}) come from {@code -Degtb.wdl=DIR}, or are
 * written from the full ones into a temporary directory (International up to 5 pieces: about two
 * minutes), and are probed on the same positions and on those of them without a capture to play.
 * With {@code -Degtb.wdl=DIR} alone the compact tables are the only ones: the positions are drawn
 * from them and only the {@code probeWdl} benchmarks run (the others refuse), so that a large set,
 * such as 6 pieces in any of its layouts, is measured without opening its full tables (48 GB,
 * every checksum read when they are opened).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EndgameTableBenchmark {
    private static final int POSITIONS = 4096;

    @Param({"4"})
    public int pieces;

    private EndgameTables tables;
    private final boolean[] whiteToMove = new boolean[POSITIONS];
    private final long[] white = new long[POSITIONS];
    private final long[] black = new long[POSITIONS];
    private final long[] kings = new long[POSITIONS];
    private final Position[] positions = new Position[POSITIONS];
    private WdlTables wdl;
    /** The indices of the positions without a capture to play, repeated to fill the array. */
    private final int[] quiet = new int[POSITIONS];
    private int next;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Variant variant = Variant.byName("international");
        String dir = System.getProperty("egtb.dir");
        String wdlDir = System.getProperty("egtb.wdl");
        if (dir != null || wdlDir == null) {
            tables = dir != null ? EndgameTables.open(variant, Path.of(dir))
                    : TableBuilder.of(variant, Files.createTempDirectory("egtb-bench")).build(pieces);
            if (tables.maxPieces() < pieces) {
                throw new IllegalStateException("the tables hold " + tables.maxPieces() + " pieces, not " + pieces);
            }
            if (wdlDir == null) {
                Path written = Files.createTempDirectory("egtb-bench-wdl");
                WdlTables.write(tables, written);
                wdlDir = written.toString();
            }
        }
        wdl = WdlTables.open(variant, Path.of(wdlDir));
        Random random = new Random(30);
        Geometry geometry = variant.geometry();
        for (int i = 0; i < POSITIONS; i++) {
            int count = 2 + random.nextInt(pieces - 1);
            long w = 0;
            long b = 0;
            long k = 0;
            for (int placed = 0; placed < count; ) {
                int square = 1 + random.nextInt(geometry.squareCount());
                long bit = 1L << geometry.bit(square);
                Color color = placed == 0 ? Color.WHITE : placed == 1 ? Color.BLACK
                        : random.nextBoolean() ? Color.WHITE : Color.BLACK;
                boolean king = random.nextInt(3) == 0 || geometry.isPromotionSquare(square, color);
                if (((w | b) & bit) != 0) {
                    continue;
                }
                if (color == Color.WHITE) {
                    w |= bit;
                } else {
                    b |= bit;
                }
                k |= king ? bit : 0;
                placed++;
            }
            whiteToMove[i] = random.nextBoolean();
            white[i] = w;
            black[i] = b;
            kings[i] = k;
            positions[i] = Position.of(variant, whiteToMove[i] ? Color.WHITE : Color.BLACK, w, b, k);
            int value = tables != null ? tables.probe(whiteToMove[i], w, b, k) : wdl.probe(whiteToMove[i], w, b, k);
            if (value == TableValue.NOT_IN_TABLES) {
                throw new IllegalStateException("not in the tables: " + positions[i].toFen());
            }
        }
        PositionStack stack = PositionStack.of(variant, false, false);
        int found = 0;
        for (int i = 0; i < POSITIONS; i++) {
            stack.setRoot(positions[i]);
            if (!stack.hasCapture(0)) {
                quiet[found++] = i;
            }
        }
        for (int i = found; i < POSITIONS; i++) {
            quiet[i] = quiet[i - found];
        }
    }

    /** The probe a search makes: bitboards in, an int code out, nothing allocated. */
    @Benchmark
    public int probeBits() {
        requireFullTables();
        int i = next++ & (POSITIONS - 1);
        return tables.probe(whiteToMove[i], white[i], black[i], kings[i]);
    }

    /** The full tables' probe of positions without a capture to play: the compact tables' yardstick. */
    @Benchmark
    public int probeQuietBits() {
        requireFullTables();
        int i = quiet[next++ & (POSITIONS - 1)];
        return tables.probe(whiteToMove[i], white[i], black[i], kings[i]);
    }

    /** The compact tables' probe of positions without a capture to play: one block decoded. */
    @Benchmark
    public int probeWdlQuiet() {
        int i = quiet[next++ & (POSITIONS - 1)];
        return wdl.probe(whiteToMove[i], white[i], black[i], kings[i]);
    }

    /** The compact tables' probe of every position, those with a capture to play searched. */
    @Benchmark
    public int probeWdlBits() {
        int i = next++ & (POSITIONS - 1);
        return wdl.probe(whiteToMove[i], white[i], black[i], kings[i]);
    }

    /** The probe of an immutable Position, its value as an Optional. */
    @Benchmark
    public Object probePosition() {
        requireFullTables();
        return tables.probe(positions[next++ & (POSITIONS - 1)]);
    }

    private void requireFullTables() {
        if (tables == null) {
            throw new IllegalStateException("no full tables: with -Degtb.wdl alone only the probeWdl benchmarks run");
        }
    }
}
