/**
 * Perft suite files: the data format of docs/formats.md ("Perft suite files"), its parser and a runner
 * that checks the recorded node counts within a node budget.
 *
 * <p>A suite file is plain text; records are separated by blank lines and {@code #} starts a
 * comment:
 * <pre>
 * id international-start
 * variant international
 * fen W:W31-50:B1-20
 * perft 1 9
 * perft 2 81
 * paths 8 6483971
 * </pre>
 * {@link org.draughts4j.core.perft.PerftSuiteParser} reads such files into {@link
 * org.draughts4j.core.perft.PerftRecord}s and {@link org.draughts4j.core.perft.PerftRunner} checks
 * them, giving one {@link org.draughts4j.core.perft.PerftResult} per expectation.
 */
package org.draughts4j.core.perft;
