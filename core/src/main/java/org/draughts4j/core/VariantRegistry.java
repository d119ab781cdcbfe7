package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The variants on the class or module path, found through {@link ServiceLoader} on first use and
 * sorted by name: the order in which {@link ServiceLoader} finds providers is unspecified (on the
 * module path it follows the JVM's randomised set order and changes from run to run), and lists
 * shown to users should not. {@link Variant#byName} and {@link Variant#all} read it.
 */
final class VariantRegistry {
    private static final List<Variant> ALL;
    private static final Map<String, Variant> BY_NAME;

    static {
        List<Variant> all = new ArrayList<>();
        Map<String, Variant> byName = new LinkedHashMap<>();
        ServiceLoader<Variant> loader = ServiceLoader.load(Variant.class, Variant.class.getClassLoader());
        for (ServiceLoader.Provider<Variant> provider : (Iterable<ServiceLoader.Provider<Variant>>) loader.stream()::iterator) {
            Variant variant;
            try {
                variant = provider.get();
            } catch (ServiceConfigurationError e) {
                // A variant refused when made (a start FEN not of its board, say) is left out, with a
                // warning, rather than failing this class and so every lookup of every variant.
                System.getLogger(VariantRegistry.class.getName()).log(System.Logger.Level.WARNING,
                        "the variant " + provider.type().getName() + " is left out: " + e.getMessage()
                        + (e.getCause() != null ? " (" + e.getCause().getMessage() + ")" : ""));
                continue;
            }
            all.add(variant);
            byName.putIfAbsent(variant.name(), variant);
        }
        // Aliases never shadow a canonical name.
        for (Variant variant : all) {
            for (String alias : variant.aliases()) {
                byName.putIfAbsent(alias, variant);
            }
        }
        all.sort(Comparator.comparing(Variant::name));
        ALL = Collections.unmodifiableList(all);
        BY_NAME = Collections.unmodifiableMap(byName);
    }

    private VariantRegistry() {}

    static List<Variant> all() {
        return ALL;
    }

    static Variant byName(String name) {
        Variant variant = name == null ? null : BY_NAME.get(name.trim().toLowerCase(Locale.ROOT));
        if (variant == null) {
            List<String> known = new ArrayList<>();
            for (Variant v : ALL) {
                known.add(v.name());
            }
            throw new UnknownVariantException(String.valueOf(name), known);
        }
        return variant;
    }
}
