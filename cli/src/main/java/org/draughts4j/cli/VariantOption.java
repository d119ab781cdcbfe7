package org.draughts4j.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.draughts4j.core.Rules;
import org.draughts4j.core.UnknownVariantException;
import org.draughts4j.core.Variants;
import picocli.CommandLine.Option;

/** The {@code -v/--variant} option shared by the commands. */
final class VariantOption {
    /** The variant used when none is given. */
    static final String DEFAULT = "international";

    @Option(names = {"-v", "--variant"}, paramLabel = "V",
            description = "Variant name or alias (default: " + DEFAULT + "; 'draughts variants' lists them).")
    String variant;

    /** @return whether -v was given */
    boolean given() {
        return variant != null;
    }

    /**
     * @throws CliException if no variant answers to the name: the message lists every variant,
     *     sorted, and suggests the name or alias closest to the one given
     */
    Rules rules() {
        String name = variant == null ? DEFAULT : variant;
        Rules bundled = BundledVariants.byName(name);
        if (bundled != null) {
            return bundled;
        }
        try {
            return Variants.byName(name);
        } catch (UnknownVariantException e) {
            throw new CliException(unknown(name), e);
        }
    }

    /** @return {@code unknown variant 'rusian'; did you mean 'russian'? (known: antidraughts, ...)} */
    static String unknown(String name) {
        List<Rules> all = Variants.all();
        if (all.isEmpty()) {
            return "unknown variant '" + name + "' (no variant was found on the class path)";
        }
        // Names first, so that a tie goes to the canonical name; then every alias.
        List<String> words = new ArrayList<>();
        all.forEach(rules -> words.add(rules.name()));
        all.forEach(rules -> rules.aliases().stream().sorted().forEach(words::add));
        Optional<String> closest = Suggestions.closest(name, words);
        String suggestion = closest.map(word -> {
            String canonical = Variants.byName(word).name();
            return "; did you mean '" + word + "'" + (canonical.equals(word) ? "" : " (" + canonical + ")") + "?";
        }).orElse("");
        return "unknown variant '" + name + "'" + suggestion
                + " (known: " + all.stream().map(Rules::name).collect(Collectors.joining(", ")) + ")";
    }
}
