package org.draughts4j.egtb;

import java.nio.file.Path;

/**
 * A table file that cannot be right: cut short, of another variant or material than its name says,
 * or with contents that do not match its checksum or its header. The message names the file.
 */
public final class CorruptTableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The file, as a string: a Path is not serializable. */
    private final String file;

    /**
     * @param file the file
     * @param reason what is wrong with it
     */
    public CorruptTableException(Path file, String reason) {
        super(file + ": " + reason);
        this.file = String.valueOf(file);
    }

    /** @return the file that is wrong */
    public String file() {
        return file;
    }
}
