package dev.iobench.runner.precision;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.stats.Fmt;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/** The plan of a precision-targeted run in words: what {@code --dry-run} and a run's start print, and the budget check. */
final class PlanText {
    private PlanText() {
    }

    /** Prints the plan on {@code err}: its environments and cells, minimum, budget, probe and answers. */
    static void print(PrecisionPlan plan, PrintWriter err) {
        double min = plan.minimumSeconds();
        err.printf(Locale.ROOT, "iobench: plan: %d environment(s) x %d cell(s); a cell takes at least %d forks of about "
                + "%.1f s (%s + %.2f s JVM start) = %.1f s, plus one launcher JVM a round%n", plan.environments(),
                plan.cells().size(), plan.limits().minForks(), plan.forkSeconds(), plan.forkDescription(), PrecisionPlan.FORK_OVERHEAD_SECONDS,
                plan.limits().minForks() * plan.forkSeconds());
        err.printf(Locale.ROOT, "iobench: plan: minimum %s (%s per environment: %sthe answers' cells at their "
                + "minimum forks%s); precision target ±%s (%s interval over forks; the answers' ratios over paired forks), caps %d "
                + "forks or %s per cell: at most %s%n", Durations.human(min),
                Durations.human(plan.minimumPerEnvironment()), plan.noiseProbe() ? "the machine-noise probe and " : "",
                plan.referenceSeconds() > 0 ? String.format(Locale.ROOT, ", then fio's reference, about %s",
                        Durations.human(plan.referenceSeconds())) : "",
                PrecisionPlan.percent(plan.limits().target()), Fmt.plainPercent(plan.limits().confidence()),
                plan.limits().maxForks(), Durations.human(plan.limits().cellSeconds()), Durations.human(plan.maximumSeconds()));
        if (plan.budget() != null) {
            double b = plan.budget().toMillis() / 1000.0;
            err.printf(Locale.ROOT, "iobench: plan: budget %s: %s left for precision beyond the minimum; planned %s%n",
                    Durations.human(b), Durations.human(Math.max(0, Math.min(b, plan.maximumSeconds()) - min)),
                    Durations.human(plan.plannedSeconds()));
        } else {
            err.printf(Locale.ROOT, "iobench: plan: no --budget: planned %s at most%n", Durations.human(plan.plannedSeconds()));
        }
        if (plan.noiseProbe()) {
            err.printf(Locale.ROOT, "iobench: plan: machine noise: each environment starts with %d forks of %s (no I/O, "
                    + "about %s), whose spread from fork to fork goes to precision.json%n", MachineNoise.FORKS,
                    MachineNoise.PROBE.label(), Durations.human(plan.noiseProbeSeconds()));
        }
        printAnswers(plan, err);
    }

    /** Prints the answers' share of the plan: their cells and ratios, and how the budget is shared for them. */
    static void printAnswers(PrecisionPlan plan, PrintWriter err) {
        double answersMin = plan.environments() * plan.interleavedMinimum();
        Instant deadline = plan.turns().answersDeadline();
        double answersPlanned = deadline == null ? plan.answersMaximumSeconds()
                : Math.min(plan.answersMaximumSeconds() + plan.environments() * plan.noiseProbeSeconds(),
                        Math.max(answersMin, Duration.between(plan.start(), deadline).toMillis() / 1000.0));
        err.printf(Locale.ROOT, "iobench: plan: answers: %d of %d cell(s) (%d benchmark(s), %d ratio(s)) are read by "
                + "the README's answers and run first: minimum %s, at most %s of %s; the other %d cell(s) get "
                + "what the answers leave (%s at their minimum forks)%n",
                plan.answerCells().size(), plan.cells().size(), PrecisionPlan.benchmarks(plan.answerCells()),
                plan.pairs().size(),
                Durations.human(answersMin), Durations.human(answersPlanned), Durations.human(plan.plannedSeconds()),
                plan.restCells().size(), Durations.human(plan.environments() * plan.minimumOf(plan.restCells())));
        if (!plan.answerCells().isEmpty()) {
            err.printf(Locale.ROOT, "iobench: plan: budget shared across %d environment(s): each in turn runs %sits "
                    + "answers' minimum rounds (%s each); then %s the environment whose widest answer ratio is "
                    + "furthest from ±%s runs %d more rounds, chosen again after every turn, until every ratio is "
                    + "within it; then each runs the rest of the suite with an equal share of what is left%s%n",
                    plan.environments(), plan.noiseProbe() ? "the machine-noise probe and " : "",
                    Durations.human(plan.noiseProbeSeconds() + plan.interleavedMinimum()),
                    deadline == null ? "with no budget," : "until " + Durations.human(answersPlanned)
                            + " into the run,", PrecisionPlan.percent(plan.limits().target()), SharedBudget.SLICE_ROUNDS,
                    plan.referenceSeconds() > 0 ? ", fio's reference after it" : "");
            err.printf(Locale.ROOT, "iobench: plan: answers: each round runs one fork of every answer cell still "
                    + "running, in a shuffled order with the sides of each ratio next to each other (seed %d), from one launcher JVM (about %.1f s a round)%s%n", plan.seed(),
                    PrecisionPlan.INVOCATION_SECONDS, plan.containerEnvironments() > 0 ? String.format(Locale.ROOT, ", and one one-shot "
                            + "container (%.1f s) a round in container environments", PrecisionPlan.CONTAINER_SECONDS) : "");
            err.printf(Locale.ROOT, "iobench: plan: answers: a cell within the target takes a check fork %d rounds "
                    + "later, while others still run, and runs on if that fork widens its interval%n",
                    AnswerRounds.CHECK_AFTER);
        }
        err.flush();
    }

    /**
     * @throws ExitException (usage) with the numbers and what to narrow when the minimum does not fit the budget
     */
    static void check(PrecisionPlan plan) {
        if (plan.budget() == null) {
            return;
        }
        double b = plan.budget().toMillis() / 1000.0;
        double min = plan.minimumSeconds();
        if (min > b) {
            int n = plan.answerCells().isEmpty() ? plan.restCells().size() : plan.answerCells().size();
            throw ExitException.usage("the plan does not fit --budget %s: its minimum is %d environment(s) x %d %scell(s) "
                    + "x %d forks x %.1f s (+ %.1f s a round)%s%s = %s; narrow it (fewer --jdk/--dir/--fs, --include, "
                    + "--jmh-arg -p NAME=VALUE, shorter -w/-r) or raise --budget to at least %s",
                    Durations.human(b), plan.environments(), n, plan.answerCells().isEmpty() ? "" : "answer ", plan.limits().minForks(),
                    plan.forkSeconds(), PrecisionPlan.INVOCATION_SECONDS, plan.noiseProbe() ? String.format(Locale.ROOT,
                            " + the machine-noise probe (%s an environment)", Durations.human(plan.noiseProbeSeconds())) : "",
                    plan.referenceSeconds() > 0 ? String.format(Locale.ROOT, " + fio's reference (%s an environment)",
                            Durations.human(plan.referenceSeconds())) : "",
                    Durations.human(min), Durations.human(Math.ceil(min / 60) * 60));
        }
    }

}
