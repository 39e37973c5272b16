package dev.iobench.runner.precision;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.stats.Fmt;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

/**
 * A precision-targeted run before it starts and while it runs: the cells every environment runs (the
 * answers' first, {@link AnswerCells}), the stop rule's limits, the expected time of a fork, the minimum
 * and maximum the plan needs and, with a budget, how the time beyond the minimum is shared
 * ({@link SharedBudget}); what {@code --dry-run} and a run's start print, and the budget check.
 */
public final class PrecisionPlan {
    /**
     * Expected cost of one fork beyond its iterations: the JVM's start, JMH's handshake, trial setup and its
     * invocation in the round's launcher (measured on a 2-core VM, JDK 17: 1.1 s a fork of 1 x 200 ms + 3 x 200 ms).
     */
    public static final double FORK_OVERHEAD_SECONDS = 0.35;
    /** Expected cost of one round beyond its forks: the launcher JVM that runs it ({@link JmhLauncher#BATCH_MAIN}). */
    public static final double INVOCATION_SECONDS = 0.5;
    /** The answers' share of the cells' time (the budget less the references) when other cells wait. */
    public static final double ANSWERS_SHARE = 0.9;
    /** Expected cost of one more one-shot container (create, start, remove). */
    public static final double CONTAINER_SECONDS = 2.5;

    /** Two cells an answer divides ({@code what}: the claim and column, or reproduction row). */
    public record Pair(String what, Cell baseline, Cell candidate) {
    }

    private final StopRule.Limits limits;
    private final Duration budget;
    private final List<Cell> answerCells;
    private final List<Cell> restCells;
    private final List<Pair> pairs;
    private final int environments;
    private final int containerEnvironments;
    private final double iterationSeconds;
    private final String forkDescription;
    private final Instant start;
    private long seed = ThreadLocalRandom.current().nextLong(1L << 53);
    private boolean noiseProbe = true;
    private double referenceSeconds;
    private final SharedBudget turns;

    /**
     * {@code budget} is null for none; {@code warmupSeconds} and {@code measurementSeconds} are one fork's
     * (iterations x time), which {@code forkDescription} says, e.g. {@code 1 x 200 ms warmup + 3 x 200 ms}.
     */
    public PrecisionPlan(StopRule.Limits limits, Duration budget, List<Cell> cells, int environments,
            int containerEnvironments, double warmupSeconds, double measurementSeconds, String forkDescription,
            Instant start, AnswerCells answers) {
        this.limits = limits;
        this.budget = budget;
        this.answerCells = Cell.readBy(answers, cells);
        this.restCells = cells.stream().filter(c -> !answerCells.contains(c)).toList();
        this.pairs = pairsOf(answers, answerCells);
        this.environments = environments;
        this.containerEnvironments = containerEnvironments;
        this.iterationSeconds = warmupSeconds + measurementSeconds;
        this.forkDescription = forkDescription;
        this.start = start;
        this.turns = new SharedBudget(this, Clock.systemUTC());
    }

    public StopRule.Limits limits() {
        return limits;
    }

    /** The seed of the answers' shuffled fork order: below 2^53, so JSON readers keep it exact. */
    public long seed() {
        return seed;
    }

    public PrecisionPlan seed(long seed) {
        this.seed = seed;
        return this;
    }

    /** The hard cap of the whole run, or null. */
    public Duration budget() {
        return budget;
    }

    /** Every cell, the answers' first. */
    public List<Cell> cells() {
        return Stream.concat(answerCells.stream(), restCells.stream()).toList();
    }

    /** The cells the README's answers read, in catalog order. */
    public List<Cell> answerCells() {
        return answerCells;
    }

    public List<Cell> restCells() {
        return restCells;
    }

    public List<Pair> pairs() {
        return pairs;
    }

    /** For each of the answers' pairs of selectors, the first cell of {@code cells} each side picks, of one mode. */
    private static List<Pair> pairsOf(AnswerCells answers, List<Cell> cells) {
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

    /** Whether each environment starts with the machine-noise probe ({@link Invocations#probe}). */
    public boolean noiseProbe() {
        return noiseProbe;
    }

    public PrecisionPlan noiseProbe(boolean probe) {
        this.noiseProbe = probe;
        return this;
    }

    /** Expected seconds of the reference (fio) after each environment's cells, 0 without it. */
    public double referenceSeconds() {
        return referenceSeconds;
    }

    /**
     * Sets aside the reference (fio, {@code seconds}) after each environment's cells, in the minimum and the
     * budget: in each host environment when {@code onHost} (fio is installed there), and in each container
     * with one more one-shot container and its launcher; the plan keeps the average over its environments.
     */
    public PrecisionPlan reference(double seconds, boolean onHost) {
        double hosts = onHost ? (environments - containerEnvironments) * seconds : 0;
        double containers = containerEnvironments * (seconds + CONTAINER_SECONDS + INVOCATION_SECONDS);
        this.referenceSeconds = environments <= 0 ? 0 : (hosts + containers) / environments;
        return this;
    }

    /**
     * Sets aside, after the cells of each of the {@code profiling} environments ({@code profilingContainers} of
     * them containers), one profiled fork of {@code forkSeconds} of every answer cell in one round, counted with
     * the reference, and returns the seconds of all of them. Call after {@link #reference}.
     */
    public double syscallSeconds(double forkSeconds, int profiling, int profilingContainers) {
        if (answerCells.isEmpty() || environments <= 0 || profiling <= 0) {
            return 0;
        }
        double all = profiling * (answerCells.size() * forkSeconds + INVOCATION_SECONDS)
                + profilingContainers * CONTAINER_SECONDS;
        referenceSeconds += all / environments;
        return all;
    }

    /** Expected seconds of the machine-noise probe (one launcher, its forks), 0 without it. */
    public double noiseProbeSeconds() {
        return noiseProbe ? INVOCATION_SECONDS + Invocations.PROBE_FORKS * forkSeconds() : 0;
    }

    /** Expected seconds of one fork, start-up included. */
    public double forkSeconds() {
        return iterationSeconds + FORK_OVERHEAD_SECONDS;
    }

    /** How many benchmarks {@code some} are of: one JMH invocation each in a first round. */
    static long benchmarks(List<Cell> some) {
        return some.stream().map(Cell::benchmark).distinct().count();
    }

    /** Expected seconds an environment needs at least: probe, answers' (else rest's) first rounds, reference. */
    public double minimumPerEnvironment() {
        return noiseProbeSeconds() + (answerCells.isEmpty() ? minimumOf(restCells) : interleavedMinimum())
                + referenceSeconds;
    }

    /** Expected seconds of the answers' first rounds: each at its minimum forks, one launcher a round. */
    public double interleavedMinimum() {
        return answerCells.isEmpty() ? 0
                : limits.minForks() * (answerCells.size() * forkSeconds() + INVOCATION_SECONDS);
    }

    /** Expected seconds of one answer cell at its caps, its share of the rounds' launchers included. */
    double interleavedCapPerCell() {
        double perFork = forkSeconds() + INVOCATION_SECONDS / Math.max(1, answerCells.size());
        return Math.min(limits.maxForks() * perFork, Math.max(limits.cellSeconds(), limits.minForks() * perFork));
    }

    /** Expected seconds of a first round of {@code some}: each at its minimum forks. */
    double minimumOf(List<Cell> some) {
        return benchmarks(some) * INVOCATION_SECONDS + some.size() * limits.minForks() * forkSeconds();
    }

    /** Expected seconds of the whole run at the minimum. */
    public double minimumSeconds() {
        return environments * minimumPerEnvironment() + containerEnvironments * CONTAINER_SECONDS
                * ((answerCells.isEmpty() ? 1 : limits.minForks()) + (noiseProbe ? 1 : 0));
    }

    /**
     * Expected seconds of the whole run if every cell ran to its caps; a container environment's one-shot
     * containers are one a round: the probe's, one fork a round for the answers, then the rest's.
     */
    public double maximumSeconds() {
        double capPerCell = Math.min(limits.maxForks() * forkSeconds() + 2 * INVOCATION_SECONDS,
                Math.max(limits.cellSeconds(), limits.minForks() * forkSeconds() + INVOCATION_SECONDS));
        int maximumRounds = Math.max(1, (noiseProbe ? 1 : 0) + (answerCells.isEmpty() ? 0 : limits.maxForks())
                + (restCells.isEmpty() ? 0 : Math.max(1, limits.maxForks() - limits.minForks() + 1)));
        return environments * (noiseProbeSeconds() + referenceSeconds + answerCells.size() * interleavedCapPerCell()
                + benchmarks(restCells) * INVOCATION_SECONDS + restCells.size() * capPerCell)
                + containerEnvironments * CONTAINER_SECONDS * maximumRounds;
    }

    /** The planned duration: the caps' maximum, cut by the budget. */
    public double plannedSeconds() {
        double max = maximumSeconds();
        return budget != null ? Math.min(max, budget.toMillis() / 1000.0) : max;
    }

    public double plannedSecondsPerEnvironment() {
        return environments > 0 ? plannedSeconds() / environments : 0;
    }

    public int environments() {
        return environments;
    }

    public Instant start() {
        return start;
    }

    public SharedBudget turns() {
        return turns;
    }

    /** What {@code env.json} and {@code precision.json} say about the settings. */
    public EnvJson.Precision describe() {
        return new EnvJson.Precision(limits.target(), limits.confidence(),
                "Student t over per-fork values (each JVM fork one unit: its median in sample mode, "
                + "its mean otherwise; each cell's statistic)", limits.minForks(), limits.maxForks(),
                limits.cellSeconds(), budget != null ? budget.toMillis() / 1000.0 : null);
    }

    /** Prints the plan on {@code err}: its environments and cells, minimum, budget, probe and answers. */
    public void print(PrintWriter err) {
        double min = minimumSeconds();
        err.printf(Locale.ROOT, "iobench: plan: %d environment(s) x %d cell(s); a cell takes at least %d forks of "
                + "about %.1f s (%s + %.2f s JVM start) = %.1f s, plus one launcher JVM a round%n", environments,
                cells().size(), limits.minForks(), forkSeconds(), forkDescription, FORK_OVERHEAD_SECONDS,
                limits.minForks() * forkSeconds());
        err.printf(Locale.ROOT, "iobench: plan: minimum %s (%s per environment: %sthe answers' cells at their "
                + "minimum forks%s); precision target %s (%s interval over forks; the answers' ratios over paired "
                + "forks), caps %d forks or %s per cell: at most %s%n", Durations.human(min),
                Durations.human(minimumPerEnvironment()), noiseProbe ? "the machine-noise probe and " : "",
                referenceSeconds > 0 ? String.format(Locale.ROOT, ", then fio's reference, about %s",
                        Durations.human(referenceSeconds)) : "",
                limits.targetLabel(), Fmt.plainPercent(limits.confidence()),
                limits.maxForks(), Durations.human(limits.cellSeconds()), Durations.human(maximumSeconds()));
        if (budget != null) {
            double b = budget.toMillis() / 1000.0;
            err.printf(Locale.ROOT, "iobench: plan: budget %s: %s left for precision beyond the minimum; planned %s%n",
                    Durations.human(b), Durations.human(Math.max(0, Math.min(b, maximumSeconds()) - min)),
                    Durations.human(plannedSeconds()));
        } else {
            err.printf(Locale.ROOT, "iobench: plan: no --budget: planned %s at most%n",
                    Durations.human(plannedSeconds()));
        }
        if (noiseProbe) {
            err.printf(Locale.ROOT, "iobench: plan: machine noise: each environment starts with %d forks of %s (no "
                    + "I/O, about %s), whose spread from fork to fork goes to precision.json%n",
                    Invocations.PROBE_FORKS, Invocations.PROBE.label(), Durations.human(noiseProbeSeconds()));
        }
        double answersMin = environments * interleavedMinimum();
        double answersMax = environments * answerCells.size() * interleavedCapPerCell();
        Instant deadline = turns.answersDeadline();
        double answersPlanned = deadline == null ? answersMax
                : Math.min(answersMax + environments * noiseProbeSeconds(),
                        Math.max(answersMin, Duration.between(start, deadline).toMillis() / 1000.0));
        err.printf(Locale.ROOT, "iobench: plan: answers: %d of %d cell(s) (%d benchmark(s), %d ratio(s)) are read by "
                + "the README's answers and run first: minimum %s, at most %s of %s; the other %d cell(s) get "
                + "what the answers leave (%s at their minimum forks)%n",
                answerCells.size(), cells().size(), benchmarks(answerCells), pairs.size(),
                Durations.human(answersMin), Durations.human(answersPlanned), Durations.human(plannedSeconds()),
                restCells.size(), Durations.human(environments * minimumOf(restCells)));
        if (!answerCells.isEmpty()) {
            err.printf(Locale.ROOT, "iobench: plan: budget shared across %d environment(s): each in turn runs %sits "
                    + "answers' minimum rounds (%s each); then %s the environment whose widest answer ratio is "
                    + "furthest from %s runs %d more rounds, chosen again after every turn, until every ratio is "
                    + "within it; then each runs the rest of the suite with an equal share of what is left%s%n",
                    environments, noiseProbe ? "the machine-noise probe and " : "",
                    Durations.human(noiseProbeSeconds() + interleavedMinimum()),
                    deadline == null ? "with no budget," : "until " + Durations.human(answersPlanned)
                            + " into the run,", limits.targetLabel(), SharedBudget.SLICE_ROUNDS,
                    referenceSeconds > 0 ? ", fio's reference after it" : "");
            err.printf(Locale.ROOT, "iobench: plan: answers: each round runs one fork of every answer cell still "
                    + "running, in a shuffled order with the sides of each ratio next to each other (seed %d), from "
                    + "one launcher JVM (about %.1f s a round)%s%n", seed, INVOCATION_SECONDS,
                    containerEnvironments > 0 ? String.format(Locale.ROOT, ", and one one-shot container (%.1f s) "
                            + "a round in container environments", CONTAINER_SECONDS) : "");
            err.printf(Locale.ROOT, "iobench: plan: answers: a cell within the target takes a check fork %d rounds "
                    + "later, while others still run, and runs on if that fork widens its interval%n",
                    AnswerRounds.CHECK_AFTER);
        }
        err.flush();
    }

    /** Throws a usage {@link ExitException} with the numbers and what to narrow when the minimum exceeds the budget. */
    public void check() {
        double min = minimumSeconds();
        if (budget != null && min > budget.toMillis() / 1000.0) {
            int n = answerCells.isEmpty() ? restCells.size() : answerCells.size();
            throw ExitException.usage("the plan does not fit --budget %s: its minimum is %d environment(s) x %d "
                    + "%scell(s) x %d forks x %.1f s (+ %.1f s a round)%s%s = %s; narrow it (fewer --jdk/--dir/--fs, "
                    + "--include, --jmh-arg -p NAME=VALUE, shorter -w/-r) or raise --budget to at least %s",
                    Durations.human(budget.toMillis() / 1000.0), environments, n,
                    answerCells.isEmpty() ? "" : "answer ", limits.minForks(), forkSeconds(), INVOCATION_SECONDS,
                    noiseProbe ? String.format(Locale.ROOT, " + the machine-noise probe (%s an environment)",
                            Durations.human(noiseProbeSeconds())) : "",
                    referenceSeconds > 0 ? String.format(Locale.ROOT, " + fio's reference (%s an environment)",
                            Durations.human(referenceSeconds)) : "",
                    Durations.human(min), Durations.human(Math.ceil(min / 60) * 60));
        }
    }
}
