package org.draughts4j.egtb;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.draughts4j.core.Color;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The figures of docs/egtb.md, "Compact WDL tables": run by hand with {@code -Degtb.measure=4}
 * (the most pieces), optionally {@code -Degtb.measureDir=DIR} to keep the tables between runs and
 * {@code -Degtb.blockBits=N} for blocks of 2^N positions (Maven hands its -D properties to the tests).
 * Not a test: it prints, and fails only if the compact tables disagree with the full ones.
 */
@EnabledIfSystemProperty(named = "egtb.measure", matches = "\\d+")
class WdlMeasure {
    @Test
    void measure() throws IOException {
        int pieces = Integer.parseInt(System.getProperty("egtb.measure"));
        Path root = Path.of(System.getProperty("egtb.measureDir", Files.createTempDirectory("wdl-measure").toString()));
        Variant variant = Variant.byName("international");
        Path fullDir = root.resolve("full");
        long t0 = System.nanoTime();
        EndgameTables full = TableBuilder.of(variant, fullDir).threads(2).build(pieces);
        System.out.printf("full tables: %.1f s%n", (System.nanoTime() - t0) / 1e9);
        long positions = 0;
        long captures = 0;
        long[] wdl = new long[3];
        long fullBytes = 0;
        long rleFilled = 0;
        long rleUnfilled = 0;
        long[] runBytes = new long[256];
        long blocks = 0;
        PositionStack stack = PositionStack.of(variant, false, false);
        for (Material material : full.materials()) {
            SliceFile slice = full.slice(material);
            fullBytes += Files.size(slice.path);
            SliceIndex.Decoder decoder = slice.index.new Decoder();
            byte[] values = new byte[(int) slice.index.size];
            for (int i = 0; i < values.length; i++) {
                if (!decoder.decode(i)) {
                    values[i] = WdlFile.ANY;
                    continue;
                }
                positions++;
                stack.setRoot(Color.WHITE, decoder.own, 0, decoder.opp, 0, decoder.kings, 0);
                if (stack.hasCapture(0)) {
                    captures++;
                    values[i] = WdlFile.ANY;
                    continue;
                }
                int v = Integer.signum(slice.value(i)) + 1;
                wdl[v]++;
                values[i] = (byte) v;
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int block = 1 << Integer.getInteger("egtb.blockBits", WdlFile.BLOCK_BITS);
            for (int from = 0; from < values.length; from += block) {
                int to = Math.min(values.length, from + block);
                int before = out.size();
                WdlFile.encodeRuns(values, from, to, out);
                blocks++;
                // The same runs with ANY a value of its own, to show what the filling gains.
                int runs = 0;
                for (int i = from; i < to; i++) {
                    if (i == from || values[i] != values[i - 1]) {
                        runs++;
                    }
                }
                rleUnfilled += runs;
                for (byte b : java.util.Arrays.copyOfRange(out.toByteArray(), before, out.size())) {
                    runBytes[b & 0xFF]++;
                }
            }
            rleFilled += out.size();
        }
        long known = wdl[0] + wdl[1] + wdl[2];
        double h0 = 0;
        for (long c : wdl) {
            if (c > 0) {
                h0 -= c * Math.log((double) c / known) / Math.log(2);
            }
        }
        long totalRunBytes = java.util.Arrays.stream(runBytes).sum();
        double hRuns = 0;
        for (long c : runBytes) {
            if (c > 0) {
                hRuns -= c * Math.log((double) c / totalRunBytes) / Math.log(2);
            }
        }
        System.out.printf("International up to %d pieces: %d positions, %d with a capture (%.1f%%)%n", pieces,
                positions, captures, 100.0 * captures / positions);
        System.out.printf("capture-free: wins %d, draws %d, losses %d%n", wdl[2], wdl[1], wdl[0]);
        System.out.printf("full tables: %d bytes%n", fullBytes);
        System.out.printf("(a) runs, ANY filled: %d bytes of runs (%.4f bytes a position), + %d of block offsets%n",
                rleFilled, (double) rleFilled / positions, 4 * blocks);
        System.out.printf("(a') runs, ANY its own value: at least %d bytes (one a run)%n", rleUnfilled);
        System.out.printf("(b) order-0 entropy of the capture-free values: %.0f bytes (%.3f bits a capture-free position)%n",
                h0 / 8, h0 / known);
        System.out.printf("(a+b) order-0 entropy of the run bytes (a Huffman code of the runs): %.0f bytes%n", hRuns / 8);

        int blockBits = Integer.getInteger("egtb.blockBits", WdlFile.BLOCK_BITS);
        Path wdlDir = root.resolve("wdl-" + blockBits);
        t0 = System.nanoTime();
        WdlTables.write(full, wdlDir, new WdlLayout(1 << blockBits, 1 << Integer.getInteger("egtb.partBits", WdlFile.PART_BITS)));
        System.out.printf("written in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        long compactBytes = 0;
        try (var files = Files.list(wdlDir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                compactBytes += Files.size(p);
            }
        }
        System.out.printf("compact files: %d bytes, %.4f of the full tables (1/%.0f)%n", compactBytes,
                (double) compactBytes / fullBytes, (double) fullBytes / compactBytes);

        try (WdlTables compact = WdlTables.open(variant, wdlDir)) {
            // Random positions of the most pieces, split by whether a capture is pending.
            int n = 1 << 16;
            long[][] quiet = new long[3][n];
            long[][] capture = new long[3][n];
            int q = 0;
            int c = 0;
            Random random = new Random(38);
            java.util.List<Material> top = full.materials().stream().filter(m -> m.pieces() == pieces).toList();
            while (q < n || c < n) {
                SliceFile slice = full.slice(top.get(random.nextInt(top.size())));
                SliceIndex.Decoder decoder = slice.index.new Decoder();
                long i = (long) (random.nextDouble() * slice.index.size);
                if (!decoder.decode(i)) {
                    continue;
                }
                stack.setRoot(Color.WHITE, decoder.own, 0, decoder.opp, 0, decoder.kings, 0);
                long[][] target = stack.hasCapture(0) ? capture : quiet;
                int at = target == capture ? c : q;
                if (at >= n) {
                    continue;
                }
                target[0][at] = decoder.own;
                target[1][at] = decoder.opp;
                target[2][at] = decoder.kings;
                if (target == capture) {
                    c++;
                } else {
                    q++;
                }
            }
            for (int round = 0; round < 5; round++) {
                long sum = 0;
                long s = System.nanoTime();
                for (int r = 0; r < 40; r++) {
                    for (int i = 0; i < n; i++) {
                        sum += full.probe(true, quiet[0][i], quiet[1][i], quiet[2][i]);
                    }
                }
                double fullNs = (System.nanoTime() - s) / (40.0 * n);
                s = System.nanoTime();
                for (int r = 0; r < 40; r++) {
                    for (int i = 0; i < n; i++) {
                        sum += compact.probe(true, quiet[0][i], quiet[1][i], quiet[2][i]);
                    }
                }
                double compactNs = (System.nanoTime() - s) / (40.0 * n);
                s = System.nanoTime();
                for (int r = 0; r < 40; r++) {
                    for (int i = 0; i < n; i++) {
                        sum += compact.probe(true, capture[0][i], capture[1][i], capture[2][i]);
                    }
                }
                double captureNs = (System.nanoTime() - s) / (40.0 * n);
                s = System.nanoTime();
                for (int r = 0; r < 40; r++) {
                    for (int i = 0; i < n; i++) {
                        sum += full.probe(true, capture[0][i], capture[1][i], capture[2][i]);
                    }
                }
                double fullCaptureNs = (System.nanoTime() - s) / (40.0 * n);
                System.out.printf("probe, ns: capture-free full %.1f, compact %.1f; capture pending full %.1f,"
                        + " compact %.1f (%d)%n", fullNs, compactNs, fullCaptureNs, captureNs, sum);
            }
        }
    }
}
