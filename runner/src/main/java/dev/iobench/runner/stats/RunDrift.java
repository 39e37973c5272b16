package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * How far two runs of the same suite drift apart beyond what each cell's own interval allows: the
 * between-run variance of a random-effects model, estimated from the two runs themselves.
 *
 * <p>What it is for: a cell's interval over its JVM forks only knows the spread within one run. Two
 * runs on a machine whose state differs between them (page cache, neighbours, CPU frequency) move
 * every cell by its own few per cent, more than that interval allows, so a comparison of two runs
 * of the same code would call such cells faster or slower. The model: a cell's log ratio
 * {@code d_i = log(new / old)} (oriented so that positive is slower, whatever the mode) is
 * {@code mu + u_i + e_i}, {@code e_i} the within-run error with the Welch standard error {@code s_i}
 * the interval uses ({@link Intervals#logRatioOf}), {@code u_i} the run-to-run drift of that cell with
 * variance {@code tau^2}. Each cell's interval then uses {@code sqrt(s_i^2 + tau^2)}.
 *
 * <p>The estimator is a method of moments on the median rather than on the mean: {@code tau^2} is the
 * smallest value for which at most half of the cells lie outside their own 50% interval widened by
 * it, i.e. the median over cells of {@code 2 F_df_i(|d_i - mu| / sqrt(s_i^2 + tau^2)) - 1} is 1/2,
 * {@code F_df} the Student t distribution with the cell's Welch degrees of freedom and {@code mu}
 * the median of the {@code d_i}. Why this one:
 * <ul>
 *   <li>DerSimonian-Laird's moment equation sums squared standardized deviations, so one genuinely
 *       changed cell (a 2x regression is tens of standard errors away) inflates {@code tau} for every
 *       cell and hides itself; a median ignores a handful of such cells (up to half, in principle).</li>
 *   <li>Subtracting the median {@code s_i^2} from the squared MAD of the {@code d_i} assumes every cell
 *       has about the same {@code s_i}; cells of one suite differ by orders of magnitude in their
 *       relative spread, and with 3 to 10 forks {@code s_i^2} is itself noisy (its median sits below
 *       its mean), which makes up drift where there is none. Standardizing each cell by its own
 *       {@code s_i} and comparing with its own t distribution does neither.</li>
 *   <li>A winsorized mean of the squared standardized deviations (a Huber-type moment) calls a few
 *       drifting cells less often in simulated pairs of identical runs, but when a few cells really
 *       changed it widens every interval more and misses more of them: the median keeps the changes.</li>
 * </ul>
 * There is one drift for the cells it is given, over all their environments and modes (cells that drift
 * very differently get the typical one; {@code Diff} therefore also estimates it from the cells whose
 * forks ran interleaved and from those whose forks ran in batches, each kind alone, and widens a kind
 * that drifts more than all cells). A shift shared by all cells is {@code mu}, not drift: it stays in every cell's ratio and is judged
 * as before (this estimate cannot tell a machine that is slower as a whole from code that is).
 * The degrees of freedom of a widened interval stay each cell's Welch df: {@code tau^2} comes from many
 * cells and has more, so the interval is if anything a little wider than it need be.
 *
 * @param status whether and why the drift was (not) estimated
 * @param tau the between-run standard deviation on the log scale (0 unless {@link Status#ESTIMATED})
 * @param cells the matched cells with an interval it was (or would have been) estimated from
 */
public record RunDrift(Status status, double tau, int cells) {
    /** Fewest cells with an interval to estimate the drift from: with fewer, a median says little. */
    public static final int MIN_CELLS = 8;

    /** Whether the drift was estimated, and what came of it. */
    public enum Status {
        /** Estimated, and larger than 0: added to every interval. */
        ESTIMATED,
        /** Estimated as 0: the cells scatter no more than their own intervals allow. */
        NONE,
        /** Fewer than {@value RunDrift#MIN_CELLS} cells with an interval: not estimated. */
        TOO_FEW_CELLS,
        /** Not asked for ({@code --no-drift}). */
        OFF
    }

    /** The median standardized deviation's target: half the cells outside their 50% interval. */
    private static final double HALF = 0.5;

    /** Bisection steps on tau: far below any figure shown. */
    private static final int STEPS = 200;

    /** @return the drift not estimated, on request ({@code --no-drift}) */
    public static RunDrift off(int cells) {
        return new RunDrift(Status.OFF, 0, cells);
    }

    /**
     * @param cells each matched cell's log ratio with its within-run SE and Welch df, the log oriented so
     *     that the same direction means slower for every cell
     * @return the between-run drift of the two runs ({@link Status#TOO_FEW_CELLS} below {@value #MIN_CELLS} cells)
     */
    public static RunDrift estimate(List<Cell> cells) {
        int k = cells.size();
        if (k < MIN_CELLS) {
            return new RunDrift(Status.TOO_FEW_CELLS, 0, k);
        }
        double mu = Median.of(cells.stream().mapToDouble(Cell::log).toArray());
        double[] dev = cells.stream().mapToDouble(c -> Math.abs(c.log() - mu)).toArray();
        double[] se2 = cells.stream().mapToDouble(c -> c.se() * c.se()).toArray();
        TDistribution[] t = cells.stream().map(c -> TDistribution.of(c.df())).toArray(TDistribution[]::new);
        if (medianLevel(dev, se2, t, 0) <= HALF) {
            return new RunDrift(Status.NONE, 0, k);
        }
        // at tau = 4 x the largest deviation every cell is within a quarter of a standard deviation
        double lo = 0;
        double hi = 4 * Arrays.stream(dev).max().orElse(0);
        for (int i = 0; i < STEPS && hi - lo > 1e-12 * hi; i++) {
            double mid = (lo + hi) / 2;
            if (medianLevel(dev, se2, t, mid * mid) > HALF) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return hi > 0 ? new RunDrift(Status.ESTIMATED, hi, k) : new RunDrift(Status.NONE, 0, k);
    }

    /**
     * One cell's input to the estimate.
     *
     * @param log the log ratio new / old, oriented so that positive is slower
     * @param se its within-run standard error
     * @param df its Welch degrees of freedom
     */
    public record Cell(double log, double se, double df) {
        /** @return the cell of a log ratio, oriented by the mode (throughput: higher is faster) */
        public static Cell of(Intervals.LogRatio lr, Mode mode) {
            return new Cell(mode.higherIsBetter() ? -lr.log() : lr.log(), lr.se(), lr.df());
        }
    }

    /**
     * @return the median over cells of the level of the smallest two-sided interval (t, the cell's df,
     *     spread sqrt(se^2 + tau^2)) that holds the cell's deviation from the center
     */
    private static double medianLevel(double[] dev, double[] se2, TDistribution[] t, double tau2) {
        double[] level = new double[dev.length];
        for (int i = 0; i < dev.length; i++) {
            double spread = Math.sqrt(se2[i] + tau2);
            if (spread == 0) {
                level[i] = dev[i] == 0 ? 0 : 1;
            } else {
                level[i] = 2 * t[i].cumulativeProbability(dev[i] / spread) - 1;
            }
        }
        return Median.of(level);
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
