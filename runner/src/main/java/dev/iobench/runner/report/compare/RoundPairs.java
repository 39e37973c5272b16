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

    /**
     * @return the units ({@code bu}, {@code cu}: one per fork, in the baseline's unit) of the rounds both
     *     results ran a fork in; null when they are not paired: other environment or file, a side without
     *     rounds, rounds that are not one per unit, fewer than {@value Summary#MIN_UNITS} shared rounds
     */
    public static Pairs of(BenchmarkResult b, double[] bu, BenchmarkResult c, double[] cu) {
        if (!sameRun(b, c) || !oneRoundPerUnit(b, bu) || !oneRoundPerUnit(c, cu)) {
            return null;
        }
        double[][] shared = SharedRounds.atLeastMin(bu, b.forkRounds(), cu, c.forkRounds());
        return shared == null ? null : new Pairs(shared[0], shared[1], b.priors());
    }

    private static boolean sameRun(BenchmarkResult b, BenchmarkResult c) {
        return b.env() != null && b.env().equals(c.env()) && Objects.equals(b.source(), c.source());
    }

    /** @return whether every unit of {@code r} has the round its fork ran in */
    static boolean oneRoundPerUnit(BenchmarkResult r, double[] units) {
        return r.forkRounds().length > 0 && r.forkRounds().length == units.length;
    }

    /**
     * @return candidate / baseline with its interval from {@code bs} over {@code bu} and {@code cs} over
     *     {@code cu} (in the baseline's unit). Where both sides' units are JVM forks of an interleaved run (one
     *     round per fork), as the run's stop rule took them ({@link SharedRounds#ratio}): paired where
     *     {@link #of} finds pairs that moved together, else over trimmed forks, each side's spread moderated
     *     toward its environment's; elsewhere (a source's published results, iterations of one fork, Android's
     *     runs) the ratio of the means, as JMH and the sources compute it, with the interval of
     *     {@link Intervals#logRatio}
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
}
