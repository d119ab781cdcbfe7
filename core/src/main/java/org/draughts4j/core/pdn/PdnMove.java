package org.draughts4j.core.pdn;

import java.util.List;
import java.util.Objects;

/**
 * A move of the movetext, as written.
 *
 * @param number the move number written just before the move ({@code 12} for {@code 12.} or
 *     {@code 12...}), or 0 when none was written there
 * @param blackNumber whether that number was written with an ellipsis ({@code 12...} or
 *     {@code 12. ...}), the PDN way of marking a Black move
 * @param text the move as written, without the number, the suffix annotations and any glued
 *     text; spaces inside it are removed ({@code 1- 6} becomes {@code 1-6}), squares keep their
 *     spelling ({@code 06-11}, {@code E3:G5}, {@code ed4})
 * @param nags the annotations attached to the move, in order: suffixes such as {@code !} or
 *     {@code ?!} and numeric NAGs such as {@code $1}
 */
public record PdnMove(int number, boolean blackNumber, String text, List<String> nags) implements PdnElement {
    /**
     * Copies the list and checks the text.
     *
     * @param number the move number written just before the move, or 0 when none was
     * @param blackNumber whether that number was written with an ellipsis
     * @param text the move as written, without number, annotations and glued text
     * @param nags the annotations attached to the move, in order
     * @throws NullPointerException if {@code text}, {@code nags} or one of the annotations is null
     * @throws IllegalArgumentException if {@code number} is negative
     */
    public PdnMove {
        Objects.requireNonNull(text, "text");
        nags = List.copyOf(nags);
        if (number < 0) {
            throw new IllegalArgumentException("negative move number");
        }
    }

    /**
     * @param text the move text
     * @return a move without number and annotations
     */
    public static PdnMove of(String text) {
        return new PdnMove(0, false, text, List.of());
    }

    /**
     * @param nag an annotation
     * @return this move with {@code nag} attached as its last annotation
     */
    public PdnMove withNag(String nag) {
        List<String> list = new java.util.ArrayList<>(nags);
        list.add(nag);
        return new PdnMove(number, blackNumber, text, list);
    }
}
