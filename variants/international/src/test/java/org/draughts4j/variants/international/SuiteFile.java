package org.draughts4j.variants.international;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A tiny reader of the perft file format of CONVENTIONS.md, for these tests only (the core's own
 * runner is not relied upon): records separated by blank lines, {@code #} comments, {@code id},
 * {@code variant}, {@code fen}, {@code perft d n} and {@code paths d n} lines.
 */
final class SuiteFile {

    record Line(int depth, long nodes, boolean paths) {}

    record Record(String id, String variant, String fen, List<Line> lines) {
        long expected(int depth, boolean paths) {
            for (Line line : lines) {
                if (line.depth() == depth && line.paths() == paths) {
                    return line.nodes();
                }
            }
            return -1;
        }
    }

    private SuiteFile() {}

    static List<Record> read(URL url) {
        try (InputStream in = url.openStream()) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Record> parse(String text) {
        List<Record> records = new ArrayList<>();
        String id = null;
        String variant = null;
        String fen = null;
        List<Line> lines = new ArrayList<>();
        for (String raw : (text + "\n\n").split("\r?\n", -1)) {
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).trim();
            if (line.isEmpty()) {
                if (hash < 0 && (id != null || fen != null)) {
                    records.add(new Record(id, variant, fen, List.copyOf(lines)));
                    id = null;
                    variant = null;
                    fen = null;
                    lines.clear();
                }
                continue;
            }
            String[] words = line.split("\\s+", 2);
            switch (words[0]) {
                case "id" -> id = words[1].trim();
                case "variant" -> variant = words[1].trim();
                case "fen" -> fen = words[1].trim();
                case "perft", "paths" -> {
                    String[] n = words[1].trim().split("\\s+");
                    lines.add(new Line(Integer.parseInt(n[0]), Long.parseLong(n[1]), words[0].equals("paths")));
                }
                default -> throw new IllegalArgumentException("unknown line: " + raw);
            }
        }
        return records;
    }
}
