package dev.iobench.runner.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void fit_needsTenCellsWithASpread() {
        List<SpreadPrior.Spread> nine = new ArrayList<>();
        for (int i = 1; i <= 9; i++) {
            nine.add(new SpreadPrior.Spread(0.01 * i, 3));
        }
        nine.add(new SpreadPrior.Spread(0, 3));
        nine.add(new SpreadPrior.Spread(0.05, 1));
        assertSame(SpreadPrior.NONE, SpreadPrior.fit(nine), "a constant cell and one of 1 df do not count");
        nine.add(new SpreadPrior.Spread(0.1, 3));
        assertTrue(SpreadPrior.fit(nine).any(), "the tenth cell");
    }

    @Test
    void fit_cellsWhoseVariancesAgreeExactly_weighNoMoreThanTheirOwnDegreesOfFreedom() {
        // ten cells of 2 df, each variance 0.01: Smyth's weight would be infinite; it is capped at the 20 df
        // the ten cells have together, around the variance their log-variance mean implies
        List<SpreadPrior.Spread> same = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            same.add(new SpreadPrior.Spread(0.01, 2));
        }
        SpreadPrior p = SpreadPrior.fit(same);
        assertEquals(20, p.df(), 0);
        // e = log 0.01 - digamma(1) + log 1; s0^2 = exp(e + digamma(10) - log 10)
        double e = Math.log(0.01) - org.apache.commons.numbers.gamma.Digamma.value(1);
        assertEquals(Math.exp(e + org.apache.commons.numbers.gamma.Digamma.value(10) - Math.log(10)), p.variance(),
                1e-15);
    }

    @Test
    void moderate_weighsThePriorAndTheCellByTheirDegreesOfFreedom() {
        SpreadPrior p = new SpreadPrior(4, 0.01);
        SpreadPrior.Spread m = p.moderate(new SpreadPrior.Spread(0.0025, 4));
        assertEquals((4 * 0.01 + 4 * 0.0025) / 8, m.variance(), 1e-15);
        assertEquals(8, m.df(), 1e-15);
        SpreadPrior.Spread own = new SpreadPrior.Spread(0.0025, 4);
        assertSame(own, SpreadPrior.NONE.moderate(own), "no prior: the cell's own spread");
    }

    @Test
    void moderate_aCellNoisierThanItsEnvironment_keepsItsOwnSpread() {
        SpreadPrior p = new SpreadPrior(4, 0.01);
        SpreadPrior.Spread noisy = new SpreadPrior.Spread(0.04, 3);
        assertSame(noisy, p.moderate(noisy), "above the prior: its own variance and degrees of freedom");
        SpreadPrior.Spread alike = new SpreadPrior.Spread(0.01, 3);
        assertEquals(0.01, p.moderate(alike).variance(), 1e-15);
        assertEquals(7, p.moderate(alike).df(), 0, "at the prior's variance: moderated, with the prior's weight");
        // in an interval: two sides noisier than the prior keep their own Welch interval
        double[] b = {100, 100 * Math.exp(0.2), 100 * Math.exp(-0.2)};
        double[] c = {300, 300 * Math.exp(0.2), 300 * Math.exp(-0.2)};
        SpreadPrior quiet = new SpreadPrior(6, 0.0001);
        assertArrayEquals(Intervals.trimmedLogRatio(b, c, 0.95, SpreadPrior.NONE, SpreadPrior.NONE),
                Intervals.trimmedLogRatio(b, c, 0.95, quiet, quiet), 0);
    }

    @Test
    void aNoisySideAndAQuietSide_onlyTheQuietOneIsModerated() {
        // baseline: logs 0, +-0.2 (a relative variance near 0.04); candidate: three times it, logs 0, +-0.005
        double[] b = {100, 100 * Math.exp(0.2), 100 * Math.exp(-0.2)};
        double[] c = {300, 300 * Math.exp(0.005), 300 * Math.exp(-0.005)};
        double vb = relativeVariance(b);
        double vc = relativeVariance(c);
        SpreadPrior env = new SpreadPrior(6, 0.0025);
        assertTrue(vb > 0.0025 && vc < 0.0025, vb + " " + vc);
        // the baseline keeps (vb, 2 df); the candidate counts as (6 * 0.0025 + 2 vc) / 8 on 8 df
        double mc = (6 * 0.0025 + 2 * vc) / 8;
        double rb = vb / 3;
        double rc = mc / 3;
        double df = (rb + rc) * (rb + rc) / (rb * rb / 2 + rc * rc / 8);
        double half = Intervals.t(df, 0.95) * Math.sqrt(rb + rc);
        double ratio = (c[0] + c[1] + c[2]) / (b[0] + b[1] + b[2]);
        double[] r = Intervals.trimmedLogRatio(b, c, 0.95, env, env);
        assertEquals(ratio, r[0], 1e-12);
        assertEquals(ratio * Math.exp(-half), r[1], 1e-12);
        assertEquals(ratio * Math.exp(half), r[2], 1e-12);
    }

    @Test
    void pairedRatio_noisierThanTheEnvironmentsPairs_keepsItsOwnInterval() {
        double[] b = {100, 110, 90, 105};
        double[] c = {200, 260, 150, 210};
        SpreadPrior quietPairs = new SpreadPrior(10, 0.0004);
        assertArrayEquals(Intervals.pairedLogRatio(b, c, 0.95, SpreadPrior.NONE),
                Intervals.pairedLogRatio(b, c, 0.95, quietPairs), 0);
    }

    /** @return the sample variance of {@code x} over its mean squared */
    private static double relativeVariance(double[] x) {
        double mean = 0;
        for (double v : x) {
            mean += v / x.length;
        }
        double ss = 0;
        for (double v : x) {
            ss += (v - mean) * (v - mean);
        }
        return ss / (x.length - 1) / (mean * mean);
    }

    @Test
    void trigammaInverse_undoesTrigamma() {
        for (double x : new double[] {0.05, 0.7, 3.7, 250}) {
            assertEquals(x, SpreadPrior.trigammaInverse(Trigamma.value(x)), x * 1e-6);
        }
    }

    @Test
    void aCellWhoseFewForksHappenToAgree_isWidenedTowardItsEnvironment() {
        // baseline: logs 0, +-0.005; candidate: twice the baseline, the same spread
        double[] b = {100, 100 * Math.exp(0.005), 100 * Math.exp(-0.005)};
        double[] c = {200, 200 * Math.exp(0.005), 200 * Math.exp(-0.005)};
        double mean = (b[0] + b[1] + b[2]) / 3;
        double vb = 0;
        for (double x : b) {
            vb += (x - mean) * (x - mean) / 2 / (mean * mean);
        }
        // without a prior: Welch over the two sides' relative variances (equal here: df 4), t(4) = 2.776
        double[] own = Intervals.trimmedLogRatio(b, c, 0.95, SpreadPrior.NONE, SpreadPrior.NONE);
        assertEquals(2.0, own[0], 1e-12);
        assertEquals(2.0 * Math.exp(2.7764451051977987 * Math.sqrt(2 * vb / 3)), own[2], 1e-9);
        assertTrue(own[2] / own[0] - 1 < 0.02, "its own forks: about 1%");
        // the environment's cells spread 10% (variance 0.01) with the weight of 6 degrees of freedom
        SpreadPrior env = new SpreadPrior(6, 0.01);
        double[] r = Intervals.trimmedLogRatio(b, c, 0.95, env, env);
        double m = (6 * 0.01 + 2 * vb) / 8;
        // Welch's df with both sides on 8: (2m/3)^2 / (2 (m/3)^2 / 8) = 16
        double half = Intervals.t(16, 0.95) * Math.sqrt(2 * m / 3);
        assertEquals(2.0 * Math.exp(-half), r[1], 1e-9);
        assertEquals(2.0 * Math.exp(half), r[2], 1e-9);
        assertTrue(r[2] / r[0] - 1 > 0.1, "widened to the environment's spread: " + r[2] / r[0]);
    }

    @Test
    void fromTenForks_theSpreadIsNTimesYuensSquaredStandardError_onTheScaleOfAVariance() {
        // 12 forks: one set aside at each end (10 kept, 9 df); the winsorized units replace 1 by 2 and 20 by 11
        double[] x = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 20};
        double[] w = {2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11};
        double wm = 0;
        for (double v : w) {
            wm += v / 12;
        }
        double ss = 0;
        for (double v : w) {
            ss += (v - wm) * (v - wm);
        }
        double se2 = ss / (10.0 * 9);
        SpreadPrior.Spread s = Intervals.spreadOf(x, false);
        assertEquals(12 * se2, s.variance(), 1e-12);
        assertEquals(9, s.df(), 0);
        // untrimmed, it is the sample variance
        SpreadPrior.Spread three = Intervals.spreadOf(new double[] {1, 2, 4}, false);
        assertEquals(7.0 / 3, three.variance(), 1e-12);
        assertEquals(2, three.df(), 0);
    }

    @Test
    void pairedRatio_isModeratedTowardTheEnvironmentsPairs() {
        double[] b = {100, 110, 90, 105};
        double[] c = {200, 221, 179, 210};
        double[] d = {Math.log(2), Math.log(221 / 110.0), Math.log(179 / 90.0), Math.log(2)};
        double mean = (d[0] + d[1] + d[2] + d[3]) / 4;
        double ss = 0;
        for (double x : d) {
            ss += (x - mean) * (x - mean);
        }
        // without a prior: t(3) = 3.182 over sd / sqrt(4)
        double[] own = Intervals.pairedLogRatio(b, c, 0.95, SpreadPrior.NONE);
        double ownHalf = 3.182446305284263 * Math.sqrt(ss / 3 / 4);
        assertEquals(Math.exp(mean - ownHalf), own[1], 1e-9);
        assertEquals(Math.exp(mean + ownHalf), own[2], 1e-9);
        double moderated = (10 * 0.0004 + ss) / 13;
        double half = Intervals.t(13, 0.95) * Math.sqrt(moderated / 4);
        double[] r = Intervals.pairedLogRatio(b, c, 0.95, new SpreadPrior(10, 0.0004));
        assertEquals(Math.exp(mean), r[0], 1e-12);
        assertEquals(Math.exp(mean - half), r[1], 1e-12);
        assertEquals(Math.exp(mean + half), r[2], 1e-12);
    }
}
