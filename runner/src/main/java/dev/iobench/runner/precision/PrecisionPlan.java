package dev.iobench.runner.precision;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.results.EnvJson;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A precision-targeted run before it starts and while it runs: the cells every environment runs,
 * the stop rule's limits, the time one fork is expected to take, the minimum the plan needs
 * (every cell at its minimum forks in every environment) and, with a budget, how the time left
 * beyond that minimum is shared: each environment, when it starts, gets its minimum plus an equal
 * share of what the budget still leaves after the minimum of the environments still to come.
 *
 * <p>The cells the README's answers read ({@link AnswerCells}) come first: an environment runs them
 * to the target (or their caps) before the other cells, which run their minimum forks and then fill
 * what the environment's share still leaves. The answers' cells run interleaved: each round is one
 * fork of every answer cell still running, in an order shuffled afresh every round with the run's
 * {@link #seed()}, each fork its own JMH launch (so each answer fork costs one more launch, about
 * {@link #INVOCATION_SECONDS}, than a fork of the rest, whose forks share a launch per round).
 */
public final class PrecisionPlan {
    /** Expected cost of starting one forked benchmark JVM (start-up, JMH handshake, trial setup). */
    public static final double FORK_OVERHEAD_SECONDS = 1.0;
    /** Expected cost of one JMH invocation beyond its forks (the launcher JVM). */
    public static final double INVOCATION_SECONDS = 1.0;
    /** Expected cost of one more one-shot container (create, start, remove). */
    public static final double CONTAINER_SECONDS = 2.5;

    private final StopRule.Limits limits;
    private final Duration budget;
    private final List<Cell> cells;
    private final List<Cell> answerCells;
    private final List<Cell> restCells;
    private final int environments;
    private final int containerEnvironments;
    private final double iterationSeconds;
    private final String forkDescription;
    private final Instant start;
    private int claimed;
    /** Seeds the shuffled order of the answers' forks; chosen per run unless given. */
    private long seed = ThreadLocalRandom.current().nextLong(1L << 53);

    /**
     * @param limits the stop rule
     * @param budget hard cap of the whole run, or null for none
     * @param cells the cells each environment runs
     * @param environments environments of the run
     * @param containerEnvironments how many of them are containers
     * @param warmupSeconds warmup time of one fork (iterations x time)
     * @param measurementSeconds measurement time of one fork
     * @param forkDescription e.g. {@code 1 x 200 ms warmup + 3 x 200 ms}
     * @param start when the run's budget starts
     * @param answers the cells the answers read: they run first
     */
    public PrecisionPlan(StopRule.Limits limits, Duration budget, List<Cell> cells, int environments,
            int containerEnvironments, double warmupSeconds, double measurementSeconds, String forkDescription,
            Instant start, AnswerCells answers) {
        this.limits = limits;
        this.budget = budget;
        this.answerCells = cells.stream().filter(c -> answers.contains(c.benchmark(), c.mode(), c.params())).toList();
        this.restCells = cells.stream().filter(c -> !answerCells.contains(c)).toList();
        List<Cell> ordered = new ArrayList<>(answerCells);
        ordered.addAll(restCells);
        this.cells = List.copyOf(ordered);
        this.environments = environments;
        this.containerEnvironments = containerEnvironments;
        this.iterationSeconds = warmupSeconds + measurementSeconds;
        this.forkDescription = forkDescription;
        this.start = start;
    }

    public StopRule.Limits limits() {
        return limits;
    }

    /** @return the seed of the answers' shuffled fork order (below 2^53, so JSON readers keep it exact) */
    public long seed() {
        return seed;
    }

    /** Sets the seed of the answers' shuffled fork order (e.g. {@code --seed}, to reproduce an order). */
    public PrecisionPlan seed(long seed) {
        this.seed = seed;
        return this;
    }

    /** @return the run's budget, or null */
    public Duration budget() {
        return budget;
    }

    /** @return every cell, the answers' first */
    public List<Cell> cells() {
        return cells;
    }

    /** @return the cells the README's answers read, in catalog order */
    public List<Cell> answerCells() {
        return answerCells;
    }

    /** @return the other cells of the selection, in catalog order */
    public List<Cell> restCells() {
        return restCells;
    }

    /** @return whether the answers read {@code cell} */
    public boolean isAnswer(Cell cell) {
        return answerCells.contains(cell);
    }

    /** @return expected seconds of one fork, start-up included */
    public double forkSeconds() {
        return iterationSeconds + FORK_OVERHEAD_SECONDS;
    }

    /** @return the cells grouped by benchmark, as the first round runs them (one JMH invocation each) */
    public Map<String, List<Cell>> groups() {
        return groups(cells);
    }

    /** @return {@code some} grouped by benchmark, in order: one JMH invocation each in a first round */
    public static Map<String, List<Cell>> groups(List<Cell> some) {
        Map<String, List<Cell>> g = new LinkedHashMap<>();
        for (Cell c : some) {
            g.computeIfAbsent(c.benchmark(), k -> new ArrayList<>()).add(c);
        }
        return g;
    }

    /**
     * @return expected seconds of one environment's first rounds: every cell at its minimum forks
     *     (the answers' first rounds, one JMH invocation per fork, and the rest's, one per benchmark)
     */
    public double minimumPerEnvironment() {
        return interleavedMinimum() + minimumOf(restCells);
    }

    /**
     * @return expected seconds of the answers' first rounds: each answer cell at its minimum forks,
     *     each fork its own JMH launch
     */
    public double interleavedMinimum() {
        return answerCells.size() * limits.minForks() * (forkSeconds() + INVOCATION_SECONDS);
    }

    /** @return expected seconds of one answer cell at its caps, each fork its own JMH launch */
    public double interleavedCapPerCell() {
        double perFork = forkSeconds() + INVOCATION_SECONDS;
        return Math.min(limits.maxForks() * perFork, Math.max(limits.cellSeconds(), limits.minForks() * perFork));
    }

    /** @return the extra JMH launches' seconds the interleaved answers cost at their minimum, in the whole run */
    public double interleavingCostAtMinimum() {
        return environments * (interleavedMinimum() - minimumOf(answerCells));
    }

    /** @return rounds an environment runs at the minimum: the answers' minimum rounds, then the rest's first */
    private int minimumRounds() {
        return Math.max(1, (answerCells.isEmpty() ? 0 : limits.minForks()) + (restCells.isEmpty() ? 0 : 1));
    }

    /** @return rounds an environment runs at most: one fork a round for the answers, then the rest's rounds */
    private int maximumRounds() {
        return Math.max(1, (answerCells.isEmpty() ? 0 : limits.maxForks())
                + (restCells.isEmpty() ? 0 : Math.max(1, limits.maxForks() - limits.minForks() + 1)));
    }

    /** @return expected seconds of a first round of {@code some}: each at its minimum forks */
    public double minimumOf(List<Cell> some) {
        return groups(some).size() * INVOCATION_SECONDS + some.size() * limits.minForks() * forkSeconds();
    }

    /** @return expected seconds of the answers' cells in the whole run if each ran to its caps */
    public double answersMaximumSeconds() {
        return environments * answerCells.size() * interleavedCapPerCell();
    }

    /** @return expected seconds of the whole run at the minimum */
    public double minimumSeconds() {
        return environments * minimumPerEnvironment() + containerEnvironments * CONTAINER_SECONDS * minimumRounds();
    }

    /** @return expected seconds of one cell at its caps */
    public double capPerCell() {
        double byForks = limits.maxForks() * forkSeconds() + 2 * INVOCATION_SECONDS;
        double byTime = Math.max(limits.cellSeconds(), limits.minForks() * forkSeconds() + INVOCATION_SECONDS);
        return Math.min(byForks, byTime);
    }

    /** @return expected seconds of the whole run if every cell ran to its caps */
    public double maximumSeconds() {
        return environments * (answerCells.size() * interleavedCapPerCell() + groups(restCells).size() * INVOCATION_SECONDS
                + restCells.size() * capPerCell())
                + containerEnvironments * CONTAINER_SECONDS * maximumRounds();
    }

    /** @return the planned duration: the caps' maximum, cut by the budget */
    public double plannedSeconds() {
        double max = maximumSeconds();
        return budget != null ? Math.min(max, budget.toMillis() / 1000.0) : max;
    }

    /** @return the planned seconds of one environment, for progress estimates */
    public double plannedSecondsPerEnvironment() {
        return environments > 0 ? plannedSeconds() / environments : 0;
    }

    /** Prints the plan, three lines on {@code err}. */
    public void print(PrintWriter err) {
        double min = minimumSeconds();
        err.printf(Locale.ROOT, "iobench: plan: %d environment(s) x %d cell(s); a cell takes at least %d forks of about "
                + "%.1f s (%s + %.0f s JVM start) = %.1f s, plus one JMH launch per benchmark (per fork for the answers' cells)%n", environments,
                cells.size(), limits.minForks(), forkSeconds(), forkDescription, FORK_OVERHEAD_SECONDS,
                limits.minForks() * forkSeconds());
        err.printf(Locale.ROOT, "iobench: plan: minimum %s (%s per environment); precision target ±%s (%s%% interval of "
                + "the mean over forks), caps %d forks or %s per cell: at most %s%n", Durations.human(min),
                Durations.human(minimumPerEnvironment()), percent(limits.target()), trim(100 * limits.confidence()),
                limits.maxForks(), Durations.human(limits.cellSeconds()), Durations.human(maximumSeconds()));
        if (budget != null) {
            double b = budget.toMillis() / 1000.0;
            err.printf(Locale.ROOT, "iobench: plan: budget %s: %s left for precision beyond the minimum; planned %s%n",
                    Durations.human(b), Durations.human(Math.max(0, Math.min(b, maximumSeconds()) - min)),
                    Durations.human(plannedSeconds()));
        } else {
            err.printf(Locale.ROOT, "iobench: plan: no --budget: planned %s at most%n", Durations.human(plannedSeconds()));
        }
        printAnswers(err);
        err.flush();
    }

    /** Prints the answers' share of the plan: their cells, and the time they take first. */
    void printAnswers(PrintWriter err) {
        double answersMin = environments * interleavedMinimum();
        double answersPlanned = Math.min(answersMaximumSeconds(),
                Math.max(answersMin, plannedSeconds() - environments * minimumOf(restCells)));
        err.printf(Locale.ROOT, "iobench: plan: answers: %d of %d cell(s) (%d benchmark(s)) are read by the README's "
                + "answers and run first, to the target: minimum %s, planned %s of %s; the other %d cell(s) run "
                + "their minimum forks (%s), then fill what is left%n", answerCells.size(), cells.size(),
                groups(answerCells).size(), Durations.human(answersMin), Durations.human(answersPlanned),
                Durations.human(plannedSeconds()), restCells.size(),
                Durations.human(environments * minimumOf(restCells)));
        if (!answerCells.isEmpty()) {
            err.printf(Locale.ROOT, "iobench: plan: answers: each round runs one fork of every answer cell still "
                    + "running, in a shuffled order (seed %d), one JMH launch per fork: about %.0f s more a fork, %s "
                    + "more at the minimum%s%n", seed, INVOCATION_SECONDS, Durations.human(interleavingCostAtMinimum()),
                    containerEnvironments > 0 ? String.format(Locale.ROOT, ", and one one-shot container (%.1f s) a "
                            + "round in container environments", CONTAINER_SECONDS) : "");
        }
        err.flush();
    }

    /**
     * @throws ExitException (usage) with the numbers and what to narrow when the minimum does not fit the budget
     */
    public void check() {
        if (budget == null) {
            return;
        }
        double b = budget.toMillis() / 1000.0;
        double min = minimumSeconds();
        if (min > b) {
            throw ExitException.usage("the plan does not fit --budget %s: its minimum is %d environment(s) x %d cell(s) "
                    + "x %d forks x %.1f s (+ %.0f s a benchmark) = %s; narrow it (fewer --jdk/--dir/--fs, --include, "
                    + "--jmh-arg -p NAME=VALUE, shorter -w/-r) or raise --budget to at least %s",
                    Durations.human(b), environments, cells.size(), limits.minForks(), forkSeconds(), INVOCATION_SECONDS,
                    Durations.human(min), Durations.human(Math.ceil(min / 60) * 60));
        }
    }

    /**
     * The time an environment may take, claimed when it starts (environments run one after another).
     *
     * @param precisionUntil rounds beyond the first are planned to end by then
     * @param hardDeadline no JMH invocation starts after this (the run's budget)
     */
    public record Allowance(Instant precisionUntil, Instant hardDeadline) {
    }

    /** @return the next environment's allowance, from now */
    public synchronized Allowance claim(Instant now) {
        int index = claimed++;
        if (budget == null) {
            Instant never = Instant.parse("9999-01-01T00:00:00Z");
            return new Allowance(never, never);
        }
        Instant deadline = start.plus(budget);
        int remaining = Math.max(1, environments - index);
        double others = (remaining - 1) * minimumPerEnvironment();
        double left = Duration.between(now, deadline).toMillis() / 1000.0;
        double share = Math.max(0, left - others - minimumPerEnvironment()) / remaining;
        Instant until = now.plusMillis(Math.round(1000 * (minimumPerEnvironment() + share)));
        return new Allowance(until.isAfter(deadline) ? deadline : until, deadline);
    }

    /** @return what {@code env.json} and {@code precision.json} say about the settings */
    public EnvJson.Precision describe() {
        return new EnvJson.Precision(limits.target(), limits.confidence(),
                "Student t over per-fork values (each JVM fork one unit: its median in sample mode, "
                + "its mean otherwise; each cell's statistic)", limits.minForks(), limits.maxForks(),
                limits.cellSeconds(), budget != null ? budget.toMillis() / 1000.0 : null);
    }

    /** @return e.g. {@code 2%}, {@code 0.5%} */
    public static String percent(double fraction) {
        return trim(100 * fraction) + "%";
    }

    private static String trim(double v) {
        String s = String.format(Locale.ROOT, "%.4f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
