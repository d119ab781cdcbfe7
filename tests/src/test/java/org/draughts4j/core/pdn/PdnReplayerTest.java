package org.draughts4j.core.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;

class PdnReplayerTest {

    private static final Variant INTERNATIONAL = TestVariants.INTERNATIONAL;
    private static final PdnReplayer LENIENT =
            PdnReplayer.lenient(INTERNATIONAL).withVariants(TestVariants.ALL);
    private static final PdnReplayer STRICT =
            PdnReplayer.strict(INTERNATIONAL).withVariants(TestVariants.ALL);
    /**
     * Russian without its counted draws: the long generated games below move kings about for
     * thousands of plies, which Russian's draw rules end after a few.
     */
    private static final Variant RUSSIAN_WITHOUT_DRAWS = TestVariants.RUSSIAN.toBuilder().name("russian-without-draws")
            .aliases().pdnGameType(0).drawRules(DrawRules.NONE).build();
    private static final PdnReplayer LENIENT_WITHOUT_DRAWS =
            PdnReplayer.lenient(RUSSIAN_WITHOUT_DRAWS).withVariants(List.of(RUSSIAN_WITHOUT_DRAWS));

    private static PdnReplayResult replay(PdnReplayer replayer, String pdn) {
        return replayer.replay(PdnReader.readGame(pdn));
    }

    @Test
    void resolvesTheVariantFromTheTags() {
        List<Variant> known = TestVariants.ALL;
        assertThat(PdnReader.readGame("[GameType \"20\"] *").variant(null, known).name()).isEqualTo("international");
        assertThat(PdnReader.readGame("[GameType \"20,W,10,10,N2,0\"] *").variant(null, known).name())
                .isEqualTo("international");
        assertThat(PdnReader.readGame("[GameType \"25\"] *").variant(INTERNATIONAL, known).name()).isEqualTo("russian");
        assertThat(PdnReader.readGame("[GameType \"26\"] *").variant(INTERNATIONAL, known).name()).isEqualTo("brazilian");
        assertThat(PdnReader.readGame("[GameType \"21\"] *").variant(INTERNATIONAL, known).name()).isEqualTo("english");
        assertThat(PdnReader.readGame("[GameType \"24\"] *").variant(INTERNATIONAL, known).name()).isEqualTo("spanish");
        assertThat(PdnReader.readGame("[GameType \"24\"] *").variant(TestVariants.GALICIAN, known).name())
                .isEqualTo("galician");
        assertThat(PdnReader.readGame("[GameType \"24\"][Variant \"Galician\"] *").variant(INTERNATIONAL, known).name())
                .isEqualTo("galician");
        assertThat(PdnReader.readGame("[Variant \"russian\"] *").variant(INTERNATIONAL, known).name()).isEqualTo("russian");
        // a Variant tag naming nothing known falls through to GameType, then to the default
        assertThat(PdnReader.readGame("[Variant \"Standard\"][GameType \"21\"] *").variant(INTERNATIONAL, known).name())
                .isEqualTo("english");
        assertThat(PdnReader.readGame("[Event \"x\"] *").variant(TestVariants.RUSSIAN, known).name())
                .isEqualTo("russian");
        assertThatThrownBy(() -> PdnReader.readGame("[GameType \"22\"] *").variant(INTERNATIONAL, known))
                .isInstanceOf(PdnException.class).hasMessageContaining("22");
        PdnReplayResult italian = replay(LENIENT, "[GameType \"22\"] 1. 22-18 *");
        assertThat(italian.passed()).isFalse();
        assertThat(italian.failure().get().ply()).isZero();
    }

    @Test
    void replaysTheMainLineOnly() {
        PdnReplayResult result = replay(STRICT,
                "1. 32-28 19-23 (18-23 38-32) 2. 28x19 {c} 14x23 3. 37-32!? $1 1-0");
        assertThat(result.passed()).isTrue();
        assertThat(result.variant()).isSameAs(INTERNATIONAL);
        assertThat(result.moves()).extracting(Object::toString).containsExactly("32-28", "19-23", "28x19", "14x23", "37-32");
        assertThat(result.position().toFen()).isEqualTo(Position.start(INTERNATIONAL)
                .play("32-28").play("19-23").play("28x19").play("14x23").play("37-32").toFen());
    }

    @Test
    void startsFromTheFenWithOrWithoutSetUp() {
        assertThat(replay(STRICT, "[SetUp \"1\"][FEN \"W:W28:B23,4\"] 1. 28x19 *").passed()).isTrue();
        assertThat(replay(STRICT, "[FEN \"W:W28:B23,4.\"] 1. 28x19 *").passed()).isTrue();
        assertThat(replay(STRICT, "[Setup \"1\"][FEN \"B:W28:B19,23\"] 1... 23x32 *").moves())
                .extracting(Object::toString).containsExactly("23x32");
        // a side to move written '?' is taken as White
        assertThat(replay(STRICT, "[FEN \"?:W28:B23,4\"] 28x19 *").passed()).isTrue();
    }

    @Test
    void aRecordWithAFenAndNoMovesPasses() {
        PdnReplayResult problem = replay(STRICT, "[FEN \"W:W31,29,K15:B14,13,12,9\"] *");
        assertThat(problem.passed()).isTrue();
        assertThat(problem.moves()).isEmpty();
        assertThat(problem.warnings()).isEmpty();
        // even when the FEN cannot be read: then it is a warning
        PdnReplayResult bad = replay(STRICT, "[GameType \"21\"][FEN \"W:W18,K15,1:BK30,K26,2.\"] *");
        assertThat(bad.passed()).isTrue();
        assertThat(bad.warnings()).hasSize(1);
        assertThat(bad.warnings().get(0).ply()).isZero();
        PdnReplayResult badWithMoves = replay(STRICT, "[GameType \"21\"][FEN \"W:W18,K15,1:BK30,K26,2.\"] 18-14 *");
        assertThat(badWithMoves.passed()).isFalse();
        assertThat(badWithMoves.failure().get().reason()).contains("bad FEN");
    }

    @Test
    void reportsTheFailingPlyMoveAndReason() {
        PdnReplayResult result = replay(LENIENT, "1. 32-28 19-23 2. 28-22 *");
        assertThat(result.passed()).isFalse();
        PdnReplayResult.Failure failure = result.failure().get();
        assertThat(failure.ply()).isEqualTo(3);
        assertThat(failure.move()).isEqualTo("28-22");
        assertThat(failure.reason()).contains("no legal move from 28 to 22");
        assertThat(result.moves()).hasSize(2);
        assertThat(result.toString()).isEqualTo("0: ply 3 '28-22': " + failure.reason());
    }

    @Test
    void acceptsTheSpellingsOfRealFiles() {
        // zero padding, a space after the separator, '-' for a capture, 'x' for a quiet move
        PdnReplayResult result = replay(STRICT, "01. 32-28 19-23 02. 28-19 14x 23 03. 37x32 *");
        assertThat(result.passed()).as(result.toString()).isTrue();
        assertThat(result.moves()).extracting(Object::toString).containsExactly("32-28", "19-23", "28x19", "14x23", "37-32");
    }

    @Test
    void readsRussianAndBrazilianSquares() {
        String moves = "1. c3-d4 f6-g5 2. d4-c5 b6xd4 3. E3:C5 d6xb4 4. a3c5 *";
        PdnReplayResult russian = replay(STRICT, "[GameType \"25\"] " + moves);
        assertThat(russian.passed()).as(russian.toString()).isTrue();
        assertThat(russian.moves()).extracting(Object::toString)
                .containsExactly("22-18", "11-16", "18-14", "9x18", "23x14", "10x17", "21x14");
        PdnReplayResult brazilian = replay(STRICT, "[GameType \"26\"] " + moves);
        assertThat(brazilian.passed()).isTrue();
    }

    @Test
    void readsTheRussianShortNotation() {
        PdnReplayResult result = replay(STRICT, "[GameType \"25\"] 1. cd4 fg5 2. dc5 bd4 3. ec5 dd4 1:0");
        // dd4? there is none: the move that fails names its file and square
        assertThat(result.failure().get().ply()).isEqualTo(6);
        assertThat(result.failure().get().reason()).contains("from the d file to d4");
        assertThat(result.moves()).extracting(Object::toString)
                .containsExactly("22-18", "11-16", "18-14", "9x18", "23x14");
        // gh4 from the start: only g3-h4 goes there; ed4 could be c3? no: e3-d4 only
        assertThat(replay(STRICT, "[GameType \"25\"] 1. gh4 *").moves()).extracting(Object::toString)
                .containsExactly("24-20");
    }

    @Test
    void strictModeRefusesAnAmbiguousCaptureAndLenientModeLooksAhead() {
        // 4x15 goes via 27 and 38 (taking 13, 32, 20) or via 31 and 42 (taking 13, 37, 20)
        String fen = "[FEN \"W:WK4,50:B13,20,32,37,45\"] ";
        PdnReplayResult strict = replay(STRICT, fen + "1. 4x15 37-42 *");
        assertThat(strict.passed()).isFalse();
        assertThat(strict.failure().get().ply()).isEqualTo(1);
        assertThat(strict.failure().get().reason()).startsWith("ambiguous");

        PdnReplayResult lenient = replay(LENIENT, fen + "1. 4x15 37-42 *");
        assertThat(lenient.passed()).isTrue();
        assertThat(lenient.moves()).extracting(Object::toString).containsExactly("4x27x38x15", "37-42");
        assertThat(lenient.warnings()).hasSize(1);
        assertThat(lenient.warnings().get(0).ply()).isEqualTo(1);
        assertThat(lenient.warnings().get(0).message()).contains("the only one");

        PdnReplayResult other = replay(LENIENT, fen + "1. 4x15 32-38 *");
        assertThat(other.moves()).extracting(Object::toString).containsExactly("4x31x42x15", "32-38");

        // the last move: every candidate lets the (empty) rest replay, the first is taken
        PdnReplayResult last = replay(LENIENT, fen + "1. 4x15 *");
        assertThat(last.passed()).isTrue();
        assertThat(last.warnings().get(0).message()).contains("each one");

        // no candidate fits the rest: the ambiguous move fails
        PdnReplayResult none = replay(LENIENT, fen + "1. 4x15 45-40 *");
        assertThat(none.passed()).isFalse();
        assertThat(none.failure().get().ply()).isEqualTo(1);
        assertThat(none.failure().get().reason()).contains("none lets the rest");

        // a full path is never ambiguous
        assertThat(replay(STRICT, fen + "1. 4x31x42x15 32-38 *").passed()).isTrue();
    }

    @Test
    void aSyntaxProblemMakesItsGameFail() {
        PdnFile file = PdnReader.read("[Event \"a\"] 1. 32-28 - 2. 33-29 *\n[Event \"b\"] 1. 32-28 *\n", "f.pdn");
        List<PdnReplayResult> results = LENIENT.replay(file);
        assertThat(results).hasSize(2);
        assertThat(results.get(0).passed()).isFalse();
        assertThat(results.get(0).failure().get()).isEqualTo(
                new PdnReplayResult.Failure(2, "-", "syntax: unrecognised move token '-'"));
        assertThat(results.get(0).toString()).startsWith("f.pdn:1: ply 2 '-'");
        assertThat(results.get(1).passed()).isTrue();
        assertThat(results.get(1).gameNumber()).isEqualTo(2);
    }

    @Test
    void englishBlackMovesFirst() {
        PdnReplayResult result = replay(STRICT, "[GameType \"21\"] 1. 11-15 23-19 2. 8-11 22-17 *");
        assertThat(result.passed()).as(result.toString()).isTrue();
    }
    @Test
    void theLookaheadSettlesEachPositionOnceSoItsWorkIsLinear() {
        // 1,000 ambiguous moves whose candidates' lines meet again: tried line by line, that is
        // 2^1000 lines; settled once per position, about two plies of lookahead per ply.
        GeneratedGame generated = ambiguousKingGame(1000);
        PdnReplayer linear = LENIENT_WITHOUT_DRAWS.withLookaheadBudget(0, 3);
        PdnReplayResult result = linear.replay(generated.game());
        assertThat(result.passed()).as(result.toString()).isTrue();
        assertThat(result.moves()).hasSize(8000);
        assertThat(result.position()).isEqualTo(generated.end());
        assertThat(result.warnings()).hasSize(1000).allSatisfy(warning -> {
            assertThat(warning.move()).isEqualTo("cd2");
            assertThat(warning.message()).contains("each one lets the rest of the game replay");
        });
        assertThat(result.warnings().get(1).ply()).isEqualTo(9);

        // with less than that, the lookahead gives up and says so at the move it was resolving
        PdnReplayResult starved = LENIENT_WITHOUT_DRAWS.withLookaheadBudget(0, 1).replay(generated.game());
        assertThat(starved.passed()).isFalse();
        assertThat(starved.failure().get().ply()).isEqualTo(1);
        assertThat(starved.failure().get().reason()).startsWith("ambiguous: it could be ")
                .contains("gave up looking ahead after 8000 plies");
        assertThat(starved.moves()).isEmpty();
    }

    @Test
    void manyAmbiguousMovesNeedNoDeepCallStack() throws InterruptedException {
        // Looking ahead used to recurse once per ambiguous move: 2,000 of them on a small stack.
        PdnGame game = ambiguousKingGame(2000).game();
        PdnReplayResult[] result = new PdnReplayResult[1];
        Throwable[] thrown = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            try {
                result[0] = LENIENT_WITHOUT_DRAWS.replay(game);
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "small-stack", 256 * 1024);
        thread.start();
        thread.join();
        assertThat(thrown[0]).isNull();
        assertThat(result[0].passed()).as(result[0].toString()).isTrue();
        assertThat(result[0].warnings()).hasSize(2000);
    }

    @Test
    void aLongChainOfAmbiguousMovesThatAllFailIsReportedInBrief() {
        // Make the last move impossible: then no candidate of any of the 1,000 ambiguous moves
        // fits, and each one's reason quotes the next one's.
        PdnGame fine = ambiguousKingGame(1000).game();
        List<PdnElement> elements = new ArrayList<>(fine.elements());
        elements.set(elements.size() - 1, PdnMove.of("a7-b8"));
        PdnReplayResult result = LENIENT_WITHOUT_DRAWS.replay(new PdnGame(fine.tags(), elements, "*"));
        assertThat(result.passed()).isFalse();
        PdnReplayResult.Failure failure = result.failure().get();
        assertThat(failure.ply()).isEqualTo(1);
        assertThat(failure.reason())
                .startsWith("ambiguous: it could be ")
                .contains("none lets the rest of the game replay (first: ply 9 'cd2': ambiguous: it could be ")
                .contains("(first: 991 more ambiguous moves none of whose candidates fits, then ply 8000 'a7-b8': ")
                .endsWith(")".repeat(9));
        // the first links are quoted, the rest summarised: the reason stays short
        assertThat(failure.reason().split("\\(first: ", -1)).hasSize(10);
        assertThat(failure.reason().length()).isLessThan(3000);
    }

    /**
     * A game of Russian kings in which every fourth White move is written in the short notation
     * ({@code cd2}: from the c file to d2) while two kings could make it: the kings on c1 and c3
     * both reach d2. The next White move, {@code cb2}, is unambiguous in either line and brings
     * them to the same position, so each ambiguous move has two candidates that both let the rest
     * replay, the shape that made the lookahead exponential. The generator checks each of these
     * facts as it plays rather than trusting the construction.
     *
     * @param cycles the number of ambiguous moves (the game has eight plies per cycle)
     */
    static GeneratedGame ambiguousKingGame(int cycles) {
        Variant russian = RUSSIAN_WITHOUT_DRAWS;
        String fen = "W:WKc1,Kc3:BKa7";
        Position position = Position.fromFen(russian, fen);
        Position start = position;
        String[] white = {"cd2", "cb2", "dc3", "bc1"};
        String[] black = {"a7-b8", "b8-a7"};
        List<PdnElement> elements = new ArrayList<>();
        for (int cycle = 0; cycle < cycles; cycle++) {
            for (int k = 0; k < white.length; k++) {
                String text = white[k];
                List<Move> candidates = new ArrayList<>();
                int destination = russian.geometry().parseAlgebraic(text.substring(1));
                for (Move move : position.legalMoves()) {
                    if (move.destination() == destination
                            && russian.geometry().algebraic(move.origin()).charAt(0) == text.charAt(0)) {
                        candidates.add(move);
                    }
                }
                assertThat(candidates).as("candidates of %s", text).hasSize(k == 0 ? 2 : 1);
                elements.add(PdnMove.of(text));
                position = position.play(candidates.get(0));
                String reply = black[k % 2];
                elements.add(PdnMove.of(reply));
                position = position.play(reply);
            }
        }
        PdnGame game = new PdnGame(List.of(new PdnTag("FEN", fen)), elements, "*");
        return new GeneratedGame(game, start, position, cycles);
    }

    record GeneratedGame(PdnGame game, Position start, Position end, int ambiguous) {
    }
}
