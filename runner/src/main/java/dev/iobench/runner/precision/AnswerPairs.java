package dev.iobench.runner.precision;

import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.report.compare.RoundPairs;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.SpreadPriors;
import java.util.ArrayList;
import java.util.List;

/**
 * The ratios the README's answers compare, as pairs of a run's cells, and how precise each is from
 * the interleaved forks so far. A pair's two cells run one fork each per round, so the ratio is
 * taken pair by pair (forks of the same round) where {@link RoundPairs} pairs them: drift of the
 * machine that lands on both forks of a round cancels; elsewhere each side's forks count on their
 * own, as the report takes them. Both take the
 * trimmed mean of the forks ({@link Intervals#TRIM}). The answers' rounds go on while a pair is
 * wider than the target, and stop for a cell once every pair it is part of is within it.
 */
public final class AnswerPairs {
    /**
     * Two cells an answer divides.
     *
     * @param what where the ratio comes from (the claim and column, or reproduction row)
     * @param baseline the denominator's cell
     * @param candidate the numerator's cell
     */
    public record Pair(String what, Cell baseline, Cell candidate) {
    }

    /**
     * A ratio from paired forks.
     *
     * @param n pairs (rounds in which both cells ran a fork)
     * @param ratio geometric mean of the pairs' ratios, candidate / baseline
     * @param low lower end of its interval (NaN below 3 pairs)
     * @param high upper end
     */
    public record Paired(int n, double ratio, double low, double high) {
        /** @return how far the wider side of the interval lies from the ratio, relative (infinite without one) */
        public double widest() {
            if (!Double.isFinite(low) || !Double.isFinite(high) || !(ratio > 0)) {
                return Double.POSITIVE_INFINITY;
            }
            return Math.max(high / ratio - 1, 1 - low / ratio);
        }
    }

    private AnswerPairs() {
    }

    /**
     * @return the answers' pairs among {@code cells}: for each pair of selectors, the first cell each
     *     side's selector picks, of one mode (as the report pairs results), without repeats
     */
    public static List<Pair> of(AnswerCells answers, List<Cell> cells) {
        List<Pair> out = new ArrayList<>();
        for (AnswerCells.Pair p : answers.pairs()) {
            if (p.baseline() == null || p.candidate() == null) {
                continue;
            }
            Cell b = cells.stream().filter(c -> p.baseline().matches(c.benchmark(), c.mode(), c.params()))
                    .findFirst().orElse(null);
            if (b == null) {
                continue;
            }
            Cell c = cells.stream().filter(x -> !x.equals(b) && x.mode().equals(b.mode())
                    && p.candidate().matches(x.benchmark(), x.mode(), x.params())).findFirst().orElse(null);
            if (c != null && out.stream().noneMatch(o -> o.baseline().equals(b) && o.candidate().equals(c))) {
                out.add(new Pair(p.what(), b, c));
            }
        }
        return List.copyOf(out);
    }

    /**
     * @param bValues the baseline's per-fork values, in fork order
     * @param bRounds the round of each of them
     * @param cValues the candidate's
     * @param cRounds the round of each of them
     * @return the ratio over the rounds both ran, paired by round where {@link RoundPairs} pairs them,
     *     else over each side's forks on their own: the interval the report shows; each interval's
     *     spread moderated toward the environment's ({@code priors}, {@link SpreadPriors})
     */
    public static Paired paired(double[] bValues, int[] bRounds, double[] cValues, int[] cRounds, double level,
            SpreadPriors priors) {
        RoundPairs.Pairs p = RoundPairs.used(bValues, bRounds, cValues, cRounds, priors);
        if (p != null) {
            double[] r = p.pairedInterval(level);
            return new Paired(p.size(), r[0], r[1], r[2]);
        }
        // the sides did not move together: each side's forks count on their own, as the report takes them
        double[] r = Intervals.trimmedLogRatio(bValues, cValues, level, priors.cells(), priors.cells());
        return new Paired(Math.min(bValues.length, cValues.length), r[0], r[1], r[2]);
    }
}
