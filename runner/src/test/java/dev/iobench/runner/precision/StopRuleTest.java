package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The stop rule on synthetic fork means: no JVM, no clock. */
class StopRuleTest {
    private static final StopRule.Limits LIMITS = new StopRule.Limits(0.02, 0.95, 3, 10, 60);
    private static final double NO_BUDGET = Double.POSITIVE_INFINITY;

    /** What a cell goes through: forks from {@code source}, rounds as the rule asks, until it stops. */
    private record Outcome(List<Double> forks, StopRule.Reason stop, int rounds) {
        double[] means() {
            return forks.stream().mapToDouble(Double::doubleValue).toArray();
        }
    }

    private static Outcome simulate(StopRule.Limits limits, java.util.function.DoubleSupplier source,
            double secondsPerFork, double budgetSeconds) {
        List<Double> forks = new ArrayList<>();
        for (int i = 0; i < limits.minForks(); i++) {
            forks.add(source.getAsDouble());
        }
        double spent = 1 + limits.minForks() * secondsPerFork;
        double budget = budgetSeconds - spent;
        int rounds = 1;
        while (true) {
            double[] m = forks.stream().mapToDouble(Double::doubleValue).toArray();
            StopRule.Decision d = StopRule.decide(limits, m, spent, secondsPerFork, 1, budget);
            if (d.stop() != null) {
                assertEquals(0, d.moreForks());
                return new Outcome(forks, d.stop(), rounds);
            }
            assertTrue(d.moreForks() >= 1, "a round runs at least one fork");
            for (int i = 0; i < d.moreForks(); i++) {
                forks.add(source.getAsDouble());
            }
            spent += 1 + d.moreForks() * secondsPerFork;
            budget -= 1 + d.moreForks() * secondsPerFork;
            rounds++;
        }
    }

    @Test
    void interval_isStudentTOverForkMeans() {
        StopRule.Interval iv = StopRule.interval(new double[] {10, 12, 14}, 0.95);
        // mean 12, sd 2, t(0.975, 2) = 4.302652729911275
        assertEquals(12.0, iv.mean(), 1e-12);
        assertEquals(4.302652729911275 * 2 / Math.sqrt(3), iv.halfWidth(), 1e-9);
        assertEquals(iv.halfWidth() / 12, iv.relative(), 1e-12);
        assertEquals("±41%", iv.percent());
        assertTrue(Double.isNaN(StopRule.interval(new double[] {5}, 0.95).halfWidth()), "one fork: no interval");
    }

    @Test
    void convergingCell_stopsAtTheMinimum() {
        Random r = new Random(1);
        Outcome o = simulate(LIMITS, () -> 100 * (1 + 0.001 * r.nextGaussian()), 2, NO_BUDGET);
        assertEquals(StopRule.Reason.PRECISION, o.stop());
        assertEquals(3, o.forks().size(), "the minimum forks, no more");
        assertEquals(1, o.rounds());
        assertTrue(StopRule.interval(o.means(), 0.95).relative() <= 0.02);
    }

    @Test
    void cellThatNeedsAFewMoreForks_asksForThemInOneRound() {
        // fork means with a 2.5% spread: 3 forks give about ±6%; the rule asks for more at once
        double[] three = {100, 97.5, 102.5};
        StopRule.Decision d = StopRule.decide(LIMITS, three, 7, 2, 1, NO_BUDGET);
        assertNull(d.stop());
        int wanted = StopRule.forksWanted(LIMITS, three);
        assertTrue(wanted > 4 && wanted <= 10, "wanted " + wanted);
        assertEquals(wanted - 3, d.moreForks());
    }

    @Test
    void noisyCell_stopsAtItsForkCap_notReached() {
        Random r = new Random(2);
        Outcome o = simulate(LIMITS, () -> 100 * (1 + 0.3 * r.nextGaussian()), 2, NO_BUDGET);
        assertEquals(StopRule.Reason.FORK_CAP, o.stop());
        assertEquals(10, o.forks().size());
        StopRule.Interval iv = StopRule.interval(o.means(), 0.95);
        assertFalse(iv.relative() <= 0.02, "kept, and marked: " + iv.percent());
        assertTrue(iv.percent().matches("±[0-9.]+%"), iv.percent());
    }

    @Test
    void noisyCell_withSlowForks_stopsAtItsTimeCap() {
        Random r = new Random(3);
        Outcome o = simulate(LIMITS, () -> 100 * (1 + 0.3 * r.nextGaussian()), 12, NO_BUDGET);
        assertEquals(StopRule.Reason.TIME_CAP, o.stop());
        assertEquals(4, o.forks().size(), "60 s cap: 1 + 3 x 12 s, then one more round of one fork fits, no more");
    }

    @Test
    void budgetLeft_limitsTheForks_andStopsTheCell() {
        Random r = new Random(4);
        Outcome o = simulate(LIMITS, () -> 100 * (1 + 0.3 * r.nextGaussian()), 2, 1 + 3 * 2 + 1 + 2 * 2);
        assertEquals(StopRule.Reason.BUDGET, o.stop());
        assertEquals(5, o.forks().size(), "the budget paid for two forks beyond the minimum");
    }

    @Test
    void significanceHasNoSay_onlyTheCellsOwnInterval() {
        // identical fork means: zero width, stops at once whatever other cells do
        assertEquals(StopRule.Reason.PRECISION,
                StopRule.decide(LIMITS, new double[] {5, 5, 5}, 0, 1, 1, NO_BUDGET).stop());
        // fewer than the minimum never stops on precision
        assertNull(StopRule.decide(LIMITS, new double[] {5, 5}, 0, 1, 1, NO_BUDGET).stop());
    }

    @Test
    void limits_refuseFewerThanThreeForks() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new StopRule.Limits(0.02, 0.95, 2, 10, 60));
    }
}
