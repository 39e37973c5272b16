package dev.iobench.runner.stats;

import java.util.List;
import java.util.Objects;

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
        List<SpreadPrior.Spread> cells = cellUnits.stream().map(u -> Intervals.spreadOf(u, true))
                .filter(Objects::nonNull).toList();
        List<SpreadPrior.Spread> pairs = pairUnits.stream().map(p -> Intervals.pairLogs(p[0], p[1]))
                .filter(Objects::nonNull).map(d -> Intervals.spreadOf(d, false)).filter(Objects::nonNull).toList();
        return new SpreadPriors(SpreadPrior.fit(cells), SpreadPrior.fit(pairs));
    }
}
