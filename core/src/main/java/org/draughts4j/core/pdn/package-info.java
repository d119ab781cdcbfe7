/**
 * PDN 3.0 (Portable Draughts Notation): reading, writing and replaying game records.
 *
 * <p>{@link org.draughts4j.core.pdn.PdnReader} splits a file into {@link org.draughts4j.core.pdn.PdnGame}s
 * (tag pairs and movetext with comments, NAGs and variations), tolerating the quirks of real files
 * and reporting a syntax problem per game; {@link org.draughts4j.core.pdn.PdnReplayer} plays the
 * main line of a game against the rules of its variant; {@link org.draughts4j.core.pdn.PdnWriter}
 * writes games back as PDN 3.0.
 */
package org.draughts4j.core.pdn;
