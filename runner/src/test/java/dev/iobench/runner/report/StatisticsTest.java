package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.format.CompareFormat;
import dev.iobench.runner.report.read.ResultReader;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.result.RunShape;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import dev.iobench.runner.stats.Units;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The statistics against values from tables, from R and worked by hand (stated per assertion). */
class StatisticsTest {
    @Test
    void tQuantile_matchesTables() {
        // t tables: t(0.9995; 9) = 4.780913 (JMH, n = 10), t(0.9995; 1) = 636.6192, t(0.9995; 2) = 31.59905
        assertEquals(4.780912586, Intervals.t(9, Summary.JMH_LEVEL), 1e-8);
        assertEquals(636.6192488, Intervals.t(1, Summary.JMH_LEVEL), 1e-6);
        assertEquals(31.59905458, Intervals.t(2, Summary.JMH_LEVEL), 1e-7);
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
    void summary_fewerThanThreeUnits_noInterval() {
        // like JMH (scoreError NaN for n <= 2): no 636.6 x SE interval from two values
        assertFalse(Summary.of(new double[] {4}).hasInterval());
        assertFalse(Summary.ofUnits(new double[] {4, 5}).hasInterval());
        assertFalse(Summary.of(new double[] {4, 5}).hasInterval());
        assertTrue(Summary.ofUnits(new double[] {4, 5, 6}).hasInterval());
    }

    @Test
    void percentile_jmhDefinitionOverCounts() {
        // n = 10 sorted: 10 x8, 20, 30. pos = p (n + 1) / 100, interpolated:
        // p50: pos 5.5 -> 10; p90: pos 9.9 -> 20 + 0.9 (30 - 20) = 29; p99.9: pos 10.989 -> beyond the last: 30
        Samples s = new Samples(new double[] {30, 10, 20}, new long[] {1, 8, 1});
        assertEquals(10, s.percentile(0));
        assertEquals(10, s.percentile(50));
        assertEquals(29, s.percentile(90), 1e-12);
        assertEquals(30, s.percentile(99.9));
        assertEquals(30, s.percentile(100));
        // p5: pos 0.55, below the first sample -> the minimum
        assertEquals(10, s.percentile(5));
        assertEquals(10 * 8 + 20 + 30, s.total(), 1e-12);
        // plain values 1..4: p50 pos 2.5 -> 2.5; p25 pos 1.25 -> 1.25
        Samples q = Samples.plain(new double[] {4, 1, 3, 2});
        assertEquals(2.5, q.percentile(50), 1e-12);
        assertEquals(1.25, q.percentile(25), 1e-12);
    }

    @Test
    void overlappingIntervals_giveNoSpeedup() {
        Comparison c = compare(new double[] {1, 2, 3, 4, 5}, new double[] {2, 4, 6, 8, 10});
        assertEquals(2.0, c.ratio(), 1e-12);
        assertTrue(c.ratioLow() < 2 && c.ratioHigh() > 2);
        assertTrue(c.overlap());
        assertTrue(Double.isNaN(c.speedup()));
    }

    @Test
    void twoUnitsASide_isInconclusive() {
        Comparison c = compare(new double[] {1, 1.02}, new double[] {100, 100.1});
        assertFalse(c.reachable());
        assertFalse(c.significant());
        String table = CompareFormat.table(List.of(c), false, x -> x.baseline().params(), "ns/op", false);
        String row = table.lines().toList().get(2);
        assertEquals("|a.B.base|1.01|n too small|a.B.cand|100|n too small|99x slower, n too small|", row, table);
    }

    @Test
    void ratioInterval_onTheLog_neverNegative() {
        // wide units, 3 per side: the symmetric delta method would give ratio - t se < 0
        // (t(0.9995; ~2.5) is over 20); the log interval stays positive and contains the ratio
        Comparison c = compare(new double[] {100, 400, 250}, new double[] {50, 300, 120});
        double r = c.ratio();
        assertEquals(470.0 / 750, r, 1e-12);
        assertTrue(c.ratioLow() > 0, "low " + c.ratioLow());
        assertTrue(c.ratioLow() < r && r < c.ratioHigh());
        // symmetric in log: low x high = ratio^2
        assertEquals(r * r, c.ratioLow() * c.ratioHigh(), 1e-9 * r * r);
        // by hand: rb = 22500 / (3 x 250^2) = 0.12, rc = 15633.33 / (3 x 156.67^2) = 0.21232;
        // se = sqrt(0.33232); df = 0.33232^2 / (0.12^2 / 2 + 0.21232^2 / 2) = 3.7345
        double rb = 22500.0 / (3 * 250.0 * 250.0);
        double vc = (Math.pow(50 - 470.0 / 3, 2) + Math.pow(300 - 470.0 / 3, 2) + Math.pow(120 - 470.0 / 3, 2)) / 2;
        double rc = vc / (3 * Math.pow(470.0 / 3, 2));
        double df = Math.pow(rb + rc, 2) / (rb * rb / 2 + rc * rc / 2);
        // at the units' level: 95% (Summary.DEFAULT_LEVEL)
        double t = org.apache.commons.statistics.distribution.TDistribution.of(df).inverseCumulativeProbability(0.975);
        assertEquals(r * Math.exp(-t * Math.sqrt(rb + rc)), c.ratioLow(), 1e-9);
    }

    @Test
    void overlapRule_disjointIntervals_giveSpeedup() {
        Comparison c = compare(new double[] {10, 10.1, 9.9, 10, 10.05}, new double[] {5, 5.1, 4.9, 5, 5.05});
        assertEquals(c.ratio(), c.speedup(), 0);
        assertTrue(c.ratioLow() < 0.5 && 0.5 < c.ratioHigh());
    }

    @Test
    void labels_inWords_withSignificantFigures() {
        // time: candidate / baseline below 1 is faster
        assertEquals("3.2x faster", Fmt.ratioWords(1 / 3.2, Double.NaN, Double.NaN, false));
        assertEquals("78x slower", Fmt.ratioWords(78.352, Double.NaN, Double.NaN, false));
        assertEquals("78.4x slower", Fmt.ratioWords(78.352, 76, 80, false));
        // throughput: above 1 is faster
        assertEquals("2.0x faster", Fmt.ratioWords(2, Double.NaN, Double.NaN, true));
        assertEquals("1.3x slower", Fmt.ratioWords(0.8, Double.NaN, Double.NaN, true));
        assertEquals("1.25x slower", Fmt.ratioWords(0.8, 0.79, 0.81, true));
        assertEquals("0.000456", Fmt.sig(0.00045612));
        assertEquals("0.00120", Fmt.sig(0.0012));
        assertEquals("12.1", Fmt.sig(12.139));
        assertEquals("407", Fmt.sig(406.639));
        assertEquals("1196", Fmt.sig(1196.23));
        assertEquals("10.0", Fmt.sig(9.996));
        assertEquals("-0.500", Fmt.sig(-0.5));
        assertEquals("Throughput", CompareFormat.quantity("thrpt"));
        assertEquals("Average time", CompareFormat.quantity("avgt"));
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

    /** Each value one fork (units = forks), so the tests see exactly these values. */
    private static Comparison compare(double[] base, double[] cand) {
        Environment env = new Environment("e", "host", "-", "-", "-", "-", "-", List.of(), "-");
        return Comparison.of(result("a.B.base", base, env), result("a.B.cand", cand, env), false);
    }

    private static BenchmarkResult result(String name, double[] v, Environment env) {
        Samples s = Samples.plain(v);
        return new BenchmarkResult(name, Map.of(), "avgt", "ns/op", s, v, Summary.of(v), Estimate.ofJmh(v, v),
                new RunShape(null, v.length, 0, "-", 1, "-"), env, "x.json");
    }
}
