package org.draughts4j.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.PerftRecord;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * What every variant module's tests check of its suites: they pass within the node budget, the
 * reference generator of the tests confirms their smaller counts, and each rule position fails
 * under the neighbouring variant's way of that rule. A variant's test extends this and names the
 * neighbours.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class VariantContract {

    /** A rule position and the neighbouring variant's way of the rule it pins. */
    public record Neighbour(String id, String way, UnaryOperator<Traits> change) {}

    /** @return the variant under test */
    protected abstract Variant variant();

    /** @return every rule position of the variant's suites with its neighbouring rules */
    protected abstract Stream<Neighbour> neighbours();

    /** @return a neighbour for {@link #neighbours()} */
    protected static Neighbour neighbour(String id, String way, UnaryOperator<Traits> change) {
        return new Neighbour(id, way, change);
    }

    @Test
    void suitesPass() {
        VariantSuites.assertSuitesPass(variant());
    }

    /** Every count up to 50,000 nodes agrees with the simple reference generator of the tests. */
    @Test
    void suiteCountsAgreeWithTheReferenceGenerator() {
        VariantSuites.assertReferenceAgrees(variant(), 50_000);
    }

    /** Each record but the start positions pins a rule against some neighbour. */
    @Test
    void everyRulePositionHasANeighbour() {
        Set<String> covered = neighbours().map(Neighbour::id).collect(Collectors.toSet());
        List<String> rulePositions = VariantSuites.records(variant()).stream().map(PerftRecord::id)
                .filter(id -> !id.endsWith("-start")).collect(Collectors.toList());
        assertThat(rulePositions).isNotEmpty();
        assertThat(covered).containsAll(rulePositions);
    }

    @TestFactory
    Stream<DynamicTest> rulePositionsFailUnderTheNeighbouringRule() {
        return neighbours().map(n -> DynamicTest.dynamicTest(n.id() + " vs " + n.way(),
                () -> VariantSuites.assertPinsRule(variant(), n.id(), VariantSuites.withTraits(variant(), n.change()))));
    }
}
