package org.draughts4j.core.pdn;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.draughts4j.core.InputLimits;

/**
 * The games of a PDN source, read one at a time as they are asked for: each a {@link
 * PdnFile.Entry}, the game as far as it could be read and its syntax problem if it has one. Only
 * the game being read is in memory, so a reader of any size of file needs memory bounded by its
 * largest game (a game over {@link PdnReader#MAX_GAME_CHARS} characters is reported and skipped);
 * a damaged game never stops the games after it. Made by {@link PdnReader#open}; close it (it
 * closes its source). Not thread-safe.
 */
public final class PdnGameReader implements Iterator<PdnFile.Entry>, Closeable {
    private final Reader text;
    private final GameSplitter splitter;
    private final String source;
    private final Charset charset;
    private final List<String> warnings = new ArrayList<>();
    private final Deque<PdnFile.Entry> ready = new ArrayDeque<>();
    private int games;
    private boolean ended;

    PdnGameReader(Reader text, String source, PdnEncoding.Decision decision) {
        this.text = text;
        this.splitter = new GameSplitter(text, PdnReader.MAX_GAME_CHARS);
        this.source = source;
        this.charset = decision == null ? null : decision.charset();
        if (decision != null && decision.warning() != null) {
            warnings.add(decision.warning());
        }
    }

    /** @return the name of the source given when opening, used in error reports */
    public String source() {
        return source;
    }

    /** @return the charset the bytes are decoded with, empty when the source was text */
    public Optional<Charset> charset() {
        return Optional.ofNullable(charset);
    }

    /**
     * @return what the reader noticed about the source as a whole, such as an encoding other than
     *     UTF-8; problems of single games are in their entries
     */
    public List<String> warnings() {
        return Collections.unmodifiableList(warnings);
    }

    /**
     * @throws UncheckedIOException if the source cannot be read
     */
    @Override
    public boolean hasNext() {
        while (ready.isEmpty() && !ended) {
            GameSplitter.Chunk chunk;
            try {
                chunk = splitter.next();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + source + ": " + e.getMessage(), e);
            }
            if (chunk == null) {
                ended = true;
            } else if (chunk.tooLong()) {
                ready.add(tooLong(chunk.text()));
            } else {
                for (PdnFile.Entry entry : PdnReader.parse(chunk.text(), source, games + 1)) {
                    ready.add(entry);
                    games = entry.number();
                }
            }
        }
        return !ready.isEmpty();
    }

    /**
     * @return the next game
     * @throws NoSuchElementException when every game has been read
     * @throws UncheckedIOException if the source cannot be read
     */
    @Override
    public PdnFile.Entry next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more games in " + source);
        }
        return ready.poll();
    }

    /** A game too long to keep: its tags, as far as its head shows them, and the problem. */
    private PdnFile.Entry tooLong(String head) {
        List<PdnFile.Entry> parsed = PdnReader.parse(head, source, games + 1);
        List<PdnTag> tags = parsed.isEmpty() ? List.of() : parsed.get(0).game().tags();
        games++;
        PdnSyntaxError error = new PdnSyntaxError(source, games, 1, head.length() > InputLimits.QUOTED_CHARS ? head.substring(0, InputLimits.QUOTED_CHARS) : head,
                "game longer than " + PdnReader.MAX_GAME_CHARS + " characters: not read");
        return new PdnFile.Entry(games, new PdnGame(tags, List.of(), null), Optional.of(error));
    }

    /** @return the games not read yet, as a sequential stream; closing it closes this reader */
    public Stream<PdnFile.Entry> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL),
                false).onClose(this::close);
    }

    /** @return every game not read yet, kept in memory */
    PdnFile readAll() {
        List<PdnFile.Entry> entries = new ArrayList<>();
        while (hasNext()) {
            entries.add(next());
        }
        return new PdnFile(source, entries, warnings);
    }

    /**
     * Closes the source.
     *
     * @throws UncheckedIOException if closing it fails
     */
    @Override
    public void close() {
        ended = true;
        ready.clear();
        try {
            text.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + source + ": " + e.getMessage(), e);
        }
    }
}
