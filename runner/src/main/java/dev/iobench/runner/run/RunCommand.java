package dev.iobench.runner.run;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.Verbosity;
import dev.iobench.runner.container.ContainerOptions;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.env.Profile;
import dev.iobench.runner.env.Progress;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.env.SyscallForks;
import dev.iobench.runner.precision.Cell;
import dev.iobench.runner.precision.Durations;
import dev.iobench.runner.precision.PrecisionPlan;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.EnvSlot;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code iobench run}: runs the suite over a matrix of environments and keeps the raw results. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Run the JMH suite in every environment of a matrix and keep JMH's JSON with an environment "
                + "fingerprint: results/runs/<run-id>/<env-id>/{jmh.json,env.json}, and run.json listing "
                + "every environment's status and timings.",
            "Host environments are every --jdk x every --dir. Progress goes to stderr; the last line on "
                + "stdout is the run folder.",
            ""},
        footer = {"", "Examples:",
            "  iobench run --env host --profile quick --include WholeFileWrite --dir /dev/shm --dir /var/tmp",
            "  iobench run --env host --jdk 17 --jdk 25 --include 'StreamsVsChannels.*File' --jmh-arg -p --jmh-arg bufferSize=8192",
            "  iobench run --env host,container --fs tmpfs,ext4,overlay --profile quick",
            "  iobench run --env host --dir /dev/shm --include 'StreamsVsChannels.*File' --precision 2%% --budget 30m",
            "  iobench run --resume results/runs/20261122T134500Z-vm1",
            "",
            "Precision-targeted runs (--profile default, or --precision with any profile): every cell (benchmark x "
                + "mode x params) first runs --min-forks JVM forks, then more forks until the "
                + "confidence interval over its forks, each fork one independent value (its median latency for "
                + "SampleTime, else its mean; Student t, --confidence), is within --precision of the centre, or the "
                + "cell reaches --max-forks or --cell-time. "
                + "The README's answers' cells run first, interleaved (one fork of each a round, in a shuffled "
                + "order), until each ratio they divide (forks paired by round) is within --precision. Each "
                + "environment's jmh.json keeps one genuine JMH entry per cell with every fork; precision.json "
                + "beside it says how each cell stopped: 'precision not reached (±x%%)' when a cap stopped it. Before anything runs the "
                + "plan is printed; a --budget its minimum does not fit is refused (exit 2)."})
public final class RunCommand implements Callable<Integer> {
    /** Where a run can take place. */
    enum EnvKind { host, container }

    @Spec
    CommandSpec spec;

    @Mixin
    Verbosity verbosity;

    @Option(names = "--env", split = ",", paramLabel = "KIND", defaultValue = "host",
            description = "Where to run: host, container, or both as host,container (default: ${DEFAULT-VALUE}).")
    List<EnvKind> envs;

    @Option(names = "--jdk", paramLabel = "J",
            description = "A JDK home, a major version (11, 17, 21, 25) found in JAVA_HOME, /usr/lib/jvm/* or "
                    + "the project's jdks/ folder, or 'all' (one JDK per major found); repeat for a matrix "
                    + "(default: the JDK running iobench).")
    List<String> jdkSpecs = new ArrayList<>();

    @Option(names = "--dir", paramLabel = "D",
            description = "A folder to benchmark in (host only); repeat for a matrix (default: the system temp folder).")
    List<Path> dirs = new ArrayList<>();

    @Option(names = "--include", paramLabel = "REGEX",
            description = "Only benchmarks whose full name contains a match of REGEX (as JMH matches); repeatable.")
    List<String> includes = new ArrayList<>();

    @Option(names = "--profile", paramLabel = "P", defaultValue = "default",
            description = "JMH settings: quick (1 fork, 1 warmup of 200 ms + 5 iterations of 100 ms), default "
                    + "(precision-targeted: forks of 1 warmup + 3 iterations of 200 ms, at least 3 forks a cell, more "
                    + "until ±5%% at 95%%, at most 20 forks or 40 s a cell), full (3 forks, 5 + 10 iterations of 2 s); "
                    + "quick and default sweep only chars=1000, bufferSize=8,8192, batch=1,10,100,1000 unless -p says "
                    + "otherwise (default: ${DEFAULT-VALUE}).",
            converter = ProfileConverter.class)
    Profile profile;

    @Mixin
    PrecisionOptions precision;

    @Option(names = "--dry-run",
            description = "Validate everything and print the plan (environments, cells, time), then exit without "
                    + "running or writing anything.")
    boolean dryRun;

    @Option(names = "--results", paramLabel = "DIR", defaultValue = "results",
            description = "Results root; runs go to DIR/runs/<run-id> (default: ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--jmh-arg", paramLabel = "ARG",
            description = "Passed to JMH as it is, after the profile's settings; repeat for several "
                    + "(e.g. --jmh-arg -p --jmh-arg chars=1000).")
    List<String> jmhArgs = new ArrayList<>();

    @Option(names = "--machine", paramLabel = "LABEL",
            description = "This machine's label, [A-Za-z0-9._-]+: the run id is <time>-LABEL and every env.json "
                    + "records it as machine.label (default: the short host name).")
    String machine;

    @Option(names = "--benchmarks-jar", paramLabel = "JAR",
            description = "The suite's shaded jar (default: suite/target/benchmarks.jar of this checkout).")
    Path benchmarksJar;

    @Mixin
    ContainerOptions containerOptions;

    @Option(names = "--resume", paramLabel = "RUN_DIR",
            description = "Continue an interrupted or partly failed run (results/runs/<run-id>): environments that "
                    + "finished ok are kept as they are, the others run again, each attempt is added to run.json. "
                    + "The run's own settings are used; an option given with a different value is refused.")
    Path resume;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        RunDirectory resumed = resume != null ? openForResume() : null;
        Path jar = jar();

        // Everything is validated before anything runs or is written.
        String machineLabel;
        try {
            machineLabel = Machine.checkLabel(machine != null ? machine : Machine.defaultLabel());
        } catch (IllegalArgumentException e) {
            throw ExitException.usage("--machine: %s", e.getMessage());
        }
        BenchmarkCatalog catalog = BenchmarkCatalog.of(jar);
        List<Pattern> patterns = catalog.validateIncludes(includes);
        List<Jdk> jdks = hostJdks();
        List<EnvironmentTask> tasks = tasks(jdks, err);
        PrecisionPlan plan = precision.plan(this, catalog, patterns, tasks);
        if (dryRun) {
            printDryRun(err, tasks, plan, catalog.cells(patterns, sweepArgs()));
            return ExitCodes.OK;
        }
        Path resultsRoot = results.toAbsolutePath();
        if (resumed == null) {
            try {
                Files.createDirectories(resultsRoot);
            } catch (IOException e) {
                throw ExitException.usage("--results %s: cannot create: %s", results, e.getMessage());
            }
            if (!Files.isWritable(resultsRoot)) {
                throw ExitException.usage("--results %s is not writable", results);
            }
        }

        int cells = catalog.cells(patterns, sweepArgs(), false).size();
        List<String> command = new ArrayList<>(List.of("iobench"));
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        RunDirectory run;
        List<EnvironmentTask> toRun;
        try {
            if (resumed == null) {
                run = RunDirectory.create(resultsRoot, Instant.now(), machineLabel, command, settings(jdks),
                        tasks.stream().map(EnvironmentTask::record).toList());
                Cleanup.pauseAt("run-created");
                toRun = tasks;
            } else {
                run = resumed;
                toRun = RunLoop.prepare(run, tasks, command, err);
            }
            run.reserveSpace();
        } catch (RunDirectory.UnsafeRunException e) {
            throw ExitException.usage("--resume %s: %s", resume, e.getMessage());
        } catch (IOException e) {
            throw new ExitException(ExitCodes.FAILURE, "cannot write the run folder in " + resultsRoot + ": "
                    + EnvSlot.message(e), e);
        }
        RunContext planning = new RunContext(run, jar, profile, List.copyOf(includes), List.copyOf(jmhArgs), cells,
                out, err, verbosity.verbose(), null, machineLabel, plan, precision.syscalls, new ConcurrentHashMap<>());
        double planned = toRun.stream().mapToDouble(t -> t.estimatedSeconds(planning)).reduce(0, Double::sum);
        if (plan != null) {
            // a resume runs fewer environments: they share the part of the budget they would have had
            plan.turns().running(toRun.size());
            planned = plan.plannedSeconds() * toRun.size() / Math.max(1, tasks.size());
        }
        Instant budgetEnd = plan != null ? plan.turns().budgetEnd() : null;
        RunContext ctx = planning.withProgress(new Progress(err, Clock.systemUTC(),
                toRun.stream().map(EnvironmentTask::record).toList(), planned, budgetEnd, Progress.onTerminal()));
        if (resumed == null) {
            ctx.err().printf("iobench: run %s: %d environment(s), %d benchmark cell(s) each, profile %s%s%n",
                    run.id(), tasks.size(), cells, profile.label(), plan != null
                            ? ", precision " + plan.limits().targetLabel() : "");
        } else {
            ctx.err().printf("iobench: resuming run %s: %d of %d environment(s) to run, %d benchmark cell(s) each, "
                    + "profile %s%n", run.id(), toRun.size(), tasks.size(), cells, profile.label());
        }

        return RunLoop.run(toRun, ctx);
    }

    /** {@code --dry-run}'s lines after the plan, which a precision-targeted run has printed when made. */
    private void printDryRun(PrintWriter err, List<EnvironmentTask> tasks, PrecisionPlan plan, List<Cell> cells) {
        if (plan == null) {
            int n = cells.size();
            double perEnv = n * (profile.secondsPerCell() + 1.0) + 2.0;
            err.printf(Locale.ROOT, "iobench: plan: %d environment(s) x %d cell(s), profile %s (fixed): about %s%n",
                    tasks.size(), n, profile.label(), Durations.human(tasks.size() * perEnv));
            long a = Cell.readBy(AnswerCells.suite(), cells).size();
            err.printf(Locale.ROOT, "iobench: plan: answers: %d of %d cell(s) are read by the README's answers: "
                    + "about %s%n", a, n, Durations.human(tasks.size() * a * (profile.secondsPerCell() + 1.0)));
        }
        for (EnvironmentTask t : tasks) {
            err.println("iobench:   " + t.record().label);
        }
        if (plan != null && verbosity.verbose()) {
            plan.answerCells().forEach(c -> err.println("iobench:   answer cell: " + c.label()));
        }
        if (plan != null && precision.syscalls) {
            plan.answerCells().forEach(c -> err.printf(Locale.ROOT, "iobench:   profiled fork (strace), about %s "
                    + "in the first environment of each filesystem: %s%n", Durations.human(SyscallForks.FORK_SECONDS),
                    c.label()));
        }
        err.println("iobench: dry run: nothing run, nothing written");
        err.flush();
    }

    /** The environments in run order, host ones first; refuses (usage) options of a kind that does not run. */
    private List<EnvironmentTask> tasks(List<Jdk> jdks, PrintWriter err) {
        List<EnvironmentTask> tasks = new ArrayList<>();
        if (envs.contains(EnvKind.host)) {
            for (Jdk jdk : jdks) {
                HostTask.dirs(dirs).forEach(dir -> tasks.add(new HostTask(jdk, dir)));
            }
        } else if (!dirs.isEmpty()) {
            throw ExitException.usage("--dir applies to --env host only; containers use --fs");
        }
        if (!envs.contains(EnvKind.container) && !containerOptions.jdkSpecs.isEmpty()) {
            throw ExitException.usage("--container-jdk applies to --env container only");
        }
        if (envs.contains(EnvKind.container)) {
            tasks.addAll(containerOptions.plan(containerJdks(jdks), ProjectPaths.projectDir(), err));
        }
        return tasks;
    }

    /** {@code --jdk}'s JDKs ({@code all}: one per major version found), else the JDK running iobench. */
    private List<Jdk> hostJdks() {
        return jdkSpecs.isEmpty() ? List.of(JdkLocator.standard().current())
                : JdkLocator.standard().resolveAll(jdkSpecs, "--jdk");
    }

    /** The container environments' JDKs: {@code --container-jdk}'s, else {@code hostJdks}. */
    private List<Jdk> containerJdks(List<Jdk> hostJdks) {
        return containerOptions.jdkSpecs.isEmpty() ? hostJdks
                : JdkLocator.standard().resolveAll(containerOptions.jdkSpecs, "--container-jdk");
    }

    /** The settings of this invocation, as kept in {@code run.json}. */
    private RunSettings settings(List<Jdk> jdks) {
        List<String> homes = jdks.stream().map(j -> j.home().toString()).toList();
        List<String> dirNames = envs.contains(EnvKind.host)
                ? HostTask.dirs(dirs).stream().map(Path::toString).toList() : List.of();
        boolean containers = envs.contains(EnvKind.container);
        // kept resolved: the homes name the same JDKs on a resume
        List<String> containerHomes = !containers || containerOptions.jdkSpecs.isEmpty() ? List.of()
                : containerJdks(jdks).stream().map(j -> j.home().toString()).toList();
        return new RunSettings(envs.stream().map(Enum::name).toList(), homes, dirNames, List.copyOf(includes),
                profile.label(), List.copyOf(jmhArgs), jar().toString(),
                containers ? containerOptions.settings(containerHomes) : null, machine,
                precision.on(profile) ? precision.settings() : null);
    }

    /** Opens {@code --resume}'s run, refuses options that differ from its settings and takes them. */
    private RunDirectory openForResume() {
        RunDirectory run;
        try {
            run = RunDirectory.open(resume.toAbsolutePath().normalize());
        } catch (IOException e) {
            throw ExitException.usage("--resume %s: %s", resume, e.getMessage());
        }
        RunSettings stored;
        try {
            stored = run.manifest().settings();
        } catch (IllegalArgumentException e) {
            throw ExitException.usage("--resume %s: run.json's settings are not iobench run's: %s", resume,
                    e.getMessage().lines().findFirst().orElse(""));
        }
        if (stored == null) {
            throw ExitException.usage("--resume %s: run.json has no settings (made by an iobench before resume "
                    + "existed); start a new run", resume);
        }
        for (RunDirectory.RunAttempt a : run.manifest().attempts) {
            if (a.finishedAt() == null && a.pid() != ProcessHandle.current().pid()
                    && ProcessHandle.of(a.pid()).map(ProcessHandle::isAlive).orElse(false)) {
                throw ExitException.usage("--resume %s: the run is still running (iobench process %d)", resume, a.pid());
            }
        }
        var parsed = spec.commandLine().getParseResult();
        List<String> given = StoredSettings.OPTIONS.stream().map(Map.Entry::getKey).filter(parsed::hasMatchedOption)
                .toList();
        if (parsed.hasMatchedOption("--results")) {
            Path root = run.path().getParent().getParent();
            if (!results.toAbsolutePath().normalize().equals(root)) {
                throw ExitException.usage("--resume: --results %s differs from the run's %s", results, root);
            }
        }
        if (!given.isEmpty()) {
            StoredSettings.refuseDifferences(stored, settings(hostJdks()), given);
        }
        try {
            StoredSettings.check(stored, resume, given::contains);
            takeSettings(stored);
        } catch (IllegalArgumentException | picocli.CommandLine.TypeConversionException e) {
            throw ExitException.usage("--resume %s: run.json's settings: %s", resume, e.getMessage());
        }
        results = run.path().getParent().getParent();
        return run;
    }

    /** Takes a resumed run's checked settings as this invocation's options. */
    private void takeSettings(RunSettings stored) {
        envs = stored.env().stream().map(EnvKind::valueOf).toList();
        jdkSpecs = new ArrayList<>(stored.jdks());
        dirs = stored.dirs().stream().map(Path::of).toList();
        includes = new ArrayList<>(stored.includes());
        profile = new ProfileConverter().convert(stored.profile());
        jmhArgs = new ArrayList<>(stored.jmhArgs());
        benchmarksJar = Path.of(stored.benchmarksJar());
        machine = stored.machine();
        if (stored.precision() != null) {
            precision = PrecisionOptions.of(stored.precision(), precision.seed);
        }
        if (stored.container() != null) {
            containerOptions = ContainerOptions.of(stored.container());
        }
    }

    /** The parameter sweep: the profile's -p values, then {@code --jmh-arg}'s. */
    List<String> sweepArgs() {
        return Stream.concat(profile.paramArgs(jmhArgs).stream(), jmhArgs.stream()).toList();
    }

    private Path jar() {
        return benchmarksJar != null ? benchmarksJar.toAbsolutePath() : ProjectPaths.benchmarksJar();
    }

    /** Parses {@code quick|default|full}, naming the bad value otherwise. */
    static final class ProfileConverter implements picocli.CommandLine.ITypeConverter<Profile> {
        @Override
        public Profile convert(String value) {
            return java.util.Arrays.stream(Profile.values()).filter(p -> p.label().equalsIgnoreCase(value)).findFirst()
                    .orElseThrow(() -> new picocli.CommandLine.TypeConversionException(
                            "unknown profile '" + value + "' (expected quick, default or full)"));
        }
    }
}
