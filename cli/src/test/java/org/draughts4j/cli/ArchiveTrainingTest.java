package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ArchiveTrainingTest {

    /** The launcher keeps no archive from a training run that failed; every variant's count must succeed. */
    @Test
    void countsEveryVariantWithoutAFailure() {
        assertThat(ArchiveTraining.run()).isZero();
    }
}
