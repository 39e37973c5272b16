package dev.iobench.runner.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cell's spread from fork to fork, and what a spread costs a ratio, on values with known answers. */
class ForkSpreadTest {
    @Test
    void spread_isTheSdOfTheLogs_fromThreeForks() {
        // logs 0, 0.1, 0.2: mean 0.1, squared deviations 0.01 + 0 + 0.01 over 2
        assertEquals(0.1, Intervals.forkSpread(new double[] {1, Math.exp(0.1), Math.exp(0.2)}), 1e-12);
        // a scale does not change it
        assertEquals(0.1, Intervals.forkSpread(new double[] {7, 7 * Math.exp(0.1), 7 * Math.exp(0.2)}), 1e-12);
        assertTrue(Double.isNaN(Intervals.forkSpread(new double[] {1, 2})), "two forks: no spread counted");
        assertTrue(Double.isNaN(Intervals.forkSpread(new double[] {1, 0, 2})), "a value not above 0");
    }

    @Test
    void median_overTheCellsWithASpread() {
        List<Double> counted = new ArrayList<>();
        double m = Intervals.medianForkSpread(List.of(new double[] {1, Math.exp(0.1), Math.exp(0.2)},
                new double[] {1, Math.exp(0.4), Math.exp(0.8)}, new double[] {5, 6}), counted);
        assertEquals(0.25, m, 1e-12, "the mean of the middle two of 0.1 and 0.4");
        assertEquals(2, counted.size());
        assertTrue(Double.isNaN(Intervals.medianForkSpread(List.of(new double[] {1}), null)));
    }

    @Test
    void forksForRatio_studentsTWithTwoNMinusTwoDegreesOfFreedom() {
        // at 3%: n = 4 gives t(6) 2.447 x 0.03 x sqrt(2/4) = 0.0519 > ln 1.05 = 0.0488; n = 5 gives
        // t(8) 2.306 x 0.03 x sqrt(2/5) = 0.0437
        assertEquals(5, Intervals.forksForRatio(0.03, 0.05, 0.95, 1000));
        // at 10%: n = 33 gives t(64) 1.9977 x 0.1 x sqrt(2/33) = 0.04918 > 0.04879; n = 34: 0.04842
        assertEquals(34, Intervals.forksForRatio(0.10, 0.05, 0.95, 1000));
        assertEquals(3, Intervals.forksForRatio(0.001, 0.05, 0.95, 1000), "at least the minimum");
        assertEquals(1000, Intervals.forksForRatio(5.0, 0.05, 0.95, 1000), "out of reach: the cap");
    }
}
