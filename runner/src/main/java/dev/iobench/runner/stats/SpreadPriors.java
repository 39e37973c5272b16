package dev.iobench.runner.stats;

import java.util.List;
import java.util.Objects;

/**
 * An environment's two priors of spread, fitted from the answers' interleaved cells of one run: of a cell's
 * relative spread from fork to fork (for a ratio over each side's forks) and of a pair's log ratio from round
 * to round (for a paired ratio).
 */
public record SpreadPriors(SpreadPrior cells, SpreadPrior pairs) {
    /** No moderation: each ratio's interval from its own forks alone. */
    public static final SpreadPriors NONE = new SpreadPriors(SpreadPrior.NONE, SpreadPrior.NONE);

    /**
     * @return the priors of answer cells' units and answer pairs' {baseline, candidate} units of shared rounds;
     *     {@link SpreadPrior#NONE} for a kind with too few
     */
    public static SpreadPriors fit(List<double[]> cellUnits, List<double[][]> pairUnits) {
        List<SpreadPrior.Spread> cells = cellUnits.stream().map(u -> Intervals.spreadOf(u, true))
                .filter(Objects::nonNull).toList();
        List<SpreadPrior.Spread> pairs = pairUnits.stream().map(p -> Intervals.pairLogs(p[0], p[1]))
                .filter(Objects::nonNull).map(d -> Intervals.spreadOf(d, false)).filter(Objects::nonNull).toList();
        return new SpreadPriors(SpreadPrior.fit(cells), SpreadPrior.fit(pairs));
    }
}
