package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.stats.Intervals;
import dev.iobench.runner.report.stats.Mode;
import dev.iobench.runner.report.stats.Summary;
import dev.iobench.runner.report.stats.Units;
import dev.iobench.runner.report.stats.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.apache.commons.statistics.inference.DataDispersion;
import org.apache.commons.statistics.inference.MannWhitneyUTest;
import org.apache.commons.statistics.inference.TTest;

/**
 * One baseline vs candidate comparison, in the baseline's unit.
 *
 * <p>The tests (Welch, Mann-Whitney U) always run on the independent units of both results (forks,
 * else iterations: {@link dev.iobench.runner.report.stats.Estimate}). A test is only run where the unit counts can reach
 * p &lt; {@link #ALPHA}: Welch needs {@value Summary#MIN_UNITS} units per side; Mann-Whitney U needs
 * counts whose smallest possible p is below the level (2 + 2 units: 0.333; 7 + 7: 0.00058). The
 * p-values that decide are Holm-adjusted over a family of rows ({@link #family}).
 *
 * @param baseline the baseline result
 * @param candidate the candidate result
 * @param unit the unit both summaries are in (the baseline's)
 * @param pooled whether {@code base}/{@code cand} use the pooled-iteration rule (every iteration of every
 *     fork independent, JMH's scoreError: the kotlinx-io tables) instead of the independent units
 * @param base baseline statistics in {@code unit}
 * @param cand candidate statistics in {@code unit}
 * @param ratio candidate mean / baseline mean; over the units, where the forks ran interleaved, the
 *     geometric mean of the ratios of forks of the same round ({@link RoundPairs}), as the verdict has it
 * @param ratioLow lower end of the CI of the ratio (on the log of the ratio, so always positive) at the level
 *     of the two summaries' intervals (the higher if they differ), NaN with fewer than 3 values on a side
 *     (or pairs)
 * @param ratioHigh upper end of that interval
 * @param pWelch two-sided p-value of Welch's t-test over the units, NaN where it cannot reach the level
 * @param pMwu two-sided p-value of the Mann-Whitney U test over the units, NaN where it cannot reach the level
 * @param pWelchHolm {@code pWelch} Holm-adjusted over the family of rows
 * @param pMwuHolm {@code pMwu} Holm-adjusted over the family of rows
 * @param overlap whether the two summaries' CIs overlap (true when either has none)
 */
public record Comparison(BenchmarkResult baseline, BenchmarkResult candidate, String unit, boolean pooled,
        Summary base, Summary cand, double ratio, double ratioLow, double ratioHigh, double pWelch, double pMwu,
        double pWelchHolm, double pMwuHolm, boolean overlap) {

    /** Significance level of the Holm-adjusted Welch and Mann-Whitney tests. */
    public static final double ALPHA = 0.001;

    private static final TTest WELCH = TTest.withDefaults().with(DataDispersion.HETEROSCEDASTIC);
    private static final MannWhitneyUTest MWU = MannWhitneyUTest.withDefaults();
    private static final Map<Long, Double> MWU_MIN_P = new ConcurrentHashMap<>();

    /** @return the comparison over the independent units (what reports show) */
    public static Comparison of(BenchmarkResult baseline, BenchmarkResult candidate) {
        return of(baseline, candidate, false);
    }

    /**
     * @param pooled show and compare the pooled-iteration statistics (every iteration of every fork independent)
     * @return the comparison of two results (the candidate converted to the baseline's unit)
     */
    public static Comparison of(BenchmarkResult baseline, BenchmarkResult candidate, boolean pooled) {
        String unit = baseline.unit();
        double f = candidate.unit().equals(unit) ? 1 : Units.factor(candidate.unit(), unit);
        Summary b = pooled ? baseline.summary() : baseline.comparedEstimate().summary();
        Summary c = (pooled ? candidate.summary() : candidate.comparedEstimate().summary()).scaled(f);
        double[] bu = baseline.comparedEstimate().units();
        double[] cu = scaled(candidate.comparedEstimate().units(), f);
        double ratio = c.mean() / b.mean();
        double[] ci = logRatioInterval(b, c);
        if (!pooled) {
            // the verdict's ratio and interval: paired by round where the forks ran interleaved
            RoundPairs.Ratio r = RoundPairs.ratio(baseline, b, bu, candidate, c, cu, Math.max(b.level(), c.level()));
            ratio = r.ratio();
            ci = new double[] {r.low(), r.high()};
        }
        double pWelch = welchReachable(bu.length, cu.length) ? welch(bu, cu) : Double.NaN;
        double pMwu = mwuReachable(bu.length, cu.length) ? MWU.test(bu, cu).getPValue() : Double.NaN;
        boolean overlap = !b.hasInterval() || !c.hasInterval() || !(b.high() < c.low() || c.high() < b.low());
        return new Comparison(baseline, candidate, unit, pooled, b, c, ratio, ci[0], ci[1], pWelch, pMwu, pWelch,
                pMwu, overlap);
    }

    /** @return the interval of {@code c.mean / b.mean} at the higher of the two levels ({@link Intervals#logRatio}) */
    public static double[] logRatioInterval(Summary b, Summary c) {
        return Intervals.logRatio(b, c, Math.max(b.level(), c.level()));
    }

    /**
     * @return the verdict of this comparison by the report's one rule ({@link Verdict}): the log-ratio
     *     interval over the independent units at their level, paired by round where the forks ran
     *     interleaved ({@link RoundPairs}), whatever statistics the row shows
     */
    public Verdict verdict() {
        double f = candidate.unit().equals(unit) ? 1 : Units.factor(candidate.unit(), unit);
        Summary b = baseline.comparedEstimate().summary();
        Summary c = candidate.comparedEstimate().summary().scaled(f);
        return RoundPairs.verdict(mode(), baseline, b, baseline.comparedEstimate().units(), candidate, c,
                scaled(candidate.comparedEstimate().units(), f), unit, 0);
    }

    /**
     * @return the units of both sides matched by round when the ratio is paired ({@link RoundPairs}),
     *     else null
     */
    public RoundPairs.Pairs roundPairs() {
        double f = candidate.unit().equals(unit) ? 1 : Units.factor(candidate.unit(), unit);
        return RoundPairs.of(baseline, baseline.comparedEstimate().units(), candidate,
                scaled(candidate.comparedEstimate().units(), f));
    }

    /** @return the JMH mode of both sides */
    public Mode mode() {
        return Mode.of(baseline.mode());
    }

    private static double[] scaled(double[] v, double f) {
        if (f == 1) {
            return v;
        }
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[i] * f;
        }
        return out;
    }

    /** Welch's t-test (Apache Commons Statistics); two constant samples: p = 1 if equal, else 0. */
    private static double welch(double[] b, double[] c) {
        double p = WELCH.test(b, c).getPValue();
        if (Double.isNaN(p) && constant(b) && constant(c)) {
            return b[0] == c[0] ? 1 : 0;
        }
        return p;
    }

    private static boolean constant(double[] v) {
        return Arrays.stream(v).allMatch(x -> x == v[0]);
    }

    /** @return whether Welch's test is run for these unit counts: {@value Summary#MIN_UNITS} per side */
    static boolean welchReachable(int nb, int nc) {
        return nb >= Summary.MIN_UNITS && nc >= Summary.MIN_UNITS;
    }

    /** @return whether the smallest possible two-sided Mann-Whitney p for these counts is below {@link #ALPHA} */
    public static boolean mwuReachable(int nb, int nc) {
        return nb > 0 && nc > 0 && mwuMinP(nb, nc) < ALPHA;
    }

    /** @return the smallest two-sided Mann-Whitney U p-value possible with {@code nb} and {@code nc} values */
    public static double mwuMinP(int nb, int nc) {
        return MWU_MIN_P.computeIfAbsent(((long) nb << 32) | nc, k -> {
            double[] x = new double[nb];
            double[] y = new double[nc];
            Arrays.setAll(x, i -> i);
            Arrays.setAll(y, i -> nb + i);
            return MWU.test(x, y).getPValue();
        });
    }

    /**
     * Holm's step-down adjustment of each test's p-values over {@code rows} (one family: a table,
     * or one {@code compare} invocation); rows whose test was not run do not count.
     *
     * @return the rows with {@code pWelchHolm} and {@code pMwuHolm} set, in the same order
     */
    public static List<Comparison> family(List<Comparison> rows) {
        double[] w = holm(rows, Comparison::pWelch);
        double[] m = holm(rows, Comparison::pMwu);
        List<Comparison> out = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            Comparison c = rows.get(i);
            out.add(new Comparison(c.baseline, c.candidate, c.unit, c.pooled, c.base, c.cand, c.ratio, c.ratioLow,
                    c.ratioHigh, c.pWelch, c.pMwu, w[i], m[i], c.overlap));
        }
        return out;
    }

    /** @return Holm-adjusted p-values (NaN stays NaN and is not counted) */
    public static double[] holm(List<Comparison> rows, Function<Comparison, Double> p) {
        double[] raw = rows.stream().mapToDouble(p::apply).toArray();
        return holm(raw);
    }

    /** @return Holm-adjusted p-values of {@code raw} (NaN stays NaN and is not counted) */
    public static double[] holm(double[] raw) {
        Integer[] order = new Integer[raw.length];
        int m = 0;
        for (int i = 0; i < raw.length; i++) {
            if (!Double.isNaN(raw[i])) {
                order[m++] = i;
            }
        }
        Integer[] tested = Arrays.copyOf(order, m);
        Arrays.sort(tested, (a, b) -> Double.compare(raw[a], raw[b]));
        double[] out = new double[raw.length];
        Arrays.fill(out, Double.NaN);
        double running = 0;
        for (int k = 0; k < m; k++) {
            running = Math.max(running, Math.min(1, (m - k) * raw[tested[k]]));
            out[tested[k]] = running;
        }
        return out;
    }

    /** @return whether {@code test} can decide for this row's unit counts (else the verdict is {@code ~}) */
    public boolean reachable(TestKind test) {
        return switch (test) {
            case OVERLAP -> base.hasInterval() && cand.hasInterval();
            case WELCH -> !Double.isNaN(pWelch);
            case MWU -> !Double.isNaN(pMwu);
        };
    }

    /** @return whether the difference counts as real under {@code test} (Holm-adjusted p for Welch and MWU) */
    public boolean significant(TestKind test) {
        return switch (test) {
            case OVERLAP -> reachable(test) && !overlap;
            case WELCH -> pWelchHolm < ALPHA;
            case MWU -> pMwuHolm < ALPHA;
        };
    }

    /** @return the ratio (candidate / baseline mean) if significant under {@code test}, else NaN */
    public double speedup(TestKind test) {
        return significant(test) ? ratio : Double.NaN;
    }

    /** @return the Holm-adjusted p-value of {@code test}; NaN for the overlap rule and where the test was not run */
    public double p(TestKind test) {
        return switch (test) {
            case OVERLAP -> Double.NaN;
            case WELCH -> pWelchHolm;
            case MWU -> pMwuHolm;
        };
    }

    /** @return whether higher values are better (throughput) */
    public boolean higherIsBetter() {
        return mode().higherIsBetter();
    }
}
