package dev.iobench.runner.precision;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.report.stats.Fmt;
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
 * the stop rule's limits, the time one fork is expected to take, the minimum the plan needs (the
 * machine-noise probe, every answer cell at its minimum forks and the reference after them, in every
 * environment) and, with a budget, how the time beyond that minimum is shared ({@link SharedBudget}).
 *
 * <p>The cells the README's answers read ({@link AnswerCells}) come first: every environment runs
 * them to their minimum forks; then the answers' share of the budget ({@link #ANSWERS_SHARE} of
 * the cells' time) goes, a few rounds at a time, to the environment whose widest ratio
 * ({@link AnswerPairs}) is furthest from the target, until every ratio is within it or capped; the
 * other cells then fill what is left, an equal share per environment, as many as fit (those that do
 * not are recorded as not run). The answers' cells run interleaved:
 * each round is one fork of every answer cell still running, in an order shuffled afresh every
 * round with the run's {@link #seed()}, each fork its own JMH invocation, the round's invocations
 * from one launcher JVM ({@link Batch}).
 */
public final class PrecisionPlan {
    /**
     * Expected cost of one fork beyond its iterations: the forked JVM's start, JMH's handshake and
     * trial setup, and its invocation within the round's launcher (measured on a 2-core VM, JDK 17:
     * 1.1 s a fork of 1 x 200 ms + 3 x 200 ms).
     */
    public static final double FORK_OVERHEAD_SECONDS = 0.35;
    /** Expected cost of one round beyond its forks: the one launcher JVM that runs it ({@link Batch}). */
    public static final double INVOCATION_SECONDS = 0.5;
    /**
     * The answers' cells may take this share of the cells' time (the budget less the references) when
     * other cells wait; they stop earlier when every ratio is within the target.
     */
    public static final double ANSWERS_SHARE = 0.9;
    /** Expected cost of one more one-shot container (create, start, remove). */
    public static final double CONTAINER_SECONDS = 2.5;

    private final StopRule.Limits limits;
    private final Duration budget;
    private final List<Cell> cells;
    private final List<Cell> answerCells;
    private final List<Cell> restCells;
    private final List<AnswerPairs.Pair> pairs;
    private final int environments;
    private final int containerEnvironments;
    private final double iterationSeconds;
    private final String forkDescription;
    private final Instant start;
    private int claimed;
    /** Seeds the shuffled order of the answers' forks; chosen per run unless given. */
    private long seed = ThreadLocalRandom.current().nextLong(1L << 53);
    private boolean noiseProbe = true;
    private double referenceSeconds;
    private final SharedBudget turns = new SharedBudget(this, java.time.Clock.systemUTC());
    /** Environments that run now and share the budget: all, unless a resume runs fewer. */
    private int running;

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
        this.pairs = AnswerPairs.of(answers, answerCells);
        List<Cell> ordered = new ArrayList<>(answerCells);
        ordered.addAll(restCells);
        this.cells = List.copyOf(ordered);
        this.environments = environments;
        this.running = Math.max(1, environments);
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

    /** @return the ratios the answers divide, as pairs of answer cells */
    public List<AnswerPairs.Pair> pairs() {
        return pairs;
    }

    /** @return whether the answers read {@code cell} */
    public boolean isAnswer(Cell cell) {
        return answerCells.contains(cell);
    }

    /** @return whether each environment starts with the machine-noise probe ({@link MachineNoise}) */
    public boolean noiseProbe() {
        return noiseProbe;
    }

    /** @return this plan, with or without the machine-noise probe at each environment's start */
    public PrecisionPlan noiseProbe(boolean probe) {
        this.noiseProbe = probe;
        return this;
    }

    /** @return expected seconds of the reference (fio) that runs after each environment's cells, 0 without it */
    public double referenceSeconds() {
        return referenceSeconds;
    }

    /**
     * Sets aside the reference (fio) that runs after each environment's cells, counted in the plan's
     * minimum and the budget: {@code seconds} in each host environment where it runs (a host without
     * fio skips it), and in each container one more one-shot container and its launcher besides.
     *
     * @param seconds expected seconds of one environment's reference
     *     ({@link dev.iobench.runner.env.FioReference#EXPECTED_SECONDS})
     * @param onHost whether host environments run it (fio is installed on the host)
     * @return this plan, its per-environment reference the average over its environments
     */
    public PrecisionPlan reference(double seconds, boolean onHost) {
        double hosts = onHost ? (environments - containerEnvironments) * seconds : 0;
        double containers = containerEnvironments * (seconds + CONTAINER_SECONDS + INVOCATION_SECONDS);
        this.referenceSeconds = environments <= 0 ? 0 : (hosts + containers) / environments;
        return this;
    }

    /**
     * Sets aside, after each environment's cells, one profiled fork of every answer cell (one round:
     * one launcher, and one more one-shot container in a container environment), counted with the
     * reference in the minimum and the budget. Call after {@link #reference}.
     *
     * @param forkSeconds expected seconds of one profiled fork
     * @return expected seconds of one environment's profiled forks, on average over its environments
     */
    public double syscallSeconds(double forkSeconds) {
        if (answerCells.isEmpty() || environments <= 0) {
            return 0;
        }
        double each = answerCells.size() * forkSeconds + INVOCATION_SECONDS
                + CONTAINER_SECONDS * containerEnvironments / environments;
        referenceSeconds += each;
        return each;
    }

    /** @return expected seconds of the machine-noise probe (one launcher, its forks), 0 without it */
    public double noiseProbeSeconds() {
        return noiseProbe ? INVOCATION_SECONDS + MachineNoise.FORKS * forkSeconds() : 0;
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
     * @return expected seconds an environment needs at least: the machine-noise probe, the answers' first
     *     rounds (without answers, the other cells' first round) and the reference after them; the other
     *     cells fill what is left
     */
    public double minimumPerEnvironment() {
        return noiseProbeSeconds() + (answerCells.isEmpty() ? minimumOf(restCells) : interleavedMinimum())
                + referenceSeconds;
    }

    /**
     * @return expected seconds of the answers' first rounds: each answer cell at its minimum forks,
     *     one round per fork, each round from one launcher
     */
    public double interleavedMinimum() {
        return answerCells.isEmpty() ? 0
                : limits.minForks() * (answerCells.size() * forkSeconds() + INVOCATION_SECONDS);
    }

    /** @return expected seconds of one answer cell at its caps (its share of the rounds' launchers included) */
    public double interleavedCapPerCell() {
        double perFork = forkSeconds() + INVOCATION_SECONDS / Math.max(1, answerCells.size());
        return Math.min(limits.maxForks() * perFork, Math.max(limits.cellSeconds(), limits.minForks() * perFork));
    }

    /**
     * @return rounds an environment runs at most: the machine-noise probe, one fork a round for the
     *     answers, then the rest's rounds
     */
    private int maximumRounds() {
        return Math.max(1, (noiseProbe ? 1 : 0) + (answerCells.isEmpty() ? 0 : limits.maxForks())
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
        return environments * minimumPerEnvironment() + containerEnvironments * CONTAINER_SECONDS
                * ((answerCells.isEmpty() ? 1 : limits.minForks()) + (noiseProbe ? 1 : 0));
    }

    /** @return expected seconds of one cell at its caps */
    public double capPerCell() {
        double byForks = limits.maxForks() * forkSeconds() + 2 * INVOCATION_SECONDS;
        double byTime = Math.max(limits.cellSeconds(), limits.minForks() * forkSeconds() + INVOCATION_SECONDS);
        return Math.min(byForks, byTime);
    }

    /** @return expected seconds of the whole run if every cell ran to its caps */
    public double maximumSeconds() {
        return environments * (noiseProbeSeconds() + referenceSeconds + answerCells.size() * interleavedCapPerCell() + groups(restCells).size() * INVOCATION_SECONDS
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

    /** Prints the plan on {@code err}: its environments and cells, minimum, budget, probe and answers. */
    public void print(PrintWriter err) {
        double min = minimumSeconds();
        err.printf(Locale.ROOT, "iobench: plan: %d environment(s) x %d cell(s); a cell takes at least %d forks of about "
                + "%.1f s (%s + %.2f s JVM start) = %.1f s, plus one launcher JVM a round%n", environments,
                cells.size(), limits.minForks(), forkSeconds(), forkDescription, FORK_OVERHEAD_SECONDS,
                limits.minForks() * forkSeconds());
        err.printf(Locale.ROOT, "iobench: plan: minimum %s (%s per environment: %sthe answers' cells at their "
                + "minimum forks%s); precision target ±%s (%s interval over forks; the answers' ratios over paired forks), caps %d "
                + "forks or %s per cell: at most %s%n", Durations.human(min),
                Durations.human(minimumPerEnvironment()), noiseProbe ? "the machine-noise probe and " : "",
                referenceSeconds > 0 ? String.format(Locale.ROOT, ", then fio's reference, about %s",
                        Durations.human(referenceSeconds)) : "",
                percent(limits.target()), Fmt.plainPercent(limits.confidence()),
                limits.maxForks(), Durations.human(limits.cellSeconds()), Durations.human(maximumSeconds()));
        if (budget != null) {
            double b = budget.toMillis() / 1000.0;
            err.printf(Locale.ROOT, "iobench: plan: budget %s: %s left for precision beyond the minimum; planned %s%n",
                    Durations.human(b), Durations.human(Math.max(0, Math.min(b, maximumSeconds()) - min)),
                    Durations.human(plannedSeconds()));
        } else {
            err.printf(Locale.ROOT, "iobench: plan: no --budget: planned %s at most%n", Durations.human(plannedSeconds()));
        }
        if (noiseProbe) {
            err.printf(Locale.ROOT, "iobench: plan: machine noise: each environment starts with %d forks of %s (no I/O, "
                    + "about %s), whose spread from fork to fork goes to precision.json%n", MachineNoise.FORKS,
                    MachineNoise.PROBE.label(), Durations.human(noiseProbeSeconds()));
        }
        printAnswers(err);
        err.flush();
    }

    /** Prints the answers' share of the plan: their cells and ratios, and how the budget is shared for them. */
    void printAnswers(PrintWriter err) {
        double answersMin = environments * interleavedMinimum();
        Instant deadline = answersDeadline();
        double answersPlanned = deadline == null ? answersMaximumSeconds()
                : Math.min(answersMaximumSeconds() + environments * noiseProbeSeconds(),
                        Math.max(answersMin, Duration.between(start, deadline).toMillis() / 1000.0));
        err.printf(Locale.ROOT, "iobench: plan: answers: %d of %d cell(s) (%d benchmark(s), %d ratio(s)) are read by "
                + "the README's answers and run first: minimum %s, at most %s of %s; the other %d cell(s) get "
                + "what the answers leave (%s at their minimum forks)%n",
                answerCells.size(), cells.size(), groups(answerCells).size(), pairs.size(),
                Durations.human(answersMin), Durations.human(answersPlanned), Durations.human(plannedSeconds()),
                restCells.size(), Durations.human(environments * minimumOf(restCells)));
        if (!answerCells.isEmpty()) {
            err.printf(Locale.ROOT, "iobench: plan: budget shared across %d environment(s): each in turn runs %sits "
                    + "answers' minimum rounds (%s each); then %s the environment whose widest answer ratio is "
                    + "furthest from ±%s runs %d more rounds, chosen again after every turn, until every ratio is "
                    + "within it; then each runs the rest of the suite with an equal share of what is left%s%n",
                    environments, noiseProbe ? "the machine-noise probe and " : "",
                    Durations.human(noiseProbeSeconds() + interleavedMinimum()),
                    deadline == null ? "with no budget," : "until " + Durations.human(answersPlanned)
                            + " into the run,", percent(limits.target()), SharedBudget.SLICE_ROUNDS,
                    referenceSeconds > 0 ? ", fio's reference after it" : "");
            err.printf(Locale.ROOT, "iobench: plan: answers: each round runs one fork of every answer cell still "
                    + "running, in a shuffled order with the sides of each ratio next to each other (seed %d), from one launcher JVM (about %.1f s a round)%s%n", seed,
                    INVOCATION_SECONDS, containerEnvironments > 0 ? String.format(Locale.ROOT, ", and one one-shot "
                            + "container (%.1f s) a round in container environments", CONTAINER_SECONDS) : "");
            err.printf(Locale.ROOT, "iobench: plan: answers: a cell within the target takes a check fork %d rounds "
                    + "later, while others still run, and runs on if that fork widens its interval%n",
                    AnswerRounds.CHECK_AFTER);
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
            int n = answerCells.isEmpty() ? restCells.size() : answerCells.size();
            throw ExitException.usage("the plan does not fit --budget %s: its minimum is %d environment(s) x %d %scell(s) "
                    + "x %d forks x %.1f s (+ %.1f s a round)%s%s = %s; narrow it (fewer --jdk/--dir/--fs, --include, "
                    + "--jmh-arg -p NAME=VALUE, shorter -w/-r) or raise --budget to at least %s",
                    Durations.human(b), environments, n, answerCells.isEmpty() ? "" : "answer ", limits.minForks(),
                    forkSeconds(), INVOCATION_SECONDS, noiseProbe ? String.format(Locale.ROOT,
                            " + the machine-noise probe (%s an environment)", Durations.human(noiseProbeSeconds())) : "",
                    referenceSeconds > 0 ? String.format(Locale.ROOT, " + fio's reference (%s an environment)",
                            Durations.human(referenceSeconds)) : "",
                    Durations.human(min), Durations.human(Math.ceil(min / 60) * 60));
        }
    }

    /**
     * The time an environment may take, claimed when it starts (environments run one after another).
     *
     * @param precisionUntil rounds beyond the first are planned to end by then
     * @param hardDeadline no JMH invocation starts after this (the run's budget, less the references
     *     still to run)
     */
    public record Allowance(Instant precisionUntil, Instant hardDeadline) {
    }

    /** @return when the run's budget ends, or null without one */
    public Instant budgetEnd() {
        return budget == null ? null : start.plusMillis(Math.round(1000 * effectiveBudgetSeconds()));
    }

    /** @return whose turn it is to spend the budget, across the run's environments */
    public SharedBudget turns() {
        return turns;
    }

    /**
     * @return when the answers' rounds of the shared phase stop (null without a budget): the budget,
     *     less every environment's reference and, when other cells wait, their share
     *     ({@code 1 - ANSWERS_SHARE}) of the cells' time
     */
    public Instant answersDeadline() {
        if (budget == null) {
            return null;
        }
        double b = effectiveBudgetSeconds();
        double cells = Math.max(0, b - running * referenceSeconds);
        double reserve = running * referenceSeconds + (restCells.isEmpty() ? 0 : (1 - ANSWERS_SHARE) * cells);
        return start.plusMillis(Math.round(1000 * (b - reserve)));
    }

    /**
     * Says how many of the plan's environments run now (a resumed run runs those not yet done): they
     * share the part of the budget they would have had in the whole run, so a resume ends early.
     */
    public void running(int environments) {
        this.running = Math.max(1, Math.min(environments, this.environments));
    }

    /** @return the budget the environments running now share, in seconds */
    private double effectiveBudgetSeconds() {
        return budget.toMillis() / 1000.0 * running / Math.max(1, environments);
    }

    /**
     * @param environmentsLeft environments not yet finished, whose references are still to run
     * @return no JMH invocation starts after this: the budget, less those references
     */
    Instant hardDeadline(Instant now, int environmentsLeft) {
        if (budget == null) {
            return NEVER;
        }
        return start.plusMillis(Math.round(1000 * (effectiveBudgetSeconds() - environmentsLeft * referenceSeconds)));
    }

    /**
     * @param environmentsLeft environments not yet finished, the one starting its rest included
     * @return the rest-of-the-suite allowance of the next environment: an equal share of what the budget
     *     leaves after the references still to run
     */
    Allowance restAllowance(Instant now, int environmentsLeft) {
        Instant hard = hardDeadline(now, environmentsLeft);
        if (budget == null) {
            return new Allowance(NEVER, NEVER);
        }
        int n = Math.max(1, environmentsLeft);
        double left = Duration.between(now, hard).toMillis() / 1000.0;
        Instant until = now.plusMillis(Math.round(1000 * Math.max(0, left) / n));
        return new Allowance(until.isAfter(hard) ? hard : until, hard);
    }

    private static final Instant NEVER = Instant.parse("9999-01-01T00:00:00Z");

    /** @return the next environment's allowance, from now */
    public synchronized Allowance claim(Instant now) {
        int index = claimed++;
        if (budget == null) {
            return new Allowance(NEVER, NEVER);
        }
        int remaining = Math.max(1, environments - index);
        // the references of this environment and those to come run after their cells, within the budget
        Instant deadline = start.plus(budget).minusMillis(Math.round(1000 * remaining * referenceSeconds));
        double others = (remaining - 1) * minimumPerEnvironment();
        double left = Duration.between(now, start.plus(budget)).toMillis() / 1000.0;
        double share = Math.max(0, left - others - minimumPerEnvironment()) / remaining;
        Instant until = now.plusMillis(Math.round(1000 * (minimumPerEnvironment() - referenceSeconds + share)));
        return new Allowance(until.isAfter(deadline) ? deadline : until, deadline);
    }

    /** @return what {@code env.json} and {@code precision.json} say about the settings */
    public EnvJson.Precision describe() {
        return new EnvJson.Precision(limits.target(), limits.confidence(),
                "Student t over per-fork values (each JVM fork one unit: its median in sample mode, "
                + "its mean otherwise; each cell's statistic)", limits.minForks(), limits.maxForks(),
                limits.cellSeconds(), budget != null ? budget.toMillis() / 1000.0 : null);
    }

    /** @return e.g. {@code 2%}, {@code 0.5%} ({@link Fmt#plainPercent}) */
    public static String percent(double fraction) {
        return Fmt.plainPercent(fraction);
    }
}
