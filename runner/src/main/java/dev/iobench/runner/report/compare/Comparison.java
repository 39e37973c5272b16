package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;

/**
 * One baseline vs candidate comparison, in the baseline's unit.
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
 * @param overlap whether the two summaries' CIs overlap (true when either has none)
 */
public record Comparison(BenchmarkResult baseline, BenchmarkResult candidate, String unit, boolean pooled,
        Summary base, Summary cand, double ratio, double ratioLow, double ratioHigh, boolean overlap) {

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
        double[] ci = Intervals.logRatio(b, c, Math.max(b.level(), c.level()));
        if (!pooled) {
            // the verdict's ratio and interval: paired by round where the forks ran interleaved
            RoundPairs.Ratio r = RoundPairs.ratio(baseline, b, bu, candidate, c, cu, Math.max(b.level(), c.level()));
            ratio = r.ratio();
            ci = new double[] {r.low(), r.high()};
        }
        boolean overlap = !b.hasInterval() || !c.hasInterval() || !(b.high() < c.low() || c.high() < b.low());
        return new Comparison(baseline, candidate, unit, pooled, b, c, ratio, ci[0], ci[1], overlap);
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
        return f == 1 ? v : java.util.Arrays.stream(v).map(x -> x * f).toArray();
    }

    /** @return whether the source's rule can decide: both sides have an interval */
    public boolean reachable() {
        return base.hasInterval() && cand.hasInterval();
    }

    /** @return whether the difference counts as real by the source's rule: the two intervals do not overlap */
    public boolean significant() {
        return reachable() && !overlap;
    }

    /** @return the ratio (candidate / baseline mean) if {@link #significant}, else NaN */
    public double speedup() {
        return significant() ? ratio : Double.NaN;
    }

    /** @return whether higher values are better (throughput) */
    public boolean higherIsBetter() {
        return mode().higherIsBetter();
    }
}
