package dev.iobench.runner.run;

import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.env.FioReference;
import dev.iobench.runner.env.Profile;
import dev.iobench.runner.env.SyscallForks;
import dev.iobench.runner.precision.Cell;
import dev.iobench.runner.precision.Durations;
import dev.iobench.runner.precision.PrecisionPlan;
import dev.iobench.runner.precision.StopRule;
import dev.iobench.runner.results.RunLayout;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;
import picocli.CommandLine.ParseResult;

/** {@code iobench run}'s precision options: checks them and builds the run's precision-targeted plan. */
final class PrecisionOptions {
    private final RunCommand run;

    /** @param run the command whose options this reads */
    PrecisionOptions(RunCommand run) {
        this.run = run;
    }

    /**
     * The precision-targeted plan of this run, printed and checked against the budget before
     * anything runs or is written; null when the profile's fixed settings run as they are.
     *
     * @throws ExitException (usage) for inconsistent options or a budget the minimum does not fit
     */
    PrecisionPlan plan(BenchmarkCatalog catalog, List<Pattern> patterns, List<EnvironmentTask> tasks) {
        int environments = tasks.size();
        int containers = (int) tasks.stream().filter(t -> !(t instanceof HostTask)).count();
        ParseResult given = run.spec.commandLine().getParseResult();
        boolean on = run.precision != null || run.profile.precisionTargeted();
        if (!on) {
            for (String o : new String[] {"--budget", "--min-forks", "--max-forks", "--cell-time", "--confidence",
                    "--seed", "--only-answers", "--syscalls"}) {
                if (given.hasMatchedOption(o)) {
                    throw ExitException.usage("%s applies to precision-targeted runs: add --precision P or use "
                            + "--profile default", o);
                }
            }
            return null;
        }
        if (run.jmhArgs.contains("-f")) {
            throw ExitException.usage("--jmh-arg -f: a precision-targeted run chooses the forks; use --min-forks and --max-forks");
        }
        double target = run.precision != null ? parsePrecision(run.precision) : Profile.DEFAULT_TARGET;
        StopRule.Limits limits;
        double cellSeconds;
        Duration budgetDuration;
        try {
            cellSeconds = Durations.parse(run.cellTime).toMillis() / 1000.0;
            budgetDuration = run.budget != null ? Durations.parse(run.budget) : null;
        } catch (IllegalArgumentException e) {
            throw ExitException.usage("%s", e.getMessage());
        }
        if (run.minForks < 3) {
            throw ExitException.usage("--min-forks %d: an interval over forks needs at least 3", run.minForks);
        }
        if (run.maxForks < run.minForks) {
            throw ExitException.usage("--max-forks %d is below --min-forks %d", run.maxForks, run.minForks);
        }
        if (!(run.confidence > 0 && run.confidence < 1)) {
            throw ExitException.usage("--confidence %s: expected a level between 0 and 1, e.g. 0.95", run.confidence);
        }
        limits = new StopRule.Limits(target, run.confidence, run.minForks, run.maxForks, cellSeconds);
        List<Cell> cells = catalog.cells(patterns, run.sweepArgs());
        if (run.onlyAnswers) {
            cells = Cell.readBy(AnswerCells.suite(), cells);
            if (cells.isEmpty()) {
                throw ExitException.usage("--only-answers: none of the selected cells is read by the README's answers");
            }
        }
        double warmup = run.profile.warmupSeconds();
        double measurement = run.profile.measurementSeconds();
        String wi = setting("-wi", run.profile);
        String w = setting("-w", run.profile);
        String i = setting("-i", run.profile);
        String r = setting("-r", run.profile);
        try {
            warmup = Integer.parseInt(wi) * Durations.seconds(w);
            measurement = Integer.parseInt(i) * Durations.seconds(r);
        } catch (IllegalArgumentException e) {
            // JMH's own check rejects a bad setting; the estimate keeps the profile's
        }
        PrecisionPlan plan = new PrecisionPlan(limits, budgetDuration, cells, environments, containers, warmup,
                measurement, String.format(java.util.Locale.ROOT, "%s x %s warmup + %s x %s", wi, w, i, r),
                Instant.now(), AnswerCells.suite());
        if (run.seed != null) {
            if (run.seed < 0 || run.seed >= 1L << 53) {
                throw ExitException.usage("--seed %d: expected a whole number from 0 to 2^53 - 1", run.seed);
            }
            plan.seed(run.seed);
        }
        plan.reference(FioReference.EXPECTED_SECONDS, FioReference.onHost());
        List<EnvironmentTask> profiling = RunCommand.profilingTasks(tasks);
        double profiled = run.syscalls ? plan.syscallSeconds(SyscallForks.FORK_SECONDS, profiling.size(),
                (int) profiling.stream().filter(t -> !(t instanceof HostTask)).count()) : 0;
        plan.print(run.spec.commandLine().getErr());
        if (run.syscalls) {
            run.spec.commandLine().getErr().printf(java.util.Locale.ROOT, "iobench: plan: syscalls: after its cells, the "
                    + "first environment of each filesystem (%d of %d: another JDK on the same filesystem makes the "
                    + "same calls) runs one profiled fork (strace, %s) of each of its %d answer cell(s), about %s in "
                    + "all, counted in the minimum; their JSON goes to %s%n", profiling.size(), tasks.size(),
                    String.join(" ", SyscallForks.SETTINGS), plan.answerCells().size(), Durations.human(profiled),
                    RunLayout.SYSCALLS_GZ);
        }
        plan.check();
        return plan;
    }

    /** @return a JMH setting as this run uses it: the --jmh-arg given, else the profile's */
    private String setting(String flag, Profile p) {
        int at = run.jmhArgs.indexOf(flag);
        if (at >= 0 && at + 1 < run.jmhArgs.size()) {
            return run.jmhArgs.get(at + 1);
        }
        List<String> s = p.jmhArgs();
        return s.get(s.indexOf(flag) + 1);
    }

    /** @return {@code 2%} or {@code 0.02} as a fraction */
    static double parsePrecision(String text) {
        String t = text.trim();
        double v;
        try {
            v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).trim()) / 100
                    : Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw ExitException.usage("--precision '%s': expected a relative half-width such as 2%% or 0.02", text);
        }
        if (!(v > 0 && v < 1)) {
            throw ExitException.usage("--precision '%s': expected more than 0%% and less than 100%%", text);
        }
        return v;
    }
}
