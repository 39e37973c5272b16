package dev.iobench.runner.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * An environment's two priors of spread ({@link SpreadPrior}), fitted from the answers' interleaved
 * cells of one run: one for a cell's forks (their relative spread), used by a ratio taken over each
 * side's forks on its own, and one for the log ratios of an answer's pairs of forks of the same round,
 * used by a paired ratio. The run's stop rule and the report fit them the same way from the same
 * forks, so both see the same intervals.
 *
 * @param cells the prior of a cell's relative spread from fork to fork
 * @param pairs the prior of the spread of a pair's log ratio from round to round
 */
public record SpreadPriors(SpreadPrior cells, SpreadPrior pairs) {
    /** No moderation: each ratio's interval from its own forks alone. */
    public static final SpreadPriors NONE = new SpreadPriors(SpreadPrior.NONE, SpreadPrior.NONE);

    /**
     * @param cellUnits each interleaved answer cell's units (one per fork)
     * @param pairUnits each answer pair's units of the rounds both sides ran, {baseline, candidate}
     * @return the priors fitted from them ({@link SpreadPrior#fit}); {@link SpreadPrior#NONE} for a kind with
     *     too few to fit from
     */
    public static SpreadPriors fit(List<double[]> cellUnits, List<double[][]> pairUnits) {
        List<SpreadPrior.Spread> cells = new ArrayList<>();
        for (double[] u : cellUnits) {
            SpreadPrior.Spread s = Intervals.spreadOf(u, true);
            if (s != null) {
                cells.add(s);
            }
        }
        List<SpreadPrior.Spread> pairs = new ArrayList<>();
        for (double[][] p : pairUnits) {
            double[] d = Intervals.pairLogs(p[0], p[1]);
            SpreadPrior.Spread s = d == null ? null : Intervals.spreadOf(d, false);
            if (s != null) {
                pairs.add(s);
            }
        }
        return new SpreadPriors(SpreadPrior.fit(cells), SpreadPrior.fit(pairs));
    }
}
