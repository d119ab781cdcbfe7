package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Finds the variants on the class or module path through {@link ServiceLoader}.
 *
 * <p>Lookups ignore case and accept aliases. The list is loaded once, on first use, and sorted by
 * name: the order in which {@link ServiceLoader} finds providers is unspecified (on the module path
 * it follows the JVM's randomised set order and changes from run to run), and lists shown to users
 * should not.
 */
public final class Variants {

    private Variants() {}

    private static final class Registry {
        static final List<Rules> ALL;
        static final Map<String, Rules> BY_NAME;

        static {
            List<Rules> all = new ArrayList<>();
            Map<String, Rules> byName = new LinkedHashMap<>();
            for (Rules rules : ServiceLoader.load(Rules.class, Variants.class.getClassLoader())) {
                all.add(rules);
                byName.putIfAbsent(rules.name().toLowerCase(Locale.ROOT), rules);
            }
            // Aliases never shadow a canonical name.
            for (Rules rules : all) {
                for (String alias : rules.aliases()) {
                    byName.putIfAbsent(alias.toLowerCase(Locale.ROOT), rules);
                }
            }
            // A class rather than Comparator.comparing: no lambda to link while a command starts
            // (see Endgames).
            all.sort(new Comparator<>() {
                @Override
                public int compare(Rules a, Rules b) {
                    return a.name().compareTo(b.name());
                }
            });
            ALL = Collections.unmodifiableList(all);
            BY_NAME = Collections.unmodifiableMap(byName);
        }
    }

    /** @return every variant found, sorted by name */
    public static List<Rules> all() {
        return Registry.ALL;
    }

    /**
     * @param name a variant name or alias, any case
     * @return the variant
     * @throws UnknownVariantException if none answers to that name; its message lists every
     *     variant found, sorted by name
     */
    public static Rules byName(String name) {
        Rules rules = name == null ? null : Registry.BY_NAME.get(name.trim().toLowerCase(Locale.ROOT));
        if (rules == null) {
            List<String> known = new ArrayList<>();
            for (Rules r : Registry.ALL) {
                known.add(r.name());
            }
            throw new UnknownVariantException(String.valueOf(name), known);
        }
        return rules;
    }
}
