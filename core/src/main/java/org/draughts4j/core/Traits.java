package org.draughts4j.core;

import java.util.Objects;

/**
 * The movement and capture traits of a variant: all the generic move generator needs to know.
 *
 * @param geometry the board
 * @param firstToMove the side that moves first from the start position
 * @param menCaptureBackward whether men may capture backward
 * @param flyingKings whether kings move and capture along whole diagonals (else one square)
 * @param promotionInCapture what happens to a man reaching the far row during a capture
 * @param capturePrecedence which captures a player may choose among
 */
public record Traits(
        Geometry geometry,
        Color firstToMove,
        boolean menCaptureBackward,
        boolean flyingKings,
        PromotionInCapture promotionInCapture,
        CapturePrecedence capturePrecedence) {

    /** Validates that no trait is missing. */
    public Traits {
        Objects.requireNonNull(geometry, "geometry");
        Objects.requireNonNull(firstToMove, "firstToMove");
        Objects.requireNonNull(promotionInCapture, "promotionInCapture");
        Objects.requireNonNull(capturePrecedence, "capturePrecedence");
    }

    /** @return these traits on another board */
    public Traits withGeometry(Geometry other) {
        return new Traits(other, firstToMove, menCaptureBackward, flyingKings, promotionInCapture, capturePrecedence);
    }

    /** @return these traits with another side moving first */
    public Traits withFirstToMove(Color other) {
        return new Traits(geometry, other, menCaptureBackward, flyingKings, promotionInCapture, capturePrecedence);
    }

    /** @return these traits with men capturing backward or not */
    public Traits withMenCaptureBackward(boolean other) {
        return new Traits(geometry, firstToMove, other, flyingKings, promotionInCapture, capturePrecedence);
    }

    /** @return these traits with flying or one-square kings */
    public Traits withFlyingKings(boolean other) {
        return new Traits(geometry, firstToMove, menCaptureBackward, other, promotionInCapture, capturePrecedence);
    }

    /** @return these traits with another treatment of a man reaching the far row during a capture */
    public Traits withPromotionInCapture(PromotionInCapture other) {
        return new Traits(geometry, firstToMove, menCaptureBackward, flyingKings, other, capturePrecedence);
    }

    /** @return these traits with another capture precedence */
    public Traits withCapturePrecedence(CapturePrecedence other) {
        return new Traits(geometry, firstToMove, menCaptureBackward, flyingKings, promotionInCapture, other);
    }
}
