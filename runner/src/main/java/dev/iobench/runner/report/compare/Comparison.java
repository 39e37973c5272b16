package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.Arrays;

/**
 * One baseline vs candidate comparison in the baseline's unit, its statistics over the independent units or
 * {@code pooled} (every iteration independent, JMH's scoreError: the kotlinx-io tables); {@code overlap} is
 * true also when either side has no interval.
 */
public record Comparison(BenchmarkResult baseline, BenchmarkResult candidate, String unit, boolean pooled,
        Summary base, Summary cand, double ratio, double ratioLow, double ratioHigh, boolean overlap) {

    /** @return the comparison over the independent units (what reports show) */
    public static Comparison of(BenchmarkResult baseline, BenchmarkResult candidate) {
        return of(baseline, candidate, false);
    }

    /** @return the comparison of two results, the candidate converted to the baseline's unit */
    public static Comparison of(BenchmarkResult baseline, BenchmarkResult candidate, boolean pooled) {
        Summary b = pooled ? baseline.summary() : baseline.comparedEstimate().summary();
        Summary c = (pooled ? candidate.summary() : candidate.comparedEstimate().summary())
                .scaled(factor(baseline.unit(), candidate));
        double[] ci = Intervals.logRatio(b, c, Math.max(b.level(), c.level()), 0);
        SharedRounds.Ratio r = pooled ? new SharedRounds.Ratio(0, c.mean() / b.mean(), ci[0], ci[1])
                : ratio(baseline, b, candidate, c);
        boolean overlap = !b.hasInterval() || !c.hasInterval() || !(b.high() < c.low() || c.high() < b.low());
        return new Comparison(baseline, candidate, baseline.unit(), pooled, b, c, r.ratio(), r.low(), r.high(),
                overlap);
    }

    /** @return the verdict by the report's one rule over the independent units, whatever the row shows */
    public Verdict verdict() {
        Summary b = baseline.comparedEstimate().summary();
        Summary c = candidate.comparedEstimate().summary().scaled(factor(unit, candidate));
        return Verdict.ofRatio(mode(), b, c, ratio(baseline, b, candidate, c), unit, 0);
    }

    /** @return the ratio over both sides' independent units ({@code b}, {@code c}: their summaries) */
    private static SharedRounds.Ratio ratio(BenchmarkResult baseline, Summary b, BenchmarkResult candidate, Summary c) {
        return RoundPairs.ratio(baseline, b, baseline.comparedEstimate().units(), candidate, c,
                candidateUnits(baseline.unit(), candidate), Math.max(b.level(), c.level()));
    }

    /** @return the units of both sides matched by round ({@link RoundPairs#of}), else null */
    public RoundPairs.Pairs roundPairs() {
        return RoundPairs.of(baseline, baseline.comparedEstimate().units(), candidate, candidateUnits(unit, candidate));
    }

    public Mode mode() {
        return Mode.of(baseline.mode());
    }

    private static double factor(String unit, BenchmarkResult candidate) {
        return candidate.unit().equals(unit) ? 1 : Units.factor(candidate.unit(), unit);
    }

    /** @return the candidate's independent units in {@code unit} */
    static double[] candidateUnits(String unit, BenchmarkResult candidate) {
        double f = factor(unit, candidate);
        double[] v = candidate.comparedEstimate().units();
        return f == 1 ? v : Arrays.stream(v).map(x -> x * f).toArray();
    }

    /** @return whether the source's rule can decide: both sides have an interval */
    public boolean reachable() {
        return base.hasInterval() && cand.hasInterval();
    }

    /** @return whether the difference counts as real by the source's rule: the two intervals do not overlap */
    public boolean significant() {
        return reachable() && !overlap;
    }

    /** @return the ratio if {@link #significant}, else NaN */
    public double speedup() {
        return significant() ? ratio : Double.NaN;
    }

    public boolean higherIsBetter() {
        return mode().higherIsBetter();
    }
}
