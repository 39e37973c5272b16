package dev.iobench.runner.precision;

import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.stats.SharedRounds;
import java.util.ArrayList;
import java.util.List;

/**
 * The ratios the README's answers compare, as pairs of a run's cells. A pair's two cells run one fork
 * each per round; its ratio is taken as the report takes it ({@link SharedRounds#ratio}). The answers'
 * rounds go on while a pair is wider than the target, and stop for a cell once every pair it is part
 * of is within it.
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
}
