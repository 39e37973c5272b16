package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * How far two runs of the same suite drift apart beyond each cell's own interval: the between-run variance
 * {@code tau^2} of a random-effects model, a cell's log ratio {@code d_i = log(new / old)} (positive: slower)
 * being {@code mu + u_i + e_i}, {@code e_i} of its Welch standard error {@code s_i} and {@code u_i} the drift.
 * {@code tau^2} is the smallest value for which at most half the cells lie outside their own 50% interval about
 * the median {@code d_i} widened by it: a median, because a few genuinely changed cells would inflate a
 * DerSimonian-Laird or winsorized moment and hide themselves; each cell on its own {@code s_i} and t, because
 * cells' spreads differ by orders of magnitude and a MAD minus the median {@code s_i^2} invents drift.
 *
 * @param tau the between-run standard deviation on the log scale (0 unless {@link Status#ESTIMATED})
 * @param cells the matched cells with an interval it was (or would have been) estimated from
 */
public record RunDrift(Status status, double tau, int cells) {
    /** Fewest cells with an interval to estimate the drift from: with fewer, a median says little. */
    public static final int MIN_CELLS = 8;

    /** Estimated above 0, as 0 (cells scatter no more than their intervals allow), too few cells, or off. */
    public enum Status {
        ESTIMATED, NONE, TOO_FEW_CELLS, OFF
    }

    /** @return the between-run drift of the matched cells ({@link Status#TOO_FEW_CELLS} below {@value #MIN_CELLS}) */
    public static RunDrift estimate(List<Cell> cells) {
        int k = cells.size();
        if (k < MIN_CELLS) {
            return new RunDrift(Status.TOO_FEW_CELLS, 0, k);
        }
        double mu = Median.of(cells.stream().mapToDouble(Cell::log).toArray());
        double[] dev = cells.stream().mapToDouble(c -> Math.abs(c.log() - mu)).toArray();
        double[] se2 = cells.stream().mapToDouble(c -> c.se() * c.se()).toArray();
        TDistribution[] t = cells.stream().map(c -> TDistribution.of(c.df())).toArray(TDistribution[]::new);
        // at most half the cells outside their 50% interval
        if (medianLevel(dev, se2, t, 0) <= 0.5) {
            return new RunDrift(Status.NONE, 0, k);
        }
        // at tau = 4 x the largest deviation every cell is within a quarter of a standard deviation
        double lo = 0;
        double hi = 4 * Arrays.stream(dev).max().orElse(0);
        for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
            double mid = (lo + hi) / 2;
            if (medianLevel(dev, se2, t, mid * mid) > 0.5) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return hi > 0 ? new RunDrift(Status.ESTIMATED, hi, k) : new RunDrift(Status.NONE, 0, k);
    }

    /** One cell's log ratio new / old, positive when slower, with its within-run SE and Welch df. */
    public record Cell(double log, double se, double df) {
        /** @return the cell of a log ratio, oriented by the mode (throughput: higher is faster) */
        public static Cell of(Intervals.LogRatio lr, Mode mode) {
            double log = Math.log(lr.ratio());
            return new Cell(mode.higherIsBetter() ? -log : log, lr.se(), lr.df());
        }
    }

    /** @return the median over cells of the level of the smallest interval widened by tau that holds the cell */
    private static double medianLevel(double[] dev, double[] se2, TDistribution[] t, double tau2) {
        return Median.of(IntStream.range(0, dev.length).mapToDouble(i -> {
            double spread = Math.sqrt(se2[i] + tau2);
            if (spread == 0) {
                return dev[i] == 0 ? 0 : 1;
            }
            return 2 * t[i].cumulativeProbability(dev[i] / spread) - 1;
        }).toArray());
    }

    /** @return the variance added to every cell's SE^2 on the log scale (0 unless estimated) */
    public double variance() {
        return status == Status.ESTIMATED ? tau * tau : 0;
    }

    /** @return the drift as a relative change of one standard deviation, {@code exp(tau) - 1} (0.042: 4.2%) */
    public double relative() {
        return Math.expm1(tau);
    }
}
