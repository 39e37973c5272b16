package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * How far a cell's value moves from fork to fork: the standard deviation of the logs of its fork values
 * (about their coefficient of variation). Its median over many cells says how noisy a machine was, in the
 * quantity that sets how many forks an interval needs.
 */
public final class ForkSpread {
    /** Forks a cell needs before its spread is counted: two give a spread of one degree of freedom. */
    public static final int MIN_FORKS = 3;

    private ForkSpread() {
    }

    /** @return the standard deviation of the logs of {@code units}; NaN below {@link #MIN_FORKS} or a unit not > 0 */
    public static double of(double[] units) {
        if (units.length < MIN_FORKS || Arrays.stream(units).anyMatch(u -> !(u > 0) || !Double.isFinite(u))) {
            return Double.NaN;
        }
        double[] logs = Arrays.stream(units).map(Math::log).toArray();
        return Math.sqrt(Summary.variance(logs, Summary.mean(logs)));
    }

    /** @return the median of {@link #of} over the cells with one (NaN: none), each added to {@code spread} if given */
    public static double median(Collection<double[]> cells, List<Double> spread) {
        List<Double> s = cells.stream().map(ForkSpread::of).filter(v -> !Double.isNaN(v)).toList();
        if (spread != null) {
            spread.addAll(s);
        }
        return Median.of(s);
    }

    /**
     * @return the fewest forks n a side of a ratio of two cells of spread {@code sd} needs, at least
     *     {@link #MIN_FORKS}, for an interval of the log ratio (t on 2n - 2 df) within {@code target}; at most
     *     {@code cap}
     */
    public static int forksForRatio(double sd, double target, double confidence, int cap) {
        double logTarget = Math.log1p(target);
        for (int n = MIN_FORKS; n < cap; n++) {
            if (Intervals.t(2.0 * n - 2, confidence) * sd * Math.sqrt(2.0 / n) <= logTarget) {
                return n;
            }
        }
        return cap;
    }
}
