package org.draughts4j.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Objects;

/**
 * A file that finished games are appended to as PDN, as a {@link Match} and {@code draughts dxp
 * --pdn} keep them. A failure gives its reason in words ({@code no such directory /x}, {@code
 * permission denied}, {@code Is a directory}), not the file's name again.
 */
public final class GameFile {
    private GameFile() {}

    /**
     * Opens the file for appending, creating it if missing, and closes it: a file that cannot take
     * the games is refused before a game is played whose record would be lost.
     *
     * @param file the file
     * @throws UncheckedIOException {@code cannot write FILE: REASON}
     */
    public static void checkWritable(Path file) {
        append(file, "");
    }

    /**
     * Appends text to the file, creating it if missing.
     *
     * @param file the file
     * @param text what to append, such as {@link org.draughts4j.core.pdn.PdnWriter}'s game and a blank line
     * @throws UncheckedIOException {@code cannot write FILE: REASON}
     */
    public static void append(Path file, String text) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(text, "text");
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            writer.write(text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + reason(file, e), e);
        }
    }

    private static String reason(Path file, IOException e) {
        Path parent = file.toAbsolutePath().getParent();
        if (e instanceof NoSuchFileException && parent != null && !Files.isDirectory(parent)) {
            return "no such directory " + parent;
        } else if (e instanceof AccessDeniedException) {
            return "permission denied";
        } else if (e instanceof FileSystemException system && system.getReason() != null) {
            return system.getReason();
        } else if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        return String.valueOf(e.getMessage());
    }
}
