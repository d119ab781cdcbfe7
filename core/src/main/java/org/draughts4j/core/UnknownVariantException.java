package org.draughts4j.core;

/** Thrown when no variant on the class or module path answers to a name. */
public final class UnknownVariantException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The variant name that was asked for. */
    private final String requestedName;

    /**
     * @param requestedName the name that was asked for
     * @param known the names that are known, for the message; when there are none the message
     *     says so, rather than "known: " and nothing, which reads like a cut-off line
     */
    public UnknownVariantException(String requestedName, java.util.Collection<String> known) {
        super("unknown variant '" + InputLimits.quote(requestedName) + "' (" + (known.isEmpty()
                ? "no variant was found on the class or module path"
                : "known: " + String.join(", ", known)) + ")");
        this.requestedName = requestedName;
    }

    /** @return the name that was asked for */
    public String requestedName() {
        return requestedName;
    }
}
