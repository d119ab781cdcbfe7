package org.draughts4j.cli;

import java.util.HashSet;
import java.util.Set;

/**
 * Reads the usual forms of a {@code perft} command line without picocli, which takes about a tenth
 * of a second to start: as long as the count itself on an 8x8 board.
 *
 * <p>Only plain forms are read: {@code perft} first, then options from {@link PerftCommand} spelled
 * as {@code --name value}, {@code --name=value} or {@code -x value}, each at most once, with whole
 * numbers in decimal digits. Anything else (help, a usage error, an argument file, a value that
 * looks like an option, a clustered or repeated option, a number in another form) is left to
 * picocli, so that its checks and its messages stay the only ones. What this class reads, picocli
 * reads the same way: a test compares the two on random command lines.
 */
final class QuickPerft {
    /** The most digits of an int and of a long that never overflow. */
    private static final int INT_DIGITS = 9;
    private static final int LONG_DIGITS = 18;

    private QuickPerft() {
    }

    /**
     * @param args the command line
     * @return the perft command with the options the arguments give, or null when they are not in
     *     a form this class reads (picocli reads them instead)
     */
    static PerftCommand read(String[] args) {
        if (args.length < 2 || !args[0].equals("perft")) {
            return null;
        }
        PerftCommand perft = new PerftCommand();
        Set<String> seen = new HashSet<>();
        boolean depthGiven = false;
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            String name = arg;
            String value = null;
            int equals = arg.indexOf('=');
            if (arg.startsWith("--") && equals > 2) {
                name = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            }
            String option = canonical(name);
            if (option == null || !seen.add(option)) {
                return null;
            }
            if (option.equals("--paths") || option.equals("--divide") || option.equals("--debug")) {
                if (value != null) {
                    return null;
                }
                perft.paths |= option.equals("--paths");
                perft.divide |= option.equals("--divide");
                continue;
            }
            if (value == null) {
                if (++i == args.length) {
                    return null;
                }
                value = args[i];
            }
            if (!plainValue(value)) {
                return null;
            }
            switch (option) {
                case "--variant":
                    perft.position.variant.name = value;
                    break;
                case "--fen":
                    perft.position.fen = value;
                    break;
                case "--max-nodes":
                    if (!digits(value, LONG_DIGITS)) {
                        return null;
                    }
                    perft.maxNodes = Long.parseLong(value);
                    break;
                case "--max-seconds":
                    // A decimal number has too many forms to read twice.
                    return null;
                default:
                    // --depth, --threads and --hash: whole numbers.
                    if (!digits(value, INT_DIGITS)) {
                        return null;
                    }
                    int number = Integer.parseInt(value);
                    if (option.equals("--depth")) {
                        perft.depth = number;
                        depthGiven = true;
                    } else if (option.equals("--threads")) {
                        perft.threads = number;
                    } else {
                        perft.hashMegabytes = number;
                    }
            }
        }
        return depthGiven ? perft : null;
    }

    /**
     * @return whether {@code value} is 1 to {@code most} ASCII digits, as {@link Integer#valueOf}
     *     reads them (a loop rather than a regular expression: the first {@link
     *     java.util.regex.Pattern} of a JVM starts the method-handle machinery, a few milliseconds)
     */
    private static boolean digits(String value, int most) {
        if (value.isEmpty() || value.length() > most) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** @return the long name of a perft option, or null for anything else */
    private static String canonical(String name) {
        switch (name) {
            case "-v":
            case "--variant":
                return "--variant";
            case "-d":
            case "--depth":
                return "--depth";
            case "--fen":
            case "--paths":
            case "--divide":
            case "--threads":
            case "--hash":
            case "--max-nodes":
            case "--max-seconds":
            case "--debug":
                return name;
            default:
                return null;
        }
    }

    /**
     * @return whether picocli takes {@code value} as an option's value as it stands: not empty, not
     *     like an option, an argument file or a command name
     */
    private static boolean plainValue(String value) {
        return !value.isEmpty() && !value.startsWith("-") && !value.startsWith("@") && canonical(value) == null
                && !value.equals("help");
    }
}
