package dev.iobench.runner.stats;

import java.util.HashMap;
import java.util.Map;

/**
 * Matches two interleaved cells' forks by round, and is the one place, for the stop rule and the report,
 * that chooses whether a ratio of them is paired: where at least {@value Summary#MIN_UNITS} rounds are
 * shared and the two sides moved together ({@link Intervals#pairingHelps}); otherwise each side's forks
 * count on their own ({@link Intervals#trimmedLogRatio}).
 */
public final class SharedRounds {
    private SharedRounds() {
    }

    /** A ratio candidate / baseline of n units (the pairs, else the smaller side's forks), its interval NaN if none. */
    public record Ratio(int n, double ratio, double low, double high) {
        /** @return how far the wider side of the interval lies from the ratio, relative (infinite without one) */
        public double widest() {
            if (!Double.isFinite(low) || !Double.isFinite(high) || !(ratio > 0)) {
                return Double.POSITIVE_INFINITY;
            }
            return Math.max(high / ratio - 1, 1 - low / ratio);
        }
    }

    /**
     * @return {baseline values, candidate values} of the rounds both ran a fork in, in round order, from each
     *     side's fork values and their rounds (extra entries on either array are ignored)
     */
    public static double[][] of(double[] bValues, int[] bRounds, double[] cValues, int[] cRounds) {
        Map<Integer, Double> b = byRound(bValues, bRounds);
        Map<Integer, Double> c = byRound(cValues, cRounds);
        int[] shared = c.keySet().stream().filter(b::containsKey).mapToInt(Integer::intValue).sorted().toArray();
        double[] pb = new double[shared.length];
        double[] pc = new double[shared.length];
        for (int i = 0; i < shared.length; i++) {
            pb[i] = b.get(shared[i]);
            pc[i] = c.get(shared[i]);
        }
        return new double[][] {pb, pc};
    }

    /** @return {@link #of} the shared rounds; null below {@value Summary#MIN_UNITS} of them */
    public static double[][] atLeastMin(double[] bValues, int[] bRounds, double[] cValues, int[] cRounds) {
        double[][] shared = of(bValues, bRounds, cValues, cRounds);
        return shared[0].length < Summary.MIN_UNITS ? null : shared;
    }

    /** @return whether a ratio over the values of at least {@value Summary#MIN_UNITS} shared rounds is paired */
    public static boolean paired(double[] baseline, double[] candidate) {
        return Intervals.pairingHelps(baseline, candidate);
    }

    /** @return the ratio of two sides' interleaved forks, paired where {@link #paired}, moderated by the priors */
    public static Ratio ratio(double[] bValues, int[] bRounds, double[] cValues, int[] cRounds, double level,
            SpreadPriors bPriors, SpreadPriors cPriors) {
        double[][] shared = atLeastMin(bValues, bRounds, cValues, cRounds);
        if (shared != null && paired(shared[0], shared[1])) {
            double[] r = Intervals.pairedLogRatio(shared[0], shared[1], level, bPriors.pairs());
            return new Ratio(shared[0].length, r[0], r[1], r[2]);
        }
        double[] r = Intervals.trimmedLogRatio(bValues, cValues, level, bPriors.cells(), cPriors.cells());
        return new Ratio(Math.min(bValues.length, cValues.length), r[0], r[1], r[2]);
    }

    private static Map<Integer, Double> byRound(double[] values, int[] rounds) {
        Map<Integer, Double> out = new HashMap<>();
        for (int i = 0; i < Math.min(values.length, rounds.length); i++) {
            out.put(rounds[i], values[i]);
        }
        return out;
    }
}
