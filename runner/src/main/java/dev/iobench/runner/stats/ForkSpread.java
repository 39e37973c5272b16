package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * How far a cell's value moves from one JVM fork to the next: the standard deviation of the log of its
 * fork values (its fork medians for latencies, its fork means otherwise: the units its intervals are
 * made of), close to their coefficient of variation while it is small. Over many cells, the median of
 * that spread says how noisy a machine was for the cells that matter, in the quantity that sets how
 * many forks an interval needs; the run prints it once the answers' cells have their first forks and
 * the report shows it per environment beside the no-I/O probe.
 */
public final class ForkSpread {
    /** Forks a cell needs before its spread is counted: two values give a spread of one degree of freedom. */
    public static final int MIN_FORKS = 3;

    private ForkSpread() {
    }

    /** @return the standard deviation of the logs of {@code units}; NaN below {@link #MIN_FORKS} or for a value not above 0 */
    public static double of(double[] units) {
        if (units.length < MIN_FORKS || Arrays.stream(units).anyMatch(u -> !(u > 0) || !Double.isFinite(u))) {
            return Double.NaN;
        }
        double[] logs = Arrays.stream(units).map(Math::log).toArray();
        return Math.sqrt(Summary.variance(logs, Summary.mean(logs)));
    }

    /**
     * The median spread over cells.
     *
     * @param cells each cell's fork values
     * @param spread receives the cells' spreads that count (may be null)
     * @return the median of {@link #of} over the cells with a spread, NaN when none has one
     */
    public static double median(Collection<double[]> cells, List<Double> spread) {
        List<Double> s = cells.stream().map(ForkSpread::of).filter(v -> !Double.isNaN(v)).toList();
        if (spread != null) {
            spread.addAll(s);
        }
        return Median.of(s);
    }

    /**
     * Forks a side that a ratio of two cells needs, each cell with spread {@code sd} from fork to fork
     * and the two sides' forks independent (forks that move together, paired by round, need fewer):
     * the fewest {@code n} whose interval of the log ratio at {@code confidence}, Student's t with
     * {@code 2n - 2} degrees of freedom, is within {@code target} of the ratio.
     *
     * @return that {@code n}, at least {@link #MIN_FORKS}; {@code cap} when even {@code cap} is not enough
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
