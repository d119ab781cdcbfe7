package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TraitsTest {

    @Test
    void internationalIsTheDefaultOfEveryTrait() {
        Traits t = Traits.international();
        assertThat(t.geometry()).isEqualTo(Geometry.TEN_BY_TEN);
        assertThat(t.firstToMove()).isEqualTo(Color.WHITE);
        assertThat(t.menCaptureBackward()).isTrue();
        assertThat(t.menCaptureKings()).isTrue();
        assertThat(t.flyingKings()).isTrue();
        assertThat(t.kingLanding()).isEqualTo(KingLanding.ANY_SQUARE_BEYOND);
        assertThat(t.kingStopsBehindLastKing()).isFalse();
        assertThat(t.captureRemoval()).isEqualTo(CaptureRemoval.AT_END);
        assertThat(t.promotionInCapture()).isEqualTo(PromotionInCapture.STAYS_MAN);
        assertThat(t.capturePrecedence()).isEqualTo(CapturePrecedence.MOST_PIECES);
        assertThat(t.goal()).isEqualTo(Goal.CANNOT_MOVE_LOSES);
    }

    @Test
    void eachWitherChangesOneTraitAndLeavesTheOriginalAlone() {
        Traits base = Traits.international();
        Traits changed = base.menCaptureKings(false);
        assertThat(changed.menCaptureKings()).isFalse();
        assertThat(base.menCaptureKings()).isTrue();
        assertThat(changed).isNotEqualTo(base);
        assertThat(changed.menCaptureKings(true)).isEqualTo(base).hasSameHashCodeAs(base);
        assertThat(base.kingLanding(KingLanding.DIRECTLY_BEHIND).kingLanding()).isEqualTo(KingLanding.DIRECTLY_BEHIND);
        assertThat(base.captureRemoval(CaptureRemoval.JUMP_BY_JUMP).captureMayTurnBack(false).captureMayTurnBack())
                .isFalse();
        assertThat(base.goal(Goal.CANNOT_MOVE_WINS).goal()).isEqualTo(Goal.CANNOT_MOVE_WINS);
        assertThat(base.capturePrecedence(CaptureCriterion.WITH_KING).capturePrecedence())
                .isEqualTo(CapturePrecedence.KING_MUST_CAPTURE);
        assertThat(base.kingStopsBehindLastKing(true).toString()).contains("stopping behind a last king");
    }

    /**
     * Every wither given the value a trait already has returns equal traits: one that dropped
     * another trait back to International's would differ, since no trait here is International's.
     * Towers and a limit on one king's moves do not go together, hence two sets of traits.
     */
    @Test
    void everyWitherKeepsEveryOtherTrait() {
        Traits changed = Traits.international()
                .geometry(Geometry.EIGHT_BY_EIGHT_ITALIAN)
                .firstToMove(Color.BLACK)
                .menCaptureBackward(false)
                .menCaptureKings(false)
                .flyingKings(false)
                .kingLanding(KingLanding.DIRECTLY_BEHIND)
                .kingStopsBehindLastKing(true)
                .captureRemoval(CaptureRemoval.JUMP_BY_JUMP)
                .captureMayTurnBack(false)
                .promotionInCapture(PromotionInCapture.ENDS_MOVE)
                .capturePrecedence(CapturePrecedence.ITALIAN)
                .goal(Goal.CANNOT_MOVE_WINS);
        for (Traits all : new Traits[] {changed.towers(true), changed.orthogonalCaptures(true).kingMoveLimit(3)}) {
            assertThat(all.geometry(all.geometry())).isEqualTo(all);
            assertThat(all.firstToMove(all.firstToMove())).isEqualTo(all);
            assertThat(all.menCaptureBackward(all.menCaptureBackward())).isEqualTo(all);
            assertThat(all.menCaptureKings(all.menCaptureKings())).isEqualTo(all);
            assertThat(all.flyingKings(all.flyingKings())).isEqualTo(all);
            assertThat(all.kingLanding(all.kingLanding())).isEqualTo(all);
            assertThat(all.kingStopsBehindLastKing(all.kingStopsBehindLastKing())).isEqualTo(all);
            assertThat(all.captureRemoval(all.captureRemoval())).isEqualTo(all);
            assertThat(all.captureMayTurnBack(all.captureMayTurnBack())).isEqualTo(all);
            assertThat(all.promotionInCapture(all.promotionInCapture())).isEqualTo(all);
            assertThat(all.capturePrecedence(all.capturePrecedence())).isEqualTo(all);
            assertThat(all.goal(all.goal())).isEqualTo(all);
            assertThat(all.towers(all.towers())).isEqualTo(all);
            assertThat(all.orthogonalCaptures(all.orthogonalCaptures())).isEqualTo(all);
            assertThat(all.kingMoveLimit(all.kingMoveLimit())).isEqualTo(all);
        }
    }

    @Test
    void precedenceIsAnOrderedListOfCriteria() {
        assertThat(CapturePrecedence.of()).isSameAs(CapturePrecedence.FREE);
        assertThat(CapturePrecedence.FREE.isFree()).isTrue();
        assertThat(CapturePrecedence.ITALIAN.criteria()).containsExactly(CaptureCriterion.MOST_PIECES,
                CaptureCriterion.WITH_KING, CaptureCriterion.MOST_KINGS, CaptureCriterion.KINGS_FIRST);
        assertThat(CapturePrecedence.of(CaptureCriterion.MOST_KINGS, CaptureCriterion.MOST_PIECES))
                .isNotEqualTo(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS);
        assertThat(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS).hasToString("MOST_PIECES > MOST_KINGS");
        assertThatThrownBy(() -> CapturePrecedence.of(CaptureCriterion.MOST_PIECES, CaptureCriterion.MOST_PIECES))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
        assertThatThrownBy(() -> Traits.international().geometry(null)).isInstanceOf(NullPointerException.class);
    }

    /** What the representations cannot hold is refused; what one generator alone lacked is not. */
    @Test
    void onlyTheCombinationsNoRepresentationHoldsAreRefused() {
        Traits international = Traits.international();
        assertThatThrownBy(() -> international.towers(true)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("towers");
        Traits allSquares = international.geometry(Geometry.EIGHT_BY_EIGHT_ALL_SQUARES);
        assertThatThrownBy(() -> allSquares.towers(true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> international.geometry(Geometry.TWELVE_BY_TWELVE).kingMoveLimit(3))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> international.geometry(Geometry.TWELVE_BY_TWELVE).orthogonalCaptures(true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> international.geometry(Geometry.EIGHT_BY_EIGHT).towers(true).kingMoveLimit(3))
                .isInstanceOf(IllegalArgumentException.class);
        // Killer's last landing is a rule every generator shares now, the all-squares board's too.
        assertThat(allSquares.kingStopsBehindLastKing(true).kingStopsBehindLastKing()).isTrue();
    }
}
