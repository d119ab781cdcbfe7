package org.draughts4j.egtb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * What the full ({@link SliceFile}) and the compact ({@link WdlFile}) files of a slice share: the
 * start of their header (magic, version, header size, material, board, entries), the variant's name
 * in it, and writing a file whole or not at all.
 */
final class TableFiles {
    /** The longest variant name a header holds. */
    static final int MAX_NAME_BYTES = 180;

    private TableFiles() {
    }

    /**
     * Puts the start of a header: magic, version, header size, material, the board's squares and
     * the slice's entries.
     */
    static ByteBuffer startHeader(byte[] magic, int version, int headerBytes, SliceIndex index) {
        Material material = index.material;
        ByteBuffer header = ByteBuffer.allocate(headerBytes);
        header.put(magic).putInt(version).putInt(headerBytes);
        header.put((byte) material.ownMen()).put((byte) material.ownKings()).put((byte) material.oppMen())
                .put((byte) material.oppKings());
        header.putInt(index.board.squares).putLong(index.size);
        return header;
    }

    /** Puts the variant's name, its length first. */
    static void putName(ByteBuffer header, String variant) {
        byte[] name = variant.getBytes(StandardCharsets.UTF_8);
        header.putShort((short) name.length).put(name);
    }

    /**
     * Reads and checks the start of a header against the slice the file's name says.
     *
     * @param kind what the file should be, for the message: "an endgame table"
     * @param versions the versions a reader accepts
     * @return the file's version
     * @throws CorruptTableException naming the file if anything does not match
     */
    static int checkStart(Path path, ByteBuffer header, byte[] magic, String kind, int headerBytes, SliceIndex index,
            int... versions) {
        byte[] read = new byte[magic.length];
        header.get(read);
        if (!java.util.Arrays.equals(read, magic)) {
            throw new CorruptTableException(path, "not " + kind + " of draughts4j");
        }
        int version = header.getInt();
        boolean known = false;
        for (int v : versions) {
            known |= v == version;
        }
        if (!known || header.getInt() != headerBytes) {
            throw new CorruptTableException(path, "format version " + version + ", not "
                    + (versions.length == 1 ? String.valueOf(versions[0])
                    : java.util.Arrays.toString(versions).replaceAll("[\\[\\]]", "").replace(", ", " or ")));
        }
        Material material = index.material;
        int ownMen = header.get();
        int ownKings = header.get();
        int oppMen = header.get();
        int oppKings = header.get();
        if (ownMen != material.ownMen() || ownKings != material.ownKings() || oppMen != material.oppMen()
                || oppKings != material.oppKings()) {
            throw new CorruptTableException(path, "holds " + ownMen + "m" + ownKings + "k-" + oppMen + "m"
                    + oppKings + "k, not " + material);
        }
        int squares = header.getInt();
        long positions = header.getLong();
        if (squares != index.board.squares || positions != index.size) {
            throw new CorruptTableException(path, "a board of " + squares + " squares and " + positions
                    + " positions, not " + index.board.squares + " and " + index.size);
        }
        return version;
    }

    /**
     * Reads the variant's name and checks it.
     *
     * @throws CorruptTableException naming the file if it is too long or another variant's
     */
    static void checkName(Path path, ByteBuffer header, String variant) {
        int nameLength = header.getShort();
        if (nameLength < 0 || nameLength > MAX_NAME_BYTES) {
            throw new CorruptTableException(path, "a variant name of " + nameLength + " bytes");
        }
        byte[] name = new byte[nameLength];
        header.get(name);
        String named = new String(name, StandardCharsets.UTF_8);
        if (!named.equals(variant)) {
            throw new CorruptTableException(path, "a table of " + named + ", not " + variant);
        }
    }

    /**
     * Checks that the rest of the header, from the buffer's position to {@code headerBytes}, is zeros:
     * bytes no reader looks at would let a damaged header pass as whole.
     *
     * @throws CorruptTableException naming the file and the first byte that is not 0
     */
    static void checkZeros(Path path, ByteBuffer header, int headerBytes) {
        for (int at = header.position(); at < headerBytes; at++) {
            if (header.get(at) != 0) {
                throw new CorruptTableException(path, "a byte of " + (header.get(at) & 0xFF) + " at " + at
                        + " in its header, where the format has zeros");
            }
        }
    }

    /**
     * @param dir the directory of the tables
     * @throws FileSystemException naming it, with why in words, when it is not a directory: missing, or
     *     a file (which was said to be "no such directory", as if nothing were there)
     */
    static void requireDirectory(Path dir) throws FileSystemException {
        if (!Files.isDirectory(dir)) {
            throw Files.exists(dir) ? new FileSystemException(dir.toString(), null, notADirectory(dir))
                    : new NoSuchFileException(dir.toString(), null, "no such directory");
        }
    }

    /** @return why {@code path}, which exists, is no directory: "it is a file, not a directory" */
    static String notADirectory(Path path) {
        return Files.isRegularFile(path) ? "it is a file, not a directory" : "it is not a directory";
    }

    /**
     * Writes buffers one after the other into a file: first under another name, then renamed, so
     * that a file under the target's name is always whole.
     *
     * @return the target
     */
    static Path writeWhole(Path target, ByteBuffer... buffers) throws IOException {
        Path partial = target.resolveSibling("." + target.getFileName() + ".partial");
        try (FileChannel out = FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            for (ByteBuffer buffer : buffers) {
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
            }
            out.force(true);
        }
        Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }

    /** Writes a file's body from where the header ends, and gives the header then, once it is known. */
    interface Body {
        /**
         * @param out the channel, at the body's start
         * @return the header, to be written at the file's start
         */
        ByteBuffer write(FileChannel out) throws IOException;
    }

    /**
     * Writes a file whose header depends on its body (a checksum of it), without the body in memory
     * whole: the body first, after room for the header, then the header; under another name, then
     * renamed, as {@link #writeWhole(Path, ByteBuffer...)}.
     *
     * @param headerBytes the header's length: where the body starts
     * @return the target
     */
    static Path writeWhole(Path target, int headerBytes, Body body) throws IOException {
        Path partial = target.resolveSibling("." + target.getFileName() + ".partial");
        try (FileChannel out = FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            out.position(headerBytes);
            ByteBuffer header = body.write(out);
            long at = 0;
            while (header.hasRemaining()) {
                at += out.write(header, at);
            }
            out.force(true);
        }
        Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }
}
