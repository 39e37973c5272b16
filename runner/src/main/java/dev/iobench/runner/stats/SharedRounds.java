package dev.iobench.runner.stats;

import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import java.util.Map;
import java.util.TreeMap;

/**
 * Matches two interleaved cells' forks by round: the one place, for the stop rule and the report, that chooses
 * whether their ratio is paired ({@link #paired}) or each side's forks count on their own.
 */
public final class SharedRounds {
    private SharedRounds() {
    }

    /** A ratio candidate / baseline over n units (the pairs, else the smaller side's), its interval NaN if none. */
    public record Ratio(int n, double ratio, double low, double high) {
        /** @return how far the wider side of the interval lies from the ratio, relative (infinite without one) */
        public double widest() {
            if (!Double.isFinite(low) || !Double.isFinite(high) || !(ratio > 0)) {
                return Double.POSITIVE_INFINITY;
            }
            return Math.max(high / ratio - 1, 1 - low / ratio);
        }
    }

    /** @return {baseline, candidate} values of the rounds both ran a fork in, in round order (extras ignored) */
    public static double[][] of(double[] bValues, int[] bRounds, double[] cValues, int[] cRounds) {
        Map<Integer, Double> b = byRound(bValues, bRounds);
        Map<Integer, Double> c = byRound(cValues, cRounds);
        c.keySet().retainAll(b.keySet());
        return new double[][] {c.keySet().stream().mapToDouble(b::get).toArray(),
            c.values().stream().mapToDouble(Double::doubleValue).toArray()};
    }

    /** @return {@link #of} the shared rounds; null below {@value Summary#MIN_UNITS} of them */
    public static double[][] atLeastMin(double[] bValues, int[] bRounds, double[] cValues, int[] cRounds) {
        double[][] shared = of(bValues, bRounds, cValues, cRounds);
        return shared[0].length < Summary.MIN_UNITS ? null : shared;
    }

    /**
     * Whether a ratio over shared rounds is paired: a pair's log ratio has variance var(log b) + var(log c)
     * - 2 cov(log b, log c), so pairing pays when the sides move together and otherwise only costs degrees of
     * freedom. True when the sides' logs are positively correlated at the one-sided 5% level, so a quiet
     * machine's ratio is not paired by chance; false below 4 pairs or with a value not above 0.
     */
    public static boolean paired(double[] b, double[] c) {
        int n = b.length;
        if (n != c.length || n < 4) {
            return false;
        }
        double mb = 0;
        double mc = 0;
        for (int i = 0; i < n; i++) {
            if (!(b[i] > 0) || !(c[i] > 0)) {
                return false;
            }
            mb += Math.log(b[i]) / n;
            mc += Math.log(c[i]) / n;
        }
        double sbc = 0;
        double sbb = 0;
        double scc = 0;
        for (int i = 0; i < n; i++) {
            double x = Math.log(b[i]) - mb;
            double y = Math.log(c[i]) - mc;
            sbc += x * y;
            sbb += x * x;
            scc += y * y;
        }
        if (!(sbb > 0) || !(scc > 0) || !(sbc > 0)) {
            return false;
        }
        double r = Math.min(sbc / Math.sqrt(sbb * scc), 1 - 1e-12);
        double t = r * Math.sqrt((n - 2) / (1 - r * r));
        // one-sided 5%: the two-sided 90% quantile
        return t > Intervals.t(n - 2, 0.90);
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
        Map<Integer, Double> out = new TreeMap<>();
        for (int i = 0; i < Math.min(values.length, rounds.length); i++) {
            out.put(rounds[i], values[i]);
        }
        return out;
    }
}
