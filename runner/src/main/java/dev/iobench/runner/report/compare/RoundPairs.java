package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Verdict;
import java.util.Objects;

/**
 * Decides what a ratio of two results is computed from. Two results of the same environment and file
 * whose forks ran interleaved (one fork of each per round, {@link BenchmarkResult#forkRounds()}) are
 * paired where {@link SharedRounds#paired} pairs their shared rounds, as the precision run's stop rule
 * does: the ratio and its interval come from the forks of the same round ({@link Intervals#pairedLogRatio}),
 * and the units behind the ratio are the pairs. Otherwise each side's units count on their own
 * ({@link Intervals#trimmedLogRatio} where the forks ran interleaved, else {@link Intervals#logRatio}). Each
 * interval's spread is moderated toward its environment's ({@link SpreadPriors}: the same priors the run's
 * stop rule used), so a few forks that happen to agree do not make a narrow interval. Every view of a ratio
 * (the answers, pair tables, {@code answers.csv}, the source experiments rerun) takes it from here, so all
 * show the same verdict.
 */
public final class RoundPairs {
    private RoundPairs() {
    }

    /**
     * The two sides' units of the rounds both ran a fork in.
     *
     * @param baseline the baseline's unit of each shared round, in round order
     * @param candidate the candidate's unit of the same rounds, in the same order
     * @param priors their environment's priors of spread ({@link SpreadPriors}) the intervals are moderated by
     */
    public record Pairs(double[] baseline, double[] candidate, SpreadPriors priors) {
        /** @return the number of shared rounds */
        public int size() {
            return baseline.length;
        }

        /** @return whether the ratio is taken pair by pair ({@link SharedRounds#paired}) */
        public boolean helps() {
            return SharedRounds.paired(baseline, candidate);
        }

        /** @return {ratio, low, high} of the paired interval at {@code level} ({@link Intervals#pairedLogRatio}) */
        public double[] pairedInterval(double level) {
            return Intervals.pairedLogRatio(baseline, candidate, level, priors.pairs());
        }

        /**
         * @return {ratio, low, high} of the same forks taken unpaired ({@link Intervals#trimmedLogRatio}),
         *     what the pairing is measured against
         */
        public double[] unpairedInterval(double level) {
            return Intervals.trimmedLogRatio(baseline, candidate, level, priors.cells(), priors.cells());
        }
    }

    /**
     * A ratio with its interval, paired or not.
     *
     * @param ratio candidate / baseline
     * @param low lower end of the interval, NaN without one
     * @param high upper end, NaN without one
     * @param units the units behind it: the number of pairs, else the smaller side's count
     */
    public record Ratio(double ratio, double low, double high, long units) {
    }

    /**
     * @param bu the baseline's units, one per fork in fork order
     * @param cu the candidate's units, one per fork in fork order, in the baseline's unit
     * @return the units of the rounds both results ran a fork in, in round order; null when they are not
     *     paired: other environment or file, a side without rounds, rounds that are not one per unit,
     *     fewer than {@value Summary#MIN_UNITS} shared rounds ({@link SharedRounds#atLeastMin})
     */
    public static Pairs of(BenchmarkResult b, double[] bu, BenchmarkResult c, double[] cu) {
        if (b.env() == null || !Objects.equals(b.env(), c.env()) || !Objects.equals(b.source(), c.source())
                || !oneRoundPerUnit(b, bu) || !oneRoundPerUnit(c, cu)) {
            return null;
        }
        double[][] shared = SharedRounds.atLeastMin(bu, b.forkRounds(), cu, c.forkRounds());
        return shared == null ? null : new Pairs(shared[0], shared[1], b.priors());
    }

    /**
     * @return the pairs a ratio is computed from: those of {@link #of} where pairing helps
     *     ({@link Pairs#helps()}: the sides moved together from round to round), else null (unpaired)
     */
    public static Pairs used(BenchmarkResult b, double[] bu, BenchmarkResult c, double[] cu) {
        Pairs p = of(b, bu, c, cu);
        return p != null && p.helps() ? p : null;
    }

    /** @return whether every unit of {@code r} has the round its fork ran in */
    static boolean oneRoundPerUnit(BenchmarkResult r, double[] units) {
        return r.forkRounds().length > 0 && r.forkRounds().length == units.length;
    }

    /**
     * @param bs the baseline's statistics over {@code bu}
     * @param cs the candidate's statistics over {@code cu}, in the baseline's unit
     * @param level the interval's confidence level
     * @return candidate / baseline with its interval: paired when {@link #of} finds pairs, else over
     *     each side's units on their own ({@link #unpaired})
     */
    public static Ratio ratio(BenchmarkResult b, Summary bs, double[] bu, BenchmarkResult c, Summary cs, double[] cu,
            double level) {
        Pairs p = used(b, bu, c, cu);
        if (p != null) {
            double[] r = p.pairedInterval(level);
            return new Ratio(r[0], r[1], r[2], p.size());
        }
        double[] r = unpaired(b, bs, bu, c, cs, cu, level);
        return new Ratio(r[0], r[1], r[2], Math.min(bs.n(), cs.n()));
    }

    /**
     * @param bs the baseline's statistics over {@code bu}
     * @param cs the candidate's statistics over {@code cu}, in {@code unit}
     * @return the verdict by the report's one rule ({@link Verdict}) on the interval {@link #ratio} gives
     */
    public static Verdict verdict(Mode mode, BenchmarkResult b, Summary bs, double[] bu, BenchmarkResult c,
            Summary cs, double[] cu, String unit, double threshold) {
        Ratio r = ratio(b, bs, bu, c, cs, cu, Math.max(bs.level(), cs.level()));
        return Verdict.ofRatio(mode, bs, cs, new double[] {r.ratio(), r.low(), r.high()}, r.units(), unit, threshold);
    }

    /**
     * @return {ratio, low, high} of the two sides' units on their own: over trimmed forks
     *     ({@link Intervals#trimmedLogRatio}; the ratio of the means with Welch's interval below 10 units)
     *     where both sides' forks ran interleaved ({@link #trimmed}), else the ratio of the summaries' means
     *     with the interval of {@link Intervals#logRatio}
     */
    private static double[] unpaired(BenchmarkResult b, Summary bs, double[] bu, BenchmarkResult c, Summary cs,
            double[] cu, double level) {
        if (trimmed(b, bs, bu, c, cs, cu)) {
            // each side's spread moderated toward its own environment's
            return Intervals.trimmedLogRatio(bu, cu, level, b.priors().cells(), c.priors().cells());
        }
        double[] ci = Intervals.logRatio(bs, cs, level);
        return new double[] {cs.mean() / bs.mean(), ci[0], ci[1]};
    }

    /**
     * Whether a ratio's means are trimmed ({@link Intervals#TRIM}): where both sides' units are JVM forks
     * of an interleaved run (a precision run's answer cells, one round per fork), as the run's stop rule
     * took them. Elsewhere (a source's published results, iterations of one fork, Android's runs) the
     * ratio is that of the means, as JMH and the sources compute it, so a source's ratio is reproduced
     * exactly.
     */
    private static boolean trimmed(BenchmarkResult b, Summary bs, double[] bu, BenchmarkResult c, Summary cs,
            double[] cu) {
        return unitsBehind(bs, bu) && unitsBehind(cs, cu) && oneRoundPerUnit(b, bu) && oneRoundPerUnit(c, cu);
    }

    /** @return whether {@code units} are the units {@code s} summarizes */
    private static boolean unitsBehind(Summary s, double[] units) {
        return units != null && units.length == s.n() && units.length > 0;
    }
}
