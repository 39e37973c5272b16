package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import java.util.Objects;

/**
 * Decides what a ratio of two results is computed from: the forks of the same round where two results of
 * the same environment and file ran interleaved and {@link SharedRounds#paired} pairs them, as the
 * precision run's stop rule does; else each side's units on their own. Each interval's spread is
 * moderated toward its environment's ({@link SpreadPriors}), so a few forks that happen to agree do not
 * make a narrow interval. Every view of a ratio takes it from here, so all show the same verdict.
 */
public final class RoundPairs {
    private RoundPairs() {
    }

    /**
     * The two sides' units of the rounds both ran a fork in, in round order, and their environment's priors
     * of spread the intervals are moderated by.
     */
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

    /**
     * Candidate / baseline with its interval (NaN ends without one), paired or not; {@code units} behind it
     * are the number of pairs, else the smaller side's count.
     */
    public record Ratio(double ratio, double low, double high, long units) {
    }

    /**
     * @return the units ({@code bu}, {@code cu}: one per fork, in the baseline's unit) of the rounds both
     *     results ran a fork in; null when they are not paired: other environment or file, a side without
     *     rounds, rounds that are not one per unit, fewer than {@value Summary#MIN_UNITS} shared rounds
     */
    public static Pairs of(BenchmarkResult b, double[] bu, BenchmarkResult c, double[] cu) {
        if (b.env() == null || !Objects.equals(b.env(), c.env()) || !Objects.equals(b.source(), c.source())
                || !oneRoundPerUnit(b, bu) || !oneRoundPerUnit(c, cu)) {
            return null;
        }
        double[][] shared = SharedRounds.atLeastMin(bu, b.forkRounds(), cu, c.forkRounds());
        return shared == null ? null : new Pairs(shared[0], shared[1], b.priors());
    }

    /** @return the pairs of {@link #of} where pairing helps (the sides moved together), else null */
    public static Pairs used(BenchmarkResult b, double[] bu, BenchmarkResult c, double[] cu) {
        Pairs p = of(b, bu, c, cu);
        return p != null && p.helps() ? p : null;
    }

    /** @return whether every unit of {@code r} has the round its fork ran in */
    static boolean oneRoundPerUnit(BenchmarkResult r, double[] units) {
        return r.forkRounds().length > 0 && r.forkRounds().length == units.length;
    }

    /**
     * @return candidate / baseline with its interval from {@code bs} over {@code bu} and {@code cs} over
     *     {@code cu} (in the baseline's unit): paired where {@link #used} finds pairs, else {@link #unpaired}
     */
    public static Ratio ratio(BenchmarkResult b, Summary bs, double[] bu, BenchmarkResult c, Summary cs, double[] cu,
            double level) {
        Pairs p = used(b, bu, c, cu);
        if (p != null) {
            double[] r = p.pairedInterval(level);
            return new Ratio(r[0], r[1], r[2], p.baseline().length);
        }
        double[] r = unpaired(b, bs, bu, c, cs, cu, level);
        return new Ratio(r[0], r[1], r[2], Math.min(bs.n(), cs.n()));
    }

    /**
     * @return {ratio, low, high} of the two sides' units on their own. Where both sides' units are JVM forks
     *     of an interleaved run (one round per fork), over trimmed forks ({@link Intervals#trimmedLogRatio}),
     *     as the run's stop rule took them, each side's spread moderated toward its environment's; elsewhere
     *     (a source's published results, iterations of one fork, Android's runs) the ratio of the means, as
     *     JMH and the sources compute it, with the interval of {@link Intervals#logRatio}
     */
    private static double[] unpaired(BenchmarkResult b, Summary bs, double[] bu, BenchmarkResult c, Summary cs,
            double[] cu, double level) {
        if (unitsBehind(bs, bu) && unitsBehind(cs, cu) && oneRoundPerUnit(b, bu) && oneRoundPerUnit(c, cu)) {
            return Intervals.trimmedLogRatio(bu, cu, level, b.priors().cells(), c.priors().cells());
        }
        double[] ci = Intervals.logRatio(bs, cs, level);
        return new double[] {cs.mean() / bs.mean(), ci[0], ci[1]};
    }

    /** @return whether {@code units} are the units {@code s} summarizes */
    private static boolean unitsBehind(Summary s, double[] units) {
        return units != null && units.length == s.n() && units.length > 0;
    }
}
