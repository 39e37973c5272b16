package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.report.stats.Intervals;
import dev.iobench.runner.report.stats.SpreadPrior;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.numbers.gamma.Trigamma;
import org.junit.jupiter.api.Test;

/** An environment's prior of a cell's spread (Smyth's moderated variance), on data with known answers. */
class SpreadPriorTest {
    /** @return a chi-square draw with {@code df} degrees of freedom (a sum of squared normals) */
    private static double chiSquare(Random rnd, int df) {
        double s = 0;
        for (int i = 0; i < df; i++) {
            double z = rnd.nextGaussian();
            s += z * z;
        }
        return s;
    }

    @Test
    void fit_recoversAKnownPrior_fromCellsWhoseVariancesFollowIt() {
        // each cell's true variance from a scaled inverse chi-square with 8 df around 0.01, its sample
        // variance on 4 df around that: the fit must find 8 and 0.01 again
        Random rnd = new Random(7);
        List<SpreadPrior.Spread> cells = new ArrayList<>();
        for (int i = 0; i < 4000; i++) {
            double truth = 8 * 0.01 / chiSquare(rnd, 8);
            cells.add(new SpreadPrior.Spread(truth * chiSquare(rnd, 4) / 4, 4));
        }
        SpreadPrior p = SpreadPrior.fit(cells);
        assertEquals(8, p.df(), 1.5, p.toString());
        assertEquals(0.01, p.variance(), 0.001, p.toString());
    }

    @Test
    void fit_cellsThatAllShareOneVariance_weighTheirPriorHighly() {
        // every cell's true variance 0.0025: their sample variances differ by sampling alone
        Random rnd = new Random(11);
        List<SpreadPrior.Spread> cells = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            cells.add(new SpreadPrior.Spread(0.0025 * chiSquare(rnd, 5) / 5, 5));
        }
        SpreadPrior p = SpreadPrior.fit(cells);
        assertTrue(p.df() > 50, p.toString());
        assertEquals(0.0025, p.variance(), 0.0001, p.toString());
    }

    @Test
    void fit_needsFourCellsWithASpread() {
        List<SpreadPrior.Spread> three = List.of(new SpreadPrior.Spread(0.01, 3), new SpreadPrior.Spread(0.02, 3),
                new SpreadPrior.Spread(0.03, 3), new SpreadPrior.Spread(0, 3), new SpreadPrior.Spread(0.05, 1));
        assertSame(SpreadPrior.NONE, SpreadPrior.fit(three), "a constant cell and one of 1 df do not count");
    }

    @Test
    void moderate_weighsThePriorAndTheCellByTheirDegreesOfFreedom() {
        SpreadPrior p = new SpreadPrior(4, 0.01);
        SpreadPrior.Spread m = p.moderate(new SpreadPrior.Spread(0.0025, 4));
        assertEquals((4 * 0.01 + 4 * 0.0025) / 8, m.variance(), 1e-15);
        assertEquals(8, m.df(), 1e-15);
        SpreadPrior.Spread own = new SpreadPrior.Spread(0.0025, 4);
        assertSame(own, SpreadPrior.NONE.moderate(own));
        SpreadPrior infinite = new SpreadPrior(Double.POSITIVE_INFINITY, 0.01);
        assertEquals(0.01, infinite.moderate(own).variance(), 0, "an infinite prior is the cell's variance");
    }

    @Test
    void trigammaInverse_undoesTrigamma() {
        for (double x : new double[] {0.05, 0.7, 3.7, 250}) {
            assertEquals(x, SpreadPrior.trigammaInverse(Trigamma.value(x)), x * 1e-6);
        }
    }

    @Test
    void aCellWhoseFewForksHappenToAgree_isWidenedTowardItsEnvironment_aRatioWithoutAPriorIsUnchanged() {
        // baseline: logs 0, +-0.005 (sd 0.005, 2 df); candidate: logs ln 2 + 0, +-0.005
        double[] b = {100, 100 * Math.exp(0.005), 100 * Math.exp(-0.005)};
        double[] c = {200, 200 * Math.exp(0.005), 200 * Math.exp(-0.005)};
        assertArrayEquals(Intervals.trimmedLogRatio(b, c, 0.95),
                Intervals.trimmedLogRatio(b, c, 0.95, SpreadPrior.NONE, SpreadPrior.NONE), 0);
        // the environment's cells spread 10% (variance 0.01) with the weight of 6 forks' df
        SpreadPrior env = new SpreadPrior(6, 0.01);
        double[] r = Intervals.trimmedLogRatio(b, c, 0.95, env, env);
        // each side by hand: its relative variance (0 mean log, but relative to the mean of the values)
        double vb = Intervals.spreadOf(b, true).variance();
        double vc = Intervals.spreadOf(c, true).variance();
        double mb = (6 * 0.01 + 2 * vb) / 8;
        double mc = (6 * 0.01 + 2 * vc) / 8;
        double se = Math.sqrt(mb / 3 + mc / 3);
        double df = (mb / 3 + mc / 3) * (mb / 3 + mc / 3) / ((mb / 3) * (mb / 3) / 8 + (mc / 3) * (mc / 3) / 8);
        double half = Intervals.t(df, 0.95) * se;
        assertEquals(r[0] * Math.exp(-half), r[1], 1e-12);
        assertEquals(r[0] * Math.exp(half), r[2], 1e-12);
        assertTrue(r[2] / r[0] - 1 > 0.1, "widened from about 1% to the environment's spread: " + r[2] / r[0]);
    }

    @Test
    void pairedRatio_isModeratedTowardTheEnvironmentsPairs() {
        double[] b = {100, 110, 90, 105};
        double[] c = {200, 221, 179, 210};
        double[] own = Intervals.pairedLogRatio(b, c, 0.95);
        assertArrayEquals(own, Intervals.pairedLogRatio(b, c, 0.95, SpreadPrior.NONE), 0);
        double[] d = Intervals.pairLogs(b, c);
        double mean = (d[0] + d[1] + d[2] + d[3]) / 4;
        double ss = 0;
        for (double x : d) {
            ss += (x - mean) * (x - mean);
        }
        double moderated = (10 * 0.0004 + ss) / 13;
        double half = Intervals.t(13, 0.95) * Math.sqrt(moderated / 4);
        double[] r = Intervals.pairedLogRatio(b, c, 0.95, new SpreadPrior(10, 0.0004));
        assertEquals(Math.exp(mean), r[0], 1e-12);
        assertEquals(Math.exp(mean - half), r[1], 1e-12);
        assertEquals(Math.exp(mean + half), r[2], 1e-12);
    }
}
