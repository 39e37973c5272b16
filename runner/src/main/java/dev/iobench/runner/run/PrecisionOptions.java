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
import dev.iobench.runner.results.RunSettings;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/** {@code iobench run}'s precision options, kept as given in {@code run.json} ({@link RunSettings.Precision}). */
public final class PrecisionOptions {
    @Option(names = "--precision", paramLabel = "P",
            description = "Run every cell until the confidence interval over its forks (each fork's median "
                    + "latency for SampleTime, else its mean) is within P of the centre, e.g. 2%% or 0.02 (default: "
                    + "5%% with --profile default; none with quick and full).")
    String precision;

    @Option(names = "--min-forks", paramLabel = "N", defaultValue = "" + Profile.DEFAULT_MIN_FORKS,
            description = "Precision runs: forks every cell runs first, at least 3 (default: ${DEFAULT-VALUE}).")
    int minForks;

    @Option(names = "--max-forks", paramLabel = "N", defaultValue = "" + Profile.DEFAULT_MAX_FORKS,
            description = "Precision runs: forks a cell runs at most (default: ${DEFAULT-VALUE}).")
    int maxForks;

    @Option(names = "--cell-time", paramLabel = "DURATION", defaultValue = Profile.DEFAULT_CELL_SECONDS + "s",
            description = "Precision runs: time a cell may take at most, all its forks together; its first "
                    + "--min-forks always run (default: ${DEFAULT-VALUE}).")
    String cellTime;

    @Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "" + Profile.DEFAULT_CONFIDENCE,
            description = "Precision runs: confidence level of the interval the stop rule uses (default: ${DEFAULT-VALUE}).")
    double confidence;

    @Option(names = "--budget", paramLabel = "DURATION",
            description = "Precision runs: hard cap for the whole run, e.g. 6h or 1h30m. The plan's minimum must fit "
                    + "(else exit 2, nothing run); the time beyond it is shared among the environments, and no JMH "
                    + "invocation starts after the budget is spent.")
    String budget;

    @Option(names = "--seed", paramLabel = "N",
            description = "Precision runs: seed of the shuffled order the answers' forks run in each round (default: "
                    + "chosen per run; precision.json keeps it as \"seed\"). Give it to reproduce a run's order.")
    Long seed;

    @Option(names = "--only-answers",
            description = "Precision runs: run only the cells the README's answers read (--dry-run --verbose "
                    + "lists them), not the rest of the selection.")
    boolean onlyAnswers;

    @Option(names = "--syscalls",
            description = "Precision runs: after each environment's timed forks, one short fork of every answer cell "
                    + "under strace (the suite's SyscallProfiler): system calls per op into syscalls.json.gz beside "
                    + "jmh.json, never among the timed forks. Where ptrace is refused, run.json says so.")
    boolean syscalls;

    /** @return these options as run.json keeps them: all but {@code --seed} */
    RunSettings.Precision settings() {
        return new RunSettings.Precision(precision, minForks, maxForks, cellTime, confidence, budget, onlyAnswers,
                syscalls);
    }

    /** @return the options a run's {@code run.json} kept, with this invocation's {@code seed} */
    static PrecisionOptions of(RunSettings.Precision stored, Long seed) {
        PrecisionOptions o = new PrecisionOptions();
        o.precision = stored.precision();
        o.minForks = stored.minForks();
        o.maxForks = stored.maxForks();
        o.cellTime = stored.cellTime();
        o.confidence = stored.confidence();
        o.budget = stored.budget();
        o.onlyAnswers = stored.onlyAnswers();
        o.syscalls = stored.syscalls();
        o.seed = seed;
        return o;
    }

    /**
     * The run's precision-targeted plan, printed and checked against the budget (usage error); null when the
     * profile's fixed settings run as they are.
     */
    PrecisionPlan plan(RunCommand run, BenchmarkCatalog catalog, List<Pattern> patterns,
            List<EnvironmentTask> tasks) {
        int containers = (int) tasks.stream().filter(t -> !(t instanceof HostTask)).count();
        ParseResult given = run.spec.commandLine().getParseResult();
        if (!on(run.profile)) {
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
        double target = precision != null ? parsePrecision(precision) : Profile.DEFAULT_TARGET;
        double cellSeconds;
        Duration budgetDuration;
        try {
            cellSeconds = Durations.parse(cellTime).toMillis() / 1000.0;
            budgetDuration = budget != null ? Durations.parse(budget) : null;
        } catch (IllegalArgumentException e) {
            throw ExitException.usage("%s", e.getMessage());
        }
        if (minForks < 3) {
            throw ExitException.usage("--min-forks %d: an interval over forks needs at least 3", minForks);
        }
        if (maxForks < minForks) {
            throw ExitException.usage("--max-forks %d is below --min-forks %d", maxForks, minForks);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw ExitException.usage("--confidence %s: expected a level between 0 and 1, e.g. 0.95", confidence);
        }
        StopRule.Limits limits = new StopRule.Limits(target, confidence, minForks, maxForks, cellSeconds);
        List<Cell> cells = catalog.cells(patterns, run.sweepArgs());
        if (onlyAnswers) {
            cells = Cell.readBy(AnswerCells.suite(), cells);
            if (cells.isEmpty()) {
                throw ExitException.usage("--only-answers: none of the selected cells is read by the README's answers");
            }
        }
        double warmup = run.profile.warmupSeconds();
        double measurement = run.profile.measurementSeconds();
        String wi = setting(run, "-wi");
        String w = setting(run, "-w");
        String i = setting(run, "-i");
        String r = setting(run, "-r");
        try {
            warmup = Integer.parseInt(wi) * Durations.seconds(w);
            measurement = Integer.parseInt(i) * Durations.seconds(r);
        } catch (IllegalArgumentException e) {
            // JMH's own check rejects a bad setting; the estimate keeps the profile's
        }
        PrecisionPlan plan = new PrecisionPlan(limits, budgetDuration, cells, tasks.size(), containers, warmup,
                measurement, String.format(java.util.Locale.ROOT, "%s x %s warmup + %s x %s", wi, w, i, r),
                Instant.now(), AnswerCells.suite());
        if (seed != null) {
            if (seed < 0 || seed >= 1L << 53) {
                throw ExitException.usage("--seed %d: expected a whole number from 0 to 2^53 - 1", seed);
            }
            plan.seed(seed);
        }
        plan.reference(FioReference.EXPECTED_SECONDS, FioReference.onHost());
        // the first task of each (kind, filesystem) pair, in run order, runs the profiled forks
        Set<String> filesystems = new HashSet<>();
        List<EnvironmentTask> profiling = tasks.stream().filter(t -> filesystems.add(t.filesystemKey())).toList();
        double profiled = syscalls ? plan.syscallSeconds(SyscallForks.FORK_SECONDS, profiling.size(),
                (int) profiling.stream().filter(t -> !(t instanceof HostTask)).count()) : 0;
        plan.print(run.spec.commandLine().getErr());
        if (syscalls) {
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

    /** Whether these options make {@code profile}'s run precision-targeted. */
    boolean on(Profile profile) {
        return precision != null || profile == Profile.DEFAULT;
    }

    /** A JMH setting as this run uses it: --jmh-arg's, else the profile's. */
    private static String setting(RunCommand run, String flag) {
        int at = run.jmhArgs.indexOf(flag);
        if (at >= 0 && at + 1 < run.jmhArgs.size()) {
            return run.jmhArgs.get(at + 1);
        }
        List<String> s = run.profile.jmhArgs();
        return s.get(s.indexOf(flag) + 1);
    }

    /** {@code 2%} or {@code 0.02} as a fraction. */
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
