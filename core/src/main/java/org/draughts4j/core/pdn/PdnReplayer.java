package org.draughts4j.core.pdn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.draughts4j.core.Game;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * Plays the main line of PDN games against the rules of their variant.
 *
 * <p>The variant comes from the game's tags or the default given here
 * ({@link PdnGame#variant(Variant)}); the start position from its FEN tag. Each move text is read
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
 * The lookahead settles each (position, ply) once, however many candidates' lines lead there, so
 * lines that meet again cost no more than one line; when the lines of many ambiguous moves never
 * meet, the lookahead gives up after a budget of plies (200,000 plus 16 per ply of the game) and
 * the ambiguous move it was resolving fails with a reason saying so. The lookahead keeps its own
 * stack, so no number of ambiguous moves can overflow the call stack. Instances are immutable and
 * thread-safe.
 */
public final class PdnReplayer {

    private static final Pattern RUSSIAN_SHORT = Pattern.compile("[a-h][a-h][1-8]");
    private static final Pattern ALGEBRAIC_RUN = Pattern.compile("(?:[a-h][1-8]){2,}");

    private final Variant defaultVariant;
    private final Collection<Variant> variants;
    private final boolean strict;
    private final long lookaheadBudget;
    private final long lookaheadPerPly;

    private PdnReplayer(Variant defaultVariant, Collection<Variant> variants, boolean strict, long lookaheadBudget,
            long lookaheadPerPly) {
        this.defaultVariant = defaultVariant;
        this.variants = variants;
        this.strict = strict;
        this.lookaheadBudget = lookaheadBudget;
        this.lookaheadPerPly = lookaheadPerPly;
    }

    /**
     * @param defaultVariant the variant of games whose tags name none (may be null: such games fail)
     * @return a lenient replayer choosing among the variants found by {@link Variant#byName}
     */
    public static PdnReplayer lenient(Variant defaultVariant) {
        return new PdnReplayer(defaultVariant, null, false, DEFAULT_LOOKAHEAD_BUDGET, LOOKAHEAD_PER_PLY);
    }

    /**
     * @param defaultVariant the variant of games whose tags name none (may be null: such games fail)
     * @return a strict replayer choosing among the variants found by {@link Variant#byName}
     */
    public static PdnReplayer strict(Variant defaultVariant) {
        return new PdnReplayer(defaultVariant, null, true, DEFAULT_LOOKAHEAD_BUDGET, LOOKAHEAD_PER_PLY);
    }

    /**
     * @param known the variants the tags may name
     * @return this replayer choosing among {@code known} instead of the variants found by
     *     {@link Variant#byName}
     */
    public PdnReplayer withVariants(Collection<Variant> known) {
        return new PdnReplayer(defaultVariant, List.copyOf(known), strict, lookaheadBudget, lookaheadPerPly);
    }

    /**
     * @param plies how many plies the lenient lookahead may play in one game (candidates and the
     *     moves after them) before it gives up on the ambiguous move it is resolving
     * @param perPly how many more it may play for each ply of the game's main line
     * @return this replayer with that budget (by default {@value #DEFAULT_LOOKAHEAD_BUDGET} and
     *     {@value #LOOKAHEAD_PER_PLY})
     */
    PdnReplayer withLookaheadBudget(long plies, long perPly) {
        return new PdnReplayer(defaultVariant, variants, strict, plies, perPly);
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
        return new PdnReplayResult(source, entry.number(), result.variant(), result.start(), result.moves(),
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
        Variant variant;
        Position start;
        try {
            variant = variants == null ? game.variant(defaultVariant) : game.variant(defaultVariant, variants);
        } catch (PdnException e) {
            return fail(source, gameNumber, null, null, e.getMessage());
        }
        List<String> texts = game.mainLineTexts();
        try {
            start = game.startPosition(variant);
        } catch (PdnException e) {
            if (texts.isEmpty()) {
                // a record without moves (a problem diagram) passes; its FEN is only reported
                return new PdnReplayResult(source, gameNumber, variant, null, List.of(), null,
                        List.of(new PdnReplayResult.Warning(0, "", e.getMessage())), Optional.empty());
            }
            return fail(source, gameNumber, variant, null, e.getMessage());
        }
        Line line = replay(start, texts);
        stopAtTheEnd(start, texts, line);
        return new PdnReplayResult(source, gameNumber, variant, start, line.moves, line.position, line.warnings,
                Optional.ofNullable(line.failure));
    }

    /**
     * The end of a game is final: a move written after the outcome is decided (a side without
     * moves, a first king in Breakthrough, an automatic draw such as a fifth repetition or
     * Turkish one against one) fails the game at that move, which the position alone, without the
     * game's history, would accept.
     */
    private static void stopAtTheEnd(Position start, List<String> texts, Line line) {
        Game game = Game.from(start);
        for (int k = 0; k <= line.moves.size() && k < texts.size(); k++) {
            if (game.outcome().isOver()) {
                int ply = k + 1;
                line.failure = new PdnReplayResult.Failure(ply, texts.get(k), "the game is already over ("
                        + game.outcome() + ") after " + (k == 0 ? "its start position" : "ply " + k)
                        + ": no move may follow");
                line.moves.subList(k, line.moves.size()).clear();
                line.warnings.removeIf(warning -> warning.ply() >= ply);
                line.position = game.position();
                return;
            }
            if (k < line.moves.size()) {
                game = game.play(line.moves.get(k));
            }
        }
    }

    private static PdnReplayResult fail(String source, int number, Variant variant, Position start, String reason) {
        return new PdnReplayResult(source, number, variant, start, List.of(), start, List.of(),
                Optional.of(new PdnReplayResult.Failure(0, "", reason)));
    }

    /**
     * The main line as replayed: the moves and warnings up to its end or its failure, and the
     * position reached.
     */
    private static final class Line {
        final List<Move> moves = new ArrayList<>();
        final List<PdnReplayResult.Warning> warnings = new ArrayList<>();
        Position position;
        PdnReplayResult.Failure failure;
    }

    /**
     * Replays the main line from {@code start}.
     *
     * <p>In lenient mode an ambiguous move is a node whose verdict depends on the rest of the
     * game from each candidate. That verdict depends only on the position and the ply, and the
     * candidates' lines often meet again in the same position a few plies later (they took
     * different pieces that later go too, or moved different kings to the same squares), so each
     * node's verdict is computed once ({@link Lookahead}) and the line is then walked following
     * the verdicts. The work is thus bounded by the number of distinct (position, ply) nodes
     * rather than by the number of paths through them, which doubles with every ambiguous move;
     * and it is done with an explicit stack, so no input can overflow the call stack.
     */
    private Line replay(Position start, List<String> texts) {
        // A long game may hold many ambiguous moves, each costing a few times the length of the
        // game's rest when its candidates' lines meet again: the budget grows with the length.
        Lookahead lookahead = strict ? null
                : new Lookahead(texts, lookaheadBudget + lookaheadPerPly * (long) texts.size());
        Line line = new Line();
        Position position = start;
        int i = 0;
        while (i < texts.size()) {
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
                i++;
                continue;
            }
            if (strict) {
                line.failure = new PdnReplayResult.Failure(ply, text, "ambiguous: it could be "
                        + describe(resolution.candidates, position.variant(), text));
                break;
            }
            Verdict verdict = lookahead.verdict(position, i, resolution.candidates);
            if (verdict.chosen < 0) {
                line.failure = verdict.failure.toFailure();
                break;
            }
            Move move = resolution.candidates.get(verdict.chosen);
            line.moves.add(move);
            line.warnings.add(new PdnReplayResult.Warning(ply, text, "ambiguous between "
                    + describe(resolution.candidates, position.variant(), text) + "; took " + describe(List.of(move), position.variant(), text) + " ("
                    + (verdict.working == 1 ? "the only one" : "each one")
                    + " lets the rest of the game replay)"));
            position = position.play(move);
            i++;
        }
        line.position = position;
        return line;
    }

    /**
     * The plies the lookahead may play for one game before it gives up: far more than real games
     * need (the lines of their few ambiguous moves end or meet again within a game's length), and
     * a fraction of a second of work, so that a hostile file cannot hold the replayer for long.
     */
    static final long DEFAULT_LOOKAHEAD_BUDGET = 200_000;

    /** The plies added to the lookahead budget for every ply of the main line. */
    static final long LOOKAHEAD_PER_PLY = 16;

    /** Where the candidates of an ambiguous move stand: a main-line index and the position before it. */
    private record Node(Position position, int index) {
    }

    /**
     * The verdict on an ambiguous move: the candidate to take ({@code chosen}, an index into the
     * candidates, with {@code working} of them letting the rest replay), or, when {@code chosen}
     * is negative, why the move fails.
     */
    private record Verdict(int chosen, int working, Fail failure) {
    }

    /**
     * A failure of a line, its reason rendered only when it is reported: the reason of an
     * ambiguous move none of whose candidates fits quotes the failure of its first candidate's
     * line, which may be another such move, and so on; rendering every link of a long chain would
     * take time and memory quadratic in its length.
     */
    private static final class Fail {
        /** Links of a chain quoted in full; the rest is summarised (the chain can be thousands long). */
        private static final int QUOTED = 8;

        final int ply;
        final String move;
        /** The reason, or for an ambiguous move the text before the quoted failure. */
        final String reason;
        /** The failure quoted at the end of {@link #reason}, or null. */
        final Fail first;

        Fail(int ply, String move, String reason, Fail first) {
            this.ply = ply;
            this.move = move;
            this.reason = reason;
            this.first = first;
        }

        PdnReplayResult.Failure toFailure() {
            // Iterative: the chain is as long as the input makes it.
            StringBuilder text = new StringBuilder(reason);
            int open = 0;
            for (Fail link = first; link != null; link = link.first) {
                text.append(" (first: ");
                open++;
                if (open > QUOTED && link.first != null) {
                    int skipped = 0;
                    while (link.first != null) {
                        link = link.first;
                        skipped++;
                    }
                    text.append(skipped).append(" more ambiguous moves none of whose candidates fits, then ");
                }
                text.append(new PdnReplayResult.Failure(link.ply, link.move, link.reason));
            }
            text.append(")".repeat(open));
            return new PdnReplayResult.Failure(ply, move, text.toString());
        }
    }

    /**
     * The verdicts on ambiguous moves, each computed once per (position, ply) node and kept for
     * the game.
     */
    private final class Lookahead {
        final List<String> texts;
        final Map<Node, Verdict> verdicts = new HashMap<>();
        final long budget;
        long played;

        Lookahead(List<String> texts, long budget) {
            this.texts = texts;
            this.budget = budget;
        }

        /**
         * Follows a candidate's line up to the next ambiguous move.
         *
         * @return {@link Boolean#TRUE} when the line replays to its end, a {@link Fail} when a
         *     move of it cannot be read, a {@link Frame} when it reaches an ambiguous move, or
         *     null when the budget is spent
         */
        private Object follow(Position from, int index) {
            Position position = from;
            for (int i = index; i < texts.size(); i++) {
                Resolution resolution = resolve(position, texts.get(i));
                if (resolution.error != null) {
                    return new Fail(i + 1, texts.get(i), resolution.error, null);
                }
                if (resolution.candidates.size() > 1) {
                    return new Frame(new Node(position, i), resolution.candidates);
                }
                if (++played > budget) {
                    return null;
                }
                position = position.play(resolution.candidates.get(0));
            }
            return Boolean.TRUE;
        }

        /** An ambiguous move whose candidates are being followed. */
        private final class Frame {
            final Node node;
            final List<Move> candidates;
            int next;
            int working;
            int firstWorking = -1;
            Fail firstFailure;

            Frame(Node node, List<Move> candidates) {
                this.node = node;
                this.candidates = candidates;
            }

            void record(boolean works, Fail failure) {
                if (works) {
                    working++;
                    if (firstWorking < 0) {
                        firstWorking = next;
                    }
                } else if (firstFailure == null) {
                    firstFailure = failure;
                }
                next++;
            }

            Verdict verdict() {
                if (working == 1 || (working > 0 && working == candidates.size())) {
                    return new Verdict(firstWorking, working, null);
                }
                String text = texts.get(node.index);
                String reason = "ambiguous: it could be " + describe(candidates, node.position.variant(), text);
                Fail fail = working == 0
                        ? new Fail(node.index + 1, text, reason + "; none lets the rest of the game replay", firstFailure)
                        : new Fail(node.index + 1, text, reason + "; " + working
                                + " of them let the rest of the game replay", null);
                return new Verdict(-1, working, fail);
            }
        }

        /**
         * @param position the position before the ambiguous move
         * @param index the move's index in the main line
         * @param candidates its candidates
         * @return the verdict on it
         */
        Verdict verdict(Position position, int index, List<Move> candidates) {
            Node root = new Node(position, index);
            Verdict known = verdicts.get(root);
            if (known != null) {
                return known;
            }
            Deque<Frame> stack = new ArrayDeque<>();
            stack.push(new Frame(root, candidates));
            while (!stack.isEmpty()) {
                Frame frame = stack.peek();
                if (frame.next == frame.candidates.size()) {
                    stack.pop();
                    Verdict verdict = frame.verdict();
                    verdicts.put(frame.node, verdict);
                    if (!stack.isEmpty()) {
                        stack.peek().record(verdict.chosen >= 0, verdict.failure);
                    }
                    continue;
                }
                if (++played > budget) {
                    return gaveUp(position.variant(), index, candidates);
                }
                Node node = frame.node;
                Object rest = follow(node.position.play(frame.candidates.get(frame.next)), node.index + 1);
                if (rest == null) {
                    return gaveUp(position.variant(), index, candidates);
                } else if (rest instanceof Frame child) {
                    Verdict done = verdicts.get(child.node);
                    if (done == null) {
                        stack.push(child);
                    } else {
                        frame.record(done.chosen >= 0, done.failure);
                    }
                } else if (rest instanceof Fail fail) {
                    frame.record(false, fail);
                } else {
                    frame.record(true, null);
                }
            }
            return verdicts.get(root);
        }

        private Verdict gaveUp(Variant variant, int index, List<Move> candidates) {
            return new Verdict(-1, 0, new Fail(index + 1, texts.get(index), "ambiguous: it could be "
                    + describe(candidates, variant, texts.get(index)) + "; gave up looking ahead after " + budget
                    + " plies (the candidates' lines do not meet again)", null));
        }
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
        Variant variant = position.variant();
        String text = written.replaceAll("\\s+", "");
        if (variant.acceptsAlgebraicSquares()) {
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
        Geometry geometry = position.variant().geometry();
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
                    + "; legal moves: " + describe(position.legalMoves(), position.variant(), text));
        }
        return new Resolution(candidates, null);
    }

    /**
     * @param written the move text the moves answer: a text with algebraic squares ({@code c3:e5},
     *     {@code ed4}) gets them back algebraically
     * @return the moves' full paths, in the notation of {@code written}
     */
    private static String describe(List<Move> moves, Variant variant, String written) {
        return Notation.formatPaths(moves, variant, variant.acceptsAlgebraicSquares()
                && Notation.writtenAlgebraically(written));
    }
}
