package org.draughts4j.cli;

import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import picocli.CommandLine.Option;

/** The {@code -v/--variant} option shared by the commands. */
final class VariantOption {
    /** The variant used when none is given. */
    static final String DEFAULT = "international";

    @Option(names = {"-v", "--variant"}, paramLabel = "V",
            description = "Variant name or alias (default: " + DEFAULT + ").")
    String variant;

    /** @return whether -v was given */
    boolean given() {
        return variant != null;
    }

    /** @throws org.draughts4j.core.UnknownVariantException if no variant answers to the name */
    Rules rules() {
        return Variants.byName(variant == null ? DEFAULT : variant);
    }
}
