package org.draughts4j.cli;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

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
    /** Whole numbers as {@link Integer#valueOf} reads them, short enough never to overflow. */
    private static final Pattern INT = Pattern.compile("[0-9]{1,9}");
    private static final Pattern LONG = Pattern.compile("[0-9]{1,18}");

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
                    perft.position.variant.variant = value;
                    break;
                case "--fen":
                    perft.position.fen = value;
                    break;
                case "--max-nodes":
                    if (!LONG.matcher(value).matches()) {
                        return null;
                    }
                    perft.maxNodes = Long.parseLong(value);
                    break;
                case "--max-seconds":
                    // A decimal number has too many forms to read twice.
                    return null;
                default:
                    // --depth, --threads and --hash: whole numbers.
                    if (!INT.matcher(value).matches()) {
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
