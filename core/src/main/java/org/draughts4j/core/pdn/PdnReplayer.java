package org.draughts4j.core.pdn;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;

/**
 * Plays the main line of PDN games against the rules of their variant.
 *
 * <p>The variant comes from the game's tags or the default given here
 * ({@link PdnGame#variant(Rules)}); the start position from its FEN tag. Each move text is read
 * with {@link Position#parseMove} after removing spaces, so the short form, full and partial
 * paths, {@code x} or {@code -} for either kind of move, {@code :} separators, zero-padded
 * squares and, in Russian and Brazilian, algebraic squares ({@code c3-d4}, {@code E3:G5},
 * {@code a3b4}) are accepted; the Russian short notation {@code ed4} (the file of the origin and
 * the destination) is read here. A game whose record holds no moves passes (a FEN-only problem),
 * even when its FEN cannot be read: that is then reported as a warning at ply 0.
 *
 * <p>In strict mode an ambiguous move is a failure. In lenient mode (the default) each candidate
 * is tried with the rest of the main line: when exactly one candidate, or every candidate, lets
 * the rest replay, the first that does is taken and a {@link PdnReplayResult.Warning} is recorded.
 * Instances are immutable and thread-safe.
 */
public final class PdnReplayer {

    private static final Pattern RUSSIAN_SHORT = Pattern.compile("[a-h][a-h][1-8]");
    private static final Pattern ALGEBRAIC_RUN = Pattern.compile("(?:[a-h][1-8]){2,}");

    private final Rules defaultRules;
    private final Collection<Rules> variants;
    private final boolean strict;

    private PdnReplayer(Rules defaultRules, Collection<Rules> variants, boolean strict) {
        this.defaultRules = defaultRules;
        this.variants = variants;
        this.strict = strict;
    }

    /**
     * @param defaultRules the variant of games whose tags name none (may be null: such games fail)
     * @return a lenient replayer choosing among the variants found by {@link Variants}
     */
    public static PdnReplayer lenient(Rules defaultRules) {
        return new PdnReplayer(defaultRules, null, false);
    }

    /**
     * @param defaultRules the variant of games whose tags name none (may be null: such games fail)
     * @return a strict replayer choosing among the variants found by {@link Variants}
     */
    public static PdnReplayer strict(Rules defaultRules) {
        return new PdnReplayer(defaultRules, null, true);
    }

    /**
     * @param known the variants the tags may name
     * @return this replayer choosing among {@code known} instead of the variants found by
     *     {@link Variants}
     */
    public PdnReplayer withVariants(Collection<Rules> known) {
        return new PdnReplayer(defaultRules, List.copyOf(known), strict);
    }

    /** @return whether an ambiguous move is a failure */
    public boolean isStrict() {
        return strict;
    }

    /**
     * Replays every game of a file; a game with a syntax problem fails with it.
     *
     * @param file the games
     * @return one result per game, in order
     */
    public List<PdnReplayResult> replay(PdnFile file) {
        List<PdnReplayResult> results = new ArrayList<>();
        for (PdnFile.Entry entry : file.entries()) {
            results.add(replay(entry, file.source()));
        }
        return results;
    }

    /**
     * Replays one entry of a file: a syntax problem makes it fail at the ply where it lies (after
     * the moves before it have been checked).
     *
     * @param entry the entry
     * @param source the file name
     * @return the result
     */
    public PdnReplayResult replay(PdnFile.Entry entry, String source) {
        PdnReplayResult result = replay(entry.game(), source, entry.number());
        if (entry.error().isEmpty() || result.failure().isPresent()) {
            return result;
        }
        PdnSyntaxError error = entry.error().get();
        return new PdnReplayResult(source, entry.number(), result.rules(), result.start(), result.moves(),
                result.position(), result.warnings(),
                Optional.of(new PdnReplayResult.Failure(error.ply(), error.token(), "syntax: " + error.reason())));
    }

    /**
     * @param game a game
     * @return the result of replaying its main line (source null, game number 0)
     */
    public PdnReplayResult replay(PdnGame game) {
        return replay(game, null, 0);
    }

    /**
     * @param game a game
     * @param source the source to name in the result
     * @param gameNumber the number to give in the result
     * @return the result of replaying its main line
     */
    public PdnReplayResult replay(PdnGame game, String source, int gameNumber) {
        Objects.requireNonNull(game, "game");
        Rules rules;
        Position start;
        try {
            rules = variants == null ? game.variant(defaultRules) : game.variant(defaultRules, variants);
        } catch (PdnException e) {
            return fail(source, gameNumber, null, null, e.getMessage());
        }
        List<String> texts = game.mainLineTexts();
        try {
            start = game.startPosition(rules);
        } catch (PdnException e) {
            if (texts.isEmpty()) {
                // a record without moves (a problem diagram) passes; its FEN is only reported
                return new PdnReplayResult(source, gameNumber, rules, null, List.of(), null,
                        List.of(new PdnReplayResult.Warning(0, "", e.getMessage())), Optional.empty());
            }
            return fail(source, gameNumber, rules, null, e.getMessage());
        }
        Line line = replay(start, texts, 0);
        return new PdnReplayResult(source, gameNumber, rules, start, line.moves, line.position, line.warnings,
                Optional.ofNullable(line.failure));
    }

    private static PdnReplayResult fail(String source, int number, Rules rules, Position start, String reason) {
        return new PdnReplayResult(source, number, rules, start, List.of(), start, List.of(),
                Optional.of(new PdnReplayResult.Failure(0, "", reason)));
    }

    /** The outcome of replaying the main line from some ply on. */
    private static final class Line {
        final List<Move> moves = new ArrayList<>();
        final List<PdnReplayResult.Warning> warnings = new ArrayList<>();
        Position position;
        PdnReplayResult.Failure failure;
    }

    private Line replay(Position from, List<String> texts, int index) {
        Line line = new Line();
        Position position = from;
        for (int i = index; i < texts.size(); i++) {
            String text = texts.get(i);
            int ply = i + 1;
            Resolution resolution = resolve(position, text);
            if (resolution.error != null) {
                line.failure = new PdnReplayResult.Failure(ply, text, resolution.error);
                break;
            }
            if (resolution.candidates.size() == 1) {
                Move move = resolution.candidates.get(0);
                line.moves.add(move);
                position = position.play(move);
                continue;
            }
            // ambiguous
            if (strict) {
                line.failure = new PdnReplayResult.Failure(ply, text, "ambiguous: it could be "
                        + describe(resolution.candidates));
                break;
            }
            List<Move> working = new ArrayList<>();
            Line chosen = null;
            PdnReplayResult.Failure firstFailure = null;
            for (Move candidate : resolution.candidates) {
                Line rest = replay(position.play(candidate), texts, i + 1);
                if (rest.failure == null) {
                    working.add(candidate);
                    if (chosen == null) {
                        chosen = rest;
                    }
                } else if (firstFailure == null) {
                    firstFailure = rest.failure;
                }
            }
            if (working.size() == 1 || (!working.isEmpty() && working.size() == resolution.candidates.size())) {
                Move move = working.get(0);
                line.moves.add(move);
                line.warnings.add(new PdnReplayResult.Warning(ply, text, "ambiguous between "
                        + describe(resolution.candidates) + "; took " + move + " ("
                        + (working.size() == 1 ? "the only one" : "each one")
                        + " lets the rest of the game replay)"));
                line.moves.addAll(chosen.moves);
                line.warnings.addAll(chosen.warnings);
                line.position = chosen.position;
                return line;
            }
            line.failure = new PdnReplayResult.Failure(ply, text, "ambiguous: it could be "
                    + describe(resolution.candidates)
                    + (working.isEmpty()
                            ? "; none lets the rest of the game replay (first: " + firstFailure + ")"
                            : "; " + working.size() + " of them let the rest of the game replay"));
            break;
        }
        line.position = position;
        return line;
    }

    /** A move text read in a position: one candidate, several (ambiguous), or an error. */
    private static final class Resolution {
        final List<Move> candidates;
        final String error;

        Resolution(List<Move> candidates, String error) {
            this.candidates = candidates;
            this.error = error;
        }
    }

    private static Resolution resolve(Position position, String written) {
        Rules rules = position.rules();
        String text = written.replaceAll("\\s+", "");
        if (rules.acceptsAlgebraicSquares()) {
            String lower = text.toLowerCase(Locale.ROOT);
            if (RUSSIAN_SHORT.matcher(lower).matches()) {
                return russianShort(position, lower);
            }
            if (ALGEBRAIC_RUN.matcher(lower).matches()) {
                StringBuilder joined = new StringBuilder();
                for (int k = 0; k < lower.length(); k += 2) {
                    if (k > 0) {
                        joined.append('-');
                    }
                    joined.append(lower, k, k + 2);
                }
                text = joined.toString();
            }
        }
        try {
            return new Resolution(List.of(position.parseMove(text)), null);
        } catch (IllegalMoveException e) {
            if (e.isAmbiguous()) {
                return new Resolution(e.candidates(), null);
            }
            return new Resolution(List.of(), e.reason());
        }
    }

    /** {@code ed4}: a move from the e file to d4. */
    private static Resolution russianShort(Position position, String text) {
        Geometry geometry = position.rules().geometry();
        int destination = geometry.parseAlgebraic(text.substring(1));
        char file = text.charAt(0);
        List<Move> candidates = new ArrayList<>();
        if (destination != 0) {
            for (Move move : position.legalMoves()) {
                if (move.destination() == destination && geometry.algebraic(move.origin()).charAt(0) == file) {
                    candidates.add(move);
                }
            }
        }
        if (candidates.isEmpty()) {
            return new Resolution(List.of(), "no legal move from the " + file + " file to " + text.substring(1)
                    + "; legal moves: " + describe(position.legalMoves()));
        }
        return new Resolution(candidates, null);
    }

    private static String describe(List<Move> moves) {
        List<String> texts = new ArrayList<>();
        for (Move move : moves) {
            texts.add(move.toString());
        }
        return String.join(", ", texts);
    }
}
