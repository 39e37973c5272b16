package dev.iobench.runner.precision;

import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPrior;
import dev.iobench.runner.stats.SpreadPriors;
import dev.iobench.runner.results.PrecisionFile;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * What an environment's precision run leaves in {@code precision.json}, taken from its cells'
 * states once they ran: each cell's interval and why it stopped, its forks' rounds and noise, the
 * answers' ratios over paired forks and the environment's totals ({@link PrecisionFile} writes it).
 */
final class PrecisionRecord {
    private PrecisionRecord() {
    }

    /**
     * @param states every cell of the environment, answers' first
     * @param answerRounds the answers' rounds, null when none ran
     * @param probe the machine-noise probe, null without one
     * @param spread what the answers' minimum rounds said, null before they ran
     * @param seconds the environment's wall time
     */
    static PrecisionFile of(PrecisionPlan plan, List<CellState> states, AnswerRounds answerRounds,
            PrecisionFile.Probe probe, PrecisionFile.Spread spread, String forkFlags, double seconds,
            PrecisionFile.AnswersBudget budget) {
        StopRule.Limits limits = plan.limits();
        List<PrecisionFile.Cell> cells = new ArrayList<>();
        List<PrecisionFile.NotRun> notRun = new ArrayList<>();
        for (CellState s : states) {
            String role = s.answer ? "answer" : "rest";
            if (s.entries.isEmpty()) {
                notRun.add(new PrecisionFile.NotRun(id(s.cell), role));
                continue;
            }
            StopRule.Interval iv = StopRule.interval(s.forkValues(), limits.confidence());
            boolean ok = iv.relative() <= limits.target();
            int heavy = (int) s.noise.stream().filter(PrecisionFile.Window::heavy).count();
            // a side of an answer's ratio may be precise on its own and still run on for the ratio
            String stop = s.stop != null ? s.stop.label()
                    : (ok ? StopRule.Reason.PRECISION : StopRule.Reason.BUDGET).label();
            String status = ok ? "within ±" + PrecisionPlan.percent(limits.target())
                    : "precision not reached (" + iv.percent() + ")";
            cells.add(new PrecisionFile.Cell(id(s.cell), role, s.statistic().label(), iv.n(), iv.mean(),
                    iv.halfWidth(), iv.relative(), ok, stop, status, s.rounds,
                    s.answer ? List.copyOf(s.forkRounds) : null, List.copyOf(s.noise), heavy + s.redone.size(),
                    s.answer ? List.copyOf(s.redone) : null, s.seconds));
        }
        List<PrecisionFile.Pair> pairs = new ArrayList<>();
        PrecisionFile.Priors priorsRecord = null;
        if (answerRounds != null) {
            answerRounds.refit();
            SpreadPriors priors = answerRounds.priors();
            priorsRecord = new PrecisionFile.Priors(prior(priors.cells()), prior(priors.pairs()));
            for (AnswerRounds.PairState p : answerRounds.pairs()) {
                SharedRounds.Ratio v = answerRounds.ratio(p);
                boolean ok = v.widest() <= limits.target();
                pairs.add(new PrecisionFile.Pair(p.pair().what(), id(p.pair().baseline()), id(p.pair().candidate()),
                        v.n(), v.ratio(), v.low(), v.high(), Double.isFinite(v.widest()) ? v.widest() : Double.NaN,
                        ok));
            }
        }
        PrecisionFile.Counts counts = new PrecisionFile.Counts(count(pairs, PrecisionFile.Pair::reached), pairs.size(),
                count(cells, PrecisionFile.Cell::reached), cells.size(), count(cells, c -> c.answer() && c.reached()),
                count(cells, PrecisionFile.Cell::answer), cells.stream().mapToInt(PrecisionFile.Cell::heavyForks).sum(),
                cells.stream().filter(c -> c.redoneForks() != null).mapToInt(c -> c.redoneForks().size()).sum(),
                ProcNoise.HEAVY_STEAL, ProcNoise.HEAVY_OTHERS_CORES);
        return new PrecisionFile(PrecisionFile.VERSION, plan.describe(), plan.seed(), AnswerRounds.CHECK_AFTER,
                forkFlags, probe, spread, cells, notRun, pairs, priorsRecord, counts,
                seconds, budget);
    }

    private static <T> int count(List<T> items, Predicate<T> which) {
        return (int) items.stream().filter(which).count();
    }

    static PrecisionFile.CellId id(Cell c) {
        return new PrecisionFile.CellId(c.benchmark(), c.mode(), c.params());
    }

    private static PrecisionFile.Prior prior(SpreadPrior p) {
        return new PrecisionFile.Prior(p.df(), p.variance());
    }
}
