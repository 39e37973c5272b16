package dev.iobench.runner.precision;

import dev.iobench.runner.stats.ForkSpread;
import dev.iobench.runner.results.PrecisionFile;
import java.util.List;
import java.util.Locale;

/**
 * What the answers' cells' first forks say about the machine, said once after the answers' minimum
 * rounds: how far the cells move from fork to fork ({@link ForkSpread}, the median over the cells), how
 * many forks a side a ratio needs at that spread for the target, and how many more rounds fit in the
 * time left. On a machine too noisy for the budget the run says so minutes in, not at its end;
 * {@code precision.json} keeps it as {@code answersSpread}.
 *
 * @param afterRound the rounds behind it (the minimum forks)
 * @param medianSd the median over the answers' cells of their spread from fork to fork
 * @param cells the answers' cells with a spread
 * @param forksForTarget forks a side a ratio of two cells at that spread needs for the target, its
 *     sides' forks taken as independent ({@link #CAP} when more)
 * @param roundsLeft rounds of every answers' cell that fit in the time left
 * @param secondsLeft the answers' time left, in seconds
 */
record AnswersSpread(int afterRound, double medianSd, int cells, int forksForTarget, int roundsLeft,
        double secondsLeft) {
    /** Forks beyond which a ratio's need is not counted exactly. */
    static final int CAP = 1000;

    /**
     * @param roundSeconds what a round of every answers' cell costs
     * @return the reading of {@code states}' forks so far
     */
    static AnswersSpread of(List<CellState> states, int afterRound, StopRule.Limits limits, double secondsLeft,
            double roundSeconds) {
        List<double[]> values = states.stream().map(CellState::forkValues).toList();
        List<Double> counted = new java.util.ArrayList<>();
        double sd = ForkSpread.median(values, counted);
        int forks = Double.isNaN(sd) ? 0 : ForkSpread.forksForRatio(sd, limits.target(), limits.confidence(), CAP);
        int rounds = roundSeconds > 0 ? (int) Math.max(0, Math.floor(secondsLeft / roundSeconds)) : 0;
        return new AnswersSpread(afterRound, sd, counted.size(), forks, rounds, secondsLeft);
    }

    /** @return whether the ratios' need at this spread exceeds the forks the time left gives a cell */
    boolean beyondBudget() {
        return forksForTarget > afterRound + roundsLeft;
    }

    /** @return the progress line, e.g. {@code iobench: host-tmpfs-jdk17: after 3 rounds the answers' 52 cells vary ...} */
    String line(String label, double target) {
        if (Double.isNaN(medianSd)) {
            return String.format(Locale.ROOT, "iobench: %s: after %d rounds no answers' cell has %d forks to measure "
                    + "its spread from fork to fork", label, afterRound, ForkSpread.MIN_FORKS);
        }
        String need = forksForTarget >= CAP ? "more than " + CAP : "about " + forksForTarget;
        return String.format(Locale.ROOT, "iobench: %s: after %d rounds the answers' %d cells vary a median %.1f%% "
                + "from fork to fork: at that spread a ratio needs %s forks a side for ±%s (fewer where its sides' "
                + "forks move together), and about %d more round(s) fit in the %s left%s", label, afterRound, cells,
                100 * medianSd, need, PrecisionPlan.percent(target), roundsLeft, Durations.human(secondsLeft),
                beyondBudget() ? String.format(Locale.ROOT, ": on a machine this noisy most answers will end wider "
                        + "than ±%s (a quieter machine, or a larger BUDGET, narrows them)", PrecisionPlan.percent(target))
                        : "");
    }

    /** @return what {@code precision.json} keeps as {@code answersSpread} */
    PrecisionFile.Spread record() {
        return new PrecisionFile.Spread(afterRound, medianSd, cells, forksForTarget, roundsLeft, secondsLeft);
    }
}
