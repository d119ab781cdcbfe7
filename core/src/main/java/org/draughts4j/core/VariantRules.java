package org.draughts4j.core;

import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A convenient base for a variant that is pure configuration: its name, aliases, traits, start
 * position, PDN GameType and perft suites. A variant module extends it with a public no-argument
 * constructor and registers the class as a {@link Rules} service.
 *
 * <pre>{@code
 * public final class Killer extends VariantRules {
 *     public Killer() {
 *         super("killer", Set.of(), Traits.international().kingStopsBehindLastKing(true),
 *                 "W:W31-50:B1-20", 20, false, "/META-INF/draughts4j/suites/killer/start.perft");
 *     }
 * }
 * }</pre>
 */
public abstract class VariantRules implements Rules {
    private final String name;
    private final Set<String> aliases;
    private final Traits traits;
    private final String startFen;
    private final int pdnGameType;
    private final boolean algebraicSquares;
    private final List<String> suiteResources;

    /**
     * @param name the canonical name, lower case
     * @param aliases other names, lower case
     * @param traits the movement and capture traits
     * @param startFen the start position in PDN FEN
     * @param pdnGameType the PDN GameType number
     * @param algebraicSquares whether FEN and moves may use algebraic squares
     * @param suiteResources perft suite files, as absolute resource names in the subclass's module;
     *     keep them under {@code /META-INF/}, which no module encapsulates, so they are found on
     *     the module path as well as on the class path
     * @throws IllegalArgumentException if the start position's side to move is not the first to move
     */
    protected VariantRules(String name, Set<String> aliases, Traits traits, String startFen, int pdnGameType,
            boolean algebraicSquares, String... suiteResources) {
        this.name = Objects.requireNonNull(name, "name").toLowerCase(Locale.ROOT);
        this.aliases = Set.copyOf(aliases);
        this.traits = Objects.requireNonNull(traits, "traits");
        this.startFen = Objects.requireNonNull(startFen, "startFen");
        this.pdnGameType = pdnGameType;
        this.algebraicSquares = algebraicSquares;
        this.suiteResources = List.of(suiteResources);
        char side = Character.toUpperCase(startFen.trim().isEmpty() ? '?' : startFen.trim().charAt(0));
        if (side != traits.firstToMove().letter()) {
            throw new IllegalArgumentException("the start position of " + name + " (" + startFen
                    + ") does not give the move to " + traits.firstToMove());
        }
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Set<String> aliases() {
        return aliases;
    }

    @Override
    public final Traits traits() {
        return traits;
    }

    @Override
    public final String startFen() {
        return startFen;
    }

    @Override
    public final int pdnGameType() {
        return pdnGameType;
    }

    @Override
    public final boolean acceptsAlgebraicSquares() {
        return algebraicSquares;
    }

    /** @throws IllegalStateException if a declared suite resource is missing from the module */
    @Override
    public List<URL> perftSuites() {
        List<URL> urls = new ArrayList<>();
        for (String resource : suiteResources) {
            URL url = getClass().getResource(resource);
            if (url == null) {
                throw new IllegalStateException("perft suite " + resource + " of " + name + " is missing");
            }
            urls.add(url);
        }
        return Collections.unmodifiableList(urls);
    }

    @Override
    public String toString() {
        return name;
    }
}
