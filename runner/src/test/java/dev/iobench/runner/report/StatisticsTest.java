package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The statistics against values from tables and from R (stated per assertion). */
class StatisticsTest {
    @Test
    void studentQuantile_matchesTables() {
        // t tables: t(0.975; 1) = 12.7062, t(0.975; 30) = 2.0423, t(0.9995; 9) = 4.7809 (JMH, n = 10)
        assertEquals(12.706204736, Distributions.studentQuantile(0.975, 1), 1e-8);
        assertEquals(2.042272456, Distributions.studentQuantile(0.975, 30), 1e-8);
        assertEquals(4.780912586, Distributions.studentQuantile(0.9995, 9), 1e-8);
        assertEquals(-2.042272456, Distributions.studentQuantile(0.025, 30), 1e-8);
        assertEquals(0.975, Distributions.studentCdf(2.042272456, 30), 1e-9);
        assertEquals(2.0127, Distributions.studentQuantile(0.975, 46.4), 1e-3);
    }

    @Test
    void normalCdf_matchesTables() {
        assertEquals(0.9750021, Distributions.normalCdf(1.96), 1e-6);
        assertEquals(0.5, Distributions.normalCdf(0), 1e-7);
        assertEquals(2.866516e-7, Distributions.normalUpperTail(5), 1e-12);
    }

    @Test
    void summary_plainSamples() {
        Summary s = Summary.of(new double[] {1, 2, 3, 4, 5});
        assertEquals(5, s.n());
        assertEquals(3, s.mean(), 1e-12);
        assertEquals(2.5, s.variance(), 1e-12);
        // t(0.9995; 4) = 8.610302 (tables) x sqrt(2.5 / 5)
        assertEquals(8.610302 * Math.sqrt(0.5), s.ciHalfWidth(), 1e-5);
    }

    @Test
    void summary_histogramEqualsExpandedSamples() {
        Summary h = Summary.ofHistogram(new double[] {1, 2, 10}, new long[] {3, 2, 1});
        Summary p = Summary.of(new double[] {1, 1, 1, 2, 2, 10});
        assertEquals(p.mean(), h.mean(), 1e-12);
        assertEquals(p.variance(), h.variance(), 1e-12);
        assertEquals(p.ciHalfWidth(), h.ciHalfWidth(), 1e-12);
    }

    @Test
    void summary_oneSample_noInterval() {
        assertTrue(Double.isNaN(Summary.of(new double[] {4}).ciHalfWidth()));
    }

    @Test
    void percentile_nearestRankOverCounts() {
        Samples s = new Samples(new double[] {30, 10, 20}, new long[] {1, 8, 1});
        assertEquals(10, s.percentile(0));
        assertEquals(10, s.percentile(50));
        assertEquals(10, s.percentile(80));
        assertEquals(20, s.percentile(90));
        assertEquals(30, s.percentile(99.9));
        assertEquals(30, s.percentile(100));
        assertEquals(10 * 8 + 20 + 30, s.total(), 1e-12);
    }

    @Test
    void mannWhitney_separatedSamples_matchesR() {
        // R: wilcox.test(1:5, 6:10, exact = FALSE, correct = TRUE)$p.value = 0.01219
        double p = Comparison.mannWhitney(Samples.plain(new double[] {1, 2, 3, 4, 5}),
                Samples.plain(new double[] {6, 7, 8, 9, 10}), 1);
        assertEquals(0.01219, p, 1e-5);
        // by hand: ranks of x = 1, 2, 3.5, 5.5, 7.5 -> U = 4.5; mu = 12.5; ties 3 x (2^3 - 2) = 18;
        // sigma^2 = 25/12 (11 - 18/90) = 22.5; z = (8 - 0.5) / 4.7434 = 1.5811; p = 2 (1 - Phi(z)) = 0.11385
        double tied = Comparison.mannWhitney(Samples.plain(new double[] {1, 2, 3, 4, 5}),
                Samples.plain(new double[] {3, 4, 5, 6, 7}), 1);
        assertEquals(0.11385, tied, 1e-4);
    }

    @Test
    void welch_matchesR() {
        // R: t.test(c(1,2,3,4,5), c(2,4,6,8,10))  -> t = -1.8974, df = 5.8824, p-value = 0.1075
        Comparison c = compare(new double[] {1, 2, 3, 4, 5}, new double[] {2, 4, 6, 8, 10});
        assertEquals(0.1075, c.pWelch(), 1e-4);
        assertEquals(2.0, c.ratio(), 1e-12);
        assertTrue(c.ratioLow() < 2 && c.ratioHigh() > 2);
        assertTrue(c.overlap());
        assertTrue(Double.isNaN(c.speedup(TestKind.OVERLAP)));
        assertTrue(Double.isNaN(c.speedup(TestKind.WELCH)));
        assertTrue(Double.isNaN(c.p(TestKind.OVERLAP)));
    }

    @Test
    void overlapRule_disjointIntervals_giveSpeedup() {
        Comparison c = compare(new double[] {10, 10.1, 9.9, 10, 10.05}, new double[] {5, 5.1, 4.9, 5, 5.05});
        assertEquals(c.ratio(), c.speedup(TestKind.OVERLAP), 0);
        assertEquals(c.ratio(), c.speedup(TestKind.WELCH), 0);
        assertTrue(c.pWelch() < 1e-6);
        assertTrue(c.ratioLow() < 0.5 && 0.5 < c.ratioHigh());
    }

    @Test
    void units_convertAndChoose() {
        assertEquals(1e-3, Units.factor("ns/op", "us/op"), 1e-15);
        assertEquals(1e3, Units.factor("ops/ms", "ops/s"), 1e-9);
        assertEquals("us/op", Units.choose("ns/op", new double[] {1500, 2500, 9000}));
        assertEquals("ops/us", Units.choose("ops/s", new double[] {1.3e6, 2.4e6}));
        assertEquals("B/op", Units.choose("B/op", new double[] {1e9}));
    }

    @Test
    void bracketParams_junitNames() {
        assertEquals(Map.of("bufferSize", "1,024"), ResultReader.bracketParams("bufferSize_1,024"));
        assertEquals(List.of("a", "b"), List.copyOf(ResultReader.bracketParams("a_1,b_x_y").keySet()));
        assertEquals("x_y", ResultReader.bracketParams("a_1,b_x_y").get("b"));
        assertEquals(Map.of("param1", "42"), ResultReader.bracketParams("42"));
    }

    private static Comparison compare(double[] base, double[] cand) {
        Environment env = new Environment("e", "host", "-", "-", "-", "-", "-", List.of(), "-");
        return Comparison.of(result("a.B.base", base, env), result("a.B.cand", cand, env));
    }

    private static BenchmarkResult result(String name, double[] v, Environment env) {
        Samples s = Samples.plain(v);
        return new BenchmarkResult(name, Map.of(), "avgt", "ns/op", s, v, s.summary(), env, "x.json");
    }
}
