package org.draughts4j.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * Starts engines by their spec, with the {@link EngineFactory} services found on the class or module
 * path. Every spec takes the option {@code name=NAME}, whatever its kind: the engine is then called
 * so ({@link Engine#id()}) in matches, scores and PDN, and the kind never sees the option.
 */
public final class Engines {
    /** The option every spec takes: the name the engine goes by. */
    public static final String NAME = "name";

    private Engines() {
    }

    /**
     * @param spec a spec, such as {@code random,seed=3} or {@code hub:/opt/scan/scan,threads=1}
     * @return the engine started; the caller closes it
     * @throws IllegalArgumentException if the spec cannot be read, names an unknown kind (the message
     *     lists the known ones), or has an argument or option the kind refuses
     * @throws EngineException if the engine cannot be started
     */
    public static Engine open(String spec) {
        return open(EngineSpec.parse(spec));
    }

    /**
     * @param spec a spec
     * @return the engine started; the caller closes it
     * @throws IllegalArgumentException if the kind is unknown, or the kind refuses the argument or an option
     * @throws EngineException if the engine cannot be started
     */
    public static Engine open(EngineSpec spec) {
        EngineFactory factory = factory(spec);
        String name = spec.options().get(NAME);
        if (name == null) {
            return factory.open(spec);
        }
        if (name.isBlank() || name.chars().anyMatch(c -> c < ' ' || c == 0x7f)) {
            throw new IllegalArgumentException("engine option name takes a name of printable characters, in '" + spec
                    + "'");
        }
        Map<String, String> options = new LinkedHashMap<>(spec.options());
        options.remove(NAME);
        return new NamedEngine(factory.open(new EngineSpec(spec.kind(), spec.argument(), options)), name);
    }

    /**
     * Finds the factory of a spec's kind without opening anything: a caller can ask it what the kind
     * can do ({@link EngineFactory#analyses()}) before starting a program or connecting to a peer.
     *
     * @param spec a spec
     * @return the factory of its kind
     * @throws IllegalArgumentException if the kind is unknown (the message lists the known ones)
     */
    public static EngineFactory factory(EngineSpec spec) {
        Objects.requireNonNull(spec, "spec");
        TreeMap<String, EngineFactory> factories = factories();
        EngineFactory factory = factories.get(spec.kind());
        if (factory == null) {
            throw new IllegalArgumentException("unknown engine kind '" + spec.kind() + "' in '" + spec
                    + "' (known: " + String.join(", ", factories.keySet()) + ")");
        }
        return factory;
    }

    /**
     * @param spec a spec
     * @return the most engines of {@code spec} that may be open at once ({@link
     *     EngineFactory#maxConnections}); {@link Integer#MAX_VALUE} for no bound, and for a kind no
     *     factory knows ({@link #open} refuses it)
     */
    public static int maxConnections(EngineSpec spec) {
        EngineFactory factory = factories().get(Objects.requireNonNull(spec, "spec").kind());
        return factory == null ? Integer.MAX_VALUE : Math.max(1, factory.maxConnections(spec));
    }

    /** @return one line per known kind, saying how to name it, sorted by kind */
    public static List<String> descriptions() {
        List<String> lines = new ArrayList<>();
        factories().values().forEach(factory -> lines.add(factory.description()));
        return lines;
    }

    private static TreeMap<String, EngineFactory> factories() {
        TreeMap<String, EngineFactory> factories = new TreeMap<>();
        for (EngineFactory factory : ServiceLoader.load(EngineFactory.class, Engines.class.getClassLoader())) {
            factories.putIfAbsent(factory.kind(), factory);
        }
        return factories;
    }
}
