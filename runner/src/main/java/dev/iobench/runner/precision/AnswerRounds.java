package dev.iobench.runner.precision;

import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Which of the answers' cells take a fork in the next interleaved round, and in what order: a side of a ratio
 * runs while one of its ratios, over paired forks, is wider than the target and its partner still runs; a cell
 * of no ratio (a table's own column, fio's JVM side) follows the stop rule on its own interval.
 */
final class AnswerRounds {
    /**
     * Rounds after an answers' cell comes within the target before it takes one more fork, its check fork:
     * a few early forks that happen to agree would otherwise stop it for good, and a slow drift of the machine
     * would not show in its interval. A check fork that widens the interval past the target puts the cell back
     * in every round. It runs only while other cells keep the rounds going.
     */
    static final int CHECK_AFTER = 4;
    /** Forks beyond which the need of a ratio at the answers' spread is not counted exactly. */
    static final int SPREAD_CAP = 1000;

    record PairState(PrecisionPlan.Pair pair, CellState baseline, CellState candidate) {
    }

    private final StopRule.Limits limits;
    private final double planForkSeconds;
    /** The plan's pairs among {@link #states}, the answers' cells. */
    final List<PairState> pairs = new ArrayList<>();
    final List<CellState> states;
    private final Random random;
    /**
     * The priors of spread over the answers' forks so far, refitted each round; the last (precision.json's)
     * is what the report fits from the same forks.
     */
    SpreadPriors priors = SpreadPriors.NONE;

    AnswerRounds(PrecisionPlan plan, List<CellState> states) {
        this.limits = plan.limits();
        this.planForkSeconds = plan.forkSeconds();
        for (PrecisionPlan.Pair p : plan.pairs()) {
            CellState b = states.stream().filter(s -> s.cell.equals(p.baseline())).findFirst().orElse(null);
            CellState c = states.stream().filter(s -> s.cell.equals(p.candidate())).findFirst().orElse(null);
            if (b != null && c != null) {
                pairs.add(new PairState(p, b, c));
            }
        }
        this.states = List.copyOf(states);
        this.random = new Random(plan.seed());
    }

    /** Fits the priors afresh from every answers' cell's forks and every ratio's pairs of forks so far. */
    void refit() {
        List<double[][]> shared = pairs.stream().map(p -> SharedRounds.of(p.baseline().forkValues(),
                p.baseline().rounds(), p.candidate().forkValues(), p.candidate().rounds())).toList();
        priors = SpreadPriors.fit(states.stream().map(CellState::forkValues).toList(), shared);
    }

    /** The answers' ratios {@code s} is a side of. */
    List<PairState> pairsOf(CellState s) {
        return pairs.stream().filter(p -> p.baseline() == s || p.candidate() == s).toList();
    }

    /** A ratio over its paired forks so far, with the priors. */
    SharedRounds.Ratio ratio(PairState p) {
        return SharedRounds.ratio(p.baseline().forkValues(), p.baseline().rounds(), p.candidate().forkValues(),
                p.candidate().rounds(), limits.confidence(), priors, priors);
    }

    /** Whether a ratio is within the target over the forks so far. */
    boolean met(PairState p) {
        return ratio(p).widest() <= limits.target();
    }

    /** Whether cell {@code s} takes its check fork in {@code round}. */
    boolean checkDue(CellState s, int round) {
        return s.stop == StopRule.Reason.PRECISION && !s.checked && s.reachedAt > 0
                && round >= s.reachedAt + CHECK_AFTER && belowCaps(s);
    }

    /** What one more fork of the cell is expected to take: its last forks' cost, else the plan's guess. */
    double forkSeconds(CellState s) {
        return s.secondsPerFork > 0 ? s.secondsPerFork : planForkSeconds;
    }

    /** Whether a cell may take one more fork: below its fork cap and within its time cap. */
    private boolean belowCaps(CellState s) {
        return s.forkValues().length < limits.maxForks() && s.seconds + forkSeconds(s) <= limits.cellSeconds();
    }

    /** This round's cells in a fresh order, the sides of each ratio next to each other. */
    List<CellState> order(List<CellState> next) {
        return shuffle(next, pairs.stream().map(p -> Map.entry(p.baseline(), p.candidate())).toList(), random);
    }

    /**
     * The order of one interleaved round: cells linked by a ratio ({@code links}), directly or through a
     * shared side, form a group; the groups, and the cells inside each, are shuffled afresh. A machine's slow
     * spells then fall on both sides of a ratio alike and the ratio of the round's two forks cancels them,
     * where a whole-round shuffle would put the two sides half a round apart.
     */
    static <T> List<T> shuffle(List<T> cells, List<Map.Entry<T, T>> links, Random random) {
        Map<T, T> parent = new IdentityHashMap<>();
        cells.forEach(c -> parent.put(c, c));
        for (Map.Entry<T, T> link : links) {
            if (parent.containsKey(link.getKey()) && parent.containsKey(link.getValue())) {
                parent.put(root(parent, link.getKey()), root(parent, link.getValue()));
            }
        }
        Map<T, List<T>> groups = new LinkedHashMap<>();
        for (T c : cells) {
            groups.computeIfAbsent(root(parent, c), k -> new ArrayList<>()).add(c);
        }
        List<List<T>> order = new ArrayList<>(groups.values());
        Collections.shuffle(order, random);
        List<T> out = new ArrayList<>(cells.size());
        for (List<T> group : order) {
            Collections.shuffle(group, random);
            out.addAll(group);
        }
        return out;
    }

    private static <T> T root(Map<T, T> parent, T c) {
        T r = c;
        while (parent.get(r) != r) {
            r = parent.get(r);
        }
        return r;
    }

    /** Stops the answers' cells that need no more forks: at their caps, or as the class comment says. */
    void decideStops(int round) {
        refit();
        Set<CellState> within = new HashSet<>();
        for (CellState s : states) {
            if (s.stop == StopRule.Reason.PRECISION) {
                within.add(s);
                if (belowCaps(s)) {
                    // decided afresh: its check fork may have widened its interval
                    s.stop = null;
                }
            }
            if (s.stop != null) {
                continue;
            }
            if (s.forkValues().length >= limits.maxForks()) {
                s.stop = StopRule.Reason.FORK_CAP;
            } else if (s.seconds + forkSeconds(s) > limits.cellSeconds()) {
                s.stop = StopRule.Reason.TIME_CAP;
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (CellState s : states) {
                if (s.stop != null) {
                    continue;
                }
                List<PairState> mine = pairsOf(s);
                if (mine.isEmpty()) {
                    // a fork set aside leaves a cell short of its minimum: it runs again first
                    if (s.forkValues().length >= limits.minForks()
                            && StopRule.interval(s.forkValues(), limits.confidence()).relative() <= limits.target()) {
                        s.stop = StopRule.Reason.PRECISION;
                        changed = true;
                    }
                    continue;
                }
                boolean needed = mine.stream().anyMatch(p -> !met(p)
                        && (p.baseline() == s ? p.candidate() : p.baseline()).stop == null);
                if (!needed) {
                    s.stop = mine.stream().allMatch(this::met) ? StopRule.Reason.PRECISION : StopRule.Reason.FORK_CAP;
                    changed = true;
                }
            }
        }
        for (CellState s : states) {
            if (s.stop == StopRule.Reason.PRECISION && !within.contains(s)) {
                // newly within the target (or back within it): a check fork is due CHECK_AFTER rounds on
                s.reachedAt = round;
                s.checked = false;
            }
        }
    }

    /** Decides the stops, then says where the answers stand before the environment hands its turn back. */
    SharedBudget.Need need(int round) {
        decideStops(round);
        List<CellState> running = states.stream().filter(s -> s.stop == null).toList();
        if (running.isEmpty()) {
            return new SharedBudget.Need(0, 0);
        }
        double furthest = Double.MIN_VALUE;
        double roundSeconds = PrecisionPlan.INVOCATION_SECONDS;
        for (CellState s : running) {
            roundSeconds += forkSeconds(s);
            List<PairState> mine = pairsOf(s);
            for (PairState p : mine) {
                if (!met(p)) {
                    furthest = Math.max(furthest, ratio(p).widest() / limits.target());
                }
            }
            if (s.forkValues().length < limits.minForks()) {
                // a fork set aside for heavy interference left it short of its minimum: it runs first
                furthest = Double.POSITIVE_INFINITY;
            } else if (mine.isEmpty()) {
                furthest = Math.max(furthest, StopRule.interval(s.forkValues(), limits.confidence()).relative()
                        / limits.target());
            }
        }
        // an interval that cannot be computed yet is as far from the target as can be
        return new SharedBudget.Need(Double.isNaN(furthest) ? Double.POSITIVE_INFINITY : furthest, roundSeconds);
    }

    /**
     * Says once, after the answers' minimum rounds, how far their cells moved from fork to fork (the median over
     * the cells), how many forks a ratio needs at that spread and how many more rounds fit in {@code secondsLeft}:
     * on a machine too noisy for the budget the run says so minutes in, not at its end.
     */
    PrecisionFile.Spread spread(PrintWriter err, String label, double secondsLeft) {
        int after = limits.minForks();
        double roundSeconds = PrecisionPlan.INVOCATION_SECONDS + states.stream().mapToDouble(this::forkSeconds).sum();
        List<Double> counted = new ArrayList<>();
        double sd = Intervals.medianForkSpread(states.stream().map(CellState::forkValues).toList(), counted);
        int forks = Double.isNaN(sd) ? 0
                : Intervals.forksForRatio(sd, limits.target(), limits.confidence(), SPREAD_CAP);
        int rounds = (int) Math.max(0, Math.floor(secondsLeft / roundSeconds));
        String target = limits.targetLabel();
        if (Double.isNaN(sd)) {
            err.printf(Locale.ROOT, "iobench: %s: after %d rounds no answers' cell has %d forks to measure "
                    + "its spread from fork to fork%n", label, after, Intervals.MIN_FORKS);
        } else {
            err.printf(Locale.ROOT, "iobench: %s: after %d rounds the answers' %d cells vary a median %.1f%% "
                    + "from fork to fork: at that spread a ratio needs %s forks a side for %s (fewer where its sides' "
                    + "forks move together), and about %d more round(s) fit in the %s left%s%n", label, after,
                    counted.size(), 100 * sd, forks >= SPREAD_CAP ? "more than " + SPREAD_CAP : "about " + forks,
                    target, rounds, Durations.human(secondsLeft), forks > after + rounds ? String.format(Locale.ROOT,
                            ": on a machine this noisy most answers will end wider than %s (a quieter machine, or a "
                            + "larger BUDGET, narrows them)", target) : "");
        }
        err.flush();
        return new PrecisionFile.Spread(after, sd, counted.size(), forks, rounds, secondsLeft);
    }
}
