package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * One baseline vs candidate comparison in the baseline's unit, over the independent units or {@code pooled}
 * iterations (JMH's scoreError: the kotlinx-io tables); {@code overlap} also when a side has no interval. Every
 * view of a ratio takes it from {@link #ratio}, so all show the same verdict.
 */
public record Comparison(BenchmarkResult baseline, BenchmarkResult candidate, String unit, boolean pooled,
        Summary base, Summary cand, double ratio, double ratioLow, double ratioHigh, boolean overlap) {

    /** What two results must share to be compared: environment id, mode and params in file order. */
    public record Cell(String env, String mode, List<Map.Entry<String, String>> params) {
        public static Cell of(BenchmarkResult r) {
            return new Cell(r.env().id(), r.mode(), r.paramList());
        }
    }

    /** The two sides' units of the rounds both ran a fork in, in round order, and their environment's priors. */
    public record Pairs(double[] baseline, double[] candidate, SpreadPriors priors) {
        /** @return whether the ratio is taken pair by pair ({@link SharedRounds#paired}) */
        public boolean helps() {
            return SharedRounds.paired(baseline, candidate);
        }

        /** @return {ratio, low, high} of the paired interval at {@code level} ({@link Intervals#pairedLogRatio}) */
        public double[] pairedInterval(double level) {
            return Intervals.pairedLogRatio(baseline, candidate, level, priors.pairs());
        }

        /** @return {ratio, low, high} of the same forks taken unpaired, what the pairing is measured against */
        public double[] unpairedInterval(double level) {
            return Intervals.trimmedLogRatio(baseline, candidate, level, priors.cells(), priors.cells());
        }
    }

    /** @return the comparison of two results, the candidate converted to the baseline's unit; reports: not pooled */
    public static Comparison of(BenchmarkResult baseline, BenchmarkResult candidate, boolean pooled) {
        Summary b = pooled ? baseline.summary() : baseline.comparedEstimate().summary();
        Summary c = (pooled ? candidate.summary() : candidate.comparedEstimate().summary())
                .scaled(factor(baseline.unit(), candidate));
        double[] ci = Intervals.logRatio(b, c, Math.max(b.level(), c.level()), 0);
        SharedRounds.Ratio r = pooled ? new SharedRounds.Ratio(0, c.mean() / b.mean(), ci[0], ci[1])
                : unitsRatio(baseline, b, candidate, c);
        boolean overlap = !b.hasInterval() || !c.hasInterval() || !(b.high() < c.low() || c.high() < b.low());
        return new Comparison(baseline, candidate, baseline.unit(), pooled, b, c, r.ratio(), r.low(), r.high(),
                overlap);
    }

    /**
     * @return one comparison per baseline x candidate of equal key (null: not on that side; e.g. a {@link Cell})
     *     and unit family, baselines in order
     */
    public static List<Comparison> pairs(List<BenchmarkResult> results,
            Function<BenchmarkResult, ? extends Record> baselineKey,
            Function<BenchmarkResult, ? extends Record> candidateKey, boolean pooled) {
        Map<Record, List<BenchmarkResult>> byKey = new HashMap<>();
        for (BenchmarkResult r : results) {
            Record k = candidateKey.apply(r);
            if (k != null) {
                byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(r);
            }
        }
        List<Comparison> out = new ArrayList<>();
        for (BenchmarkResult b : results) {
            for (BenchmarkResult c : byKey.getOrDefault(baselineKey.apply(b), List.of())) {
                if (c != b && Units.family(c.unit()).equals(Units.family(b.unit()))) {
                    out.add(of(b, c, pooled));
                }
            }
        }
        return out;
    }

    /** @return the verdict by the report's one rule over the independent units, whatever the row shows */
    public Verdict verdict() {
        Summary b = baseline.comparedEstimate().summary();
        Summary c = candidate.comparedEstimate().summary().scaled(factor(unit, candidate));
        return Verdict.ofRatio(mode(), b, c, unitsRatio(baseline, b, candidate, c), unit, 0);
    }

    /** @return the ratio over both sides' independent units, {@code b} and {@code c} their summaries */
    private static SharedRounds.Ratio unitsRatio(BenchmarkResult baseline, Summary b, BenchmarkResult candidate,
            Summary c) {
        return ratio(baseline, b, baseline.comparedEstimate().units(), candidate, c,
                candidateUnits(baseline.unit(), candidate), Math.max(b.level(), c.level()));
    }

    /**
     * @return the units (one per fork, in the baseline's unit) of the rounds both results ran a fork in; null
     *     for another environment or file, rounds not one per unit, or fewer than {@value Summary#MIN_UNITS} shared
     */
    public Pairs roundPairs() {
        double[] bu = baseline.comparedEstimate().units();
        double[] cu = candidateUnits(unit, candidate);
        if (!sameRun(baseline, candidate) || !oneRoundPerUnit(baseline, bu) || !oneRoundPerUnit(candidate, cu)) {
            return null;
        }
        double[][] shared = SharedRounds.atLeastMin(bu, baseline.forkRounds(), cu, candidate.forkRounds());
        return shared == null ? null : new Pairs(shared[0], shared[1], baseline.priors());
    }

    private static boolean sameRun(BenchmarkResult b, BenchmarkResult c) {
        return b.env() != null && b.env().equals(c.env()) && Objects.equals(b.source(), c.source());
    }

    /** @return whether every unit of {@code r} has the round its fork ran in */
    static boolean oneRoundPerUnit(BenchmarkResult r, double[] units) {
        return r.forkRounds().length > 0 && r.forkRounds().length == units.length;
    }

    /**
     * @return candidate / baseline with its interval, {@code bs} over {@code bu} and {@code cs} over {@code cu}
     *     (in the baseline's unit): for JVM forks of an interleaved run as the run's stop rule took them
     *     ({@link SharedRounds#ratio}, paired only within one environment and file), else the ratio of the
     *     means, as JMH and the sources compute it, with the interval of {@link Intervals#logRatio}
     */
    public static SharedRounds.Ratio ratio(BenchmarkResult b, Summary bs, double[] bu, BenchmarkResult c, Summary cs,
            double[] cu, double level) {
        if (!oneRoundPerUnit(b, bu) || !oneRoundPerUnit(c, cu)) {
            double[] ci = Intervals.logRatio(bs, cs, level, 0);
            return new SharedRounds.Ratio((int) Math.min(bs.n(), cs.n()), cs.mean() / bs.mean(), ci[0], ci[1]);
        }
        if (!sameRun(b, c)) {
            double[] r = Intervals.trimmedLogRatio(bu, cu, level, b.priors().cells(), c.priors().cells());
            return new SharedRounds.Ratio(Math.min(bu.length, cu.length), r[0], r[1], r[2]);
        }
        return SharedRounds.ratio(bu, b.forkRounds(), cu, c.forkRounds(), level, b.priors(), c.priors());
    }

    public Mode mode() {
        return Mode.of(baseline.mode());
    }

    private static double factor(String unit, BenchmarkResult candidate) {
        return candidate.unit().equals(unit) ? 1 : Units.factor(candidate.unit(), unit);
    }

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
}
