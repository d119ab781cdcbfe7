package org.draughts4j.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Variant;
import org.draughts4j.core.UnknownVariantException;
import picocli.CommandLine.Option;

/** The {@code -v/--variant} option shared by the commands. */
final class VariantOption {
    /** The variant used when none is given. */
    static final String DEFAULT = "international";

    @Option(names = {"-v", "--variant"}, paramLabel = "V",
            description = "Variant name or alias (default: " + DEFAULT + "; 'draughts variants' lists them).")
    String name;

    /** @return whether -v was given */
    boolean given() {
        return name != null;
    }

    /**
     * @return the variant named by -v, or the default
     * @throws CliException if no variant answers to the name: the message lists every variant,
     *     sorted, and suggests the name or alias closest to the one given
     */
    Variant resolve() {
        String wanted = name == null ? DEFAULT : name;
        Variant bundled = BundledVariants.byName(wanted);
        if (bundled != null) {
            return bundled;
        }
        try {
            return Variant.byName(wanted);
        } catch (UnknownVariantException e) {
            throw new CliException(unknown(wanted), e);
        }
    }

    /** @return {@code unknown variant 'rusian'; did you mean 'russian'? (known: antidraughts, ...)} */
    static String unknown(String name) {
        List<Variant> all = Variant.all();
        if (all.isEmpty()) {
            return "unknown variant '" + InputLimits.quote(name) + "' (no variant was found on the class path)";
        }
        // Names first, so that a tie goes to the canonical name; then every alias.
        List<String> words = new ArrayList<>();
        all.forEach(variant -> words.add(variant.name()));
        all.forEach(variant -> variant.aliases().stream().sorted().forEach(words::add));
        Optional<String> closest = Suggestions.closest(name, words);
        String suggestion = closest.map(word -> {
            String canonical = Variant.byName(word).name();
            return "; did you mean '" + word + "'" + (canonical.equals(word) ? "" : " (" + canonical + ")") + "?";
        }).orElse("");
        return "unknown variant '" + InputLimits.quote(name) + "'" + suggestion
                + " (known: " + all.stream().map(Variant::name).collect(Collectors.joining(", ")) + ")";
    }
}
