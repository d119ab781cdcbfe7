package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.draughts4j.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Derives every opening set that comes from the rules again and checks the shipped data against it,
 * line for line: the tool that made the data. With {@code -Ddraughts4j.openings.write=DIR} it writes
 * the files into DIR instead (then copy them to src/main/resources/org/draughts4j/match/openings/).
 */
class OpeningDataTest {
    /** A set derived from the rules: its variant and the plies of its openings. */
    record Derived(String name, Variant variant, int plies) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Derived> derivedSets() {
        List<Derived> sets = new ArrayList<>();
        for (Variant variant : Variant.all()) {
            sets.add(new Derived(variant.name() + "-2move", variant, 2));
        }
        sets.add(new Derived("international-3move", Variant.byName("international"), 3));
        return sets.stream();
    }

    /** @return the file of a derived set: its header saying how it was made, then its openings */
    static List<String> file(Derived set) {
        List<Opening> all = OpeningDerivation.all(set.variant(), set.plies());
        List<Opening> kept = OpeningDerivation.derive(set.variant(), set.plies());
        List<String> lines = new ArrayList<>();
        lines.add("# name: " + set.name());
        lines.add("# variant: " + set.variant().name());
        String derivation = "the " + all.size() + " openings of " + set.plies() + " plies less the "
                + (all.size() - kept.size()) + " that lose material at once";
        lines.add("# source: " + (set.name().equals("international-2move")
                ? "the 2-move ballots of engine matches: " + derivation + " (31-27 16-21, 32-27 16-21)"
                : "derived from the rules: " + derivation));
        lines.add("# How: every sequence of " + set.plies() + " legal plies from the start position, each ply in the order");
        lines.add("# of its origin then destination square; an opening is left out when, from the position after");
        lines.add("# it, the captures that follow (compulsory, each side choosing the best for it) leave a side");
        lines.add("# with less material (a man 1, a king 3; reversed where the goal is to lose one's pieces), or");
        lines.add("# end the game. OpeningDerivation in draughts4j-match does it; OpeningDataTest derives the");
        lines.add("# set again and checks this file line for line, and writes it anew with");
        lines.add("# -Ddraughts4j.openings.write=DIR. Each line: the moves, a tab, the FEN after them.");
        for (Opening opening : kept) {
            lines.add(opening.line());
        }
        return lines;
    }

    @ParameterizedTest
    @MethodSource("derivedSets")
    void theShippedDataIsTheDerivation(Derived set) throws IOException {
        List<String> derived = file(set);
        String write = System.getProperty("draughts4j.openings.write", "");
        if (!write.isBlank()) {
            Path dir = Path.of(write);
            Files.createDirectories(dir);
            Files.write(dir.resolve(set.name() + ".txt"), derived, StandardCharsets.UTF_8);
            return;
        }
        OpeningSet shipped = OpeningSets.byName(set.name());
        List<String> shippedLines = new ArrayList<>();
        for (Opening opening : shipped.openings(true)) {
            shippedLines.add(opening.line());
        }
        assertThat(shippedLines).isEqualTo(derived.stream().filter(line -> !line.startsWith("#")).toList());
        assertThat(shipped.source()).isEqualTo(derived.get(2).substring("# source: ".length()));
        assertThat(shipped.variant()).isEqualTo(set.variant().name());
    }
}
