package dev.iobench.runner.run;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.Verbosity;
import dev.iobench.runner.container.ContainerOptions;
import dev.iobench.runner.container.ContainerPlanner;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunManifest;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
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
            "  iobench run --env host,container --fs tmpfs,ext4,overlay --profile quick"})
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
            description = "JMH settings: quick (1 fork, 1 warmup + 2 iterations of 200 ms; sweeps only chars=1000, "
                    + "bufferSize=8,8192, batch=1,100 unless -p says otherwise), default (1 fork, "
                    + "2 + 3 iterations of 1 s), full (3 forks, 5 + 10 iterations of 2 s) (default: ${DEFAULT-VALUE}).",
            converter = ProfileConverter.class)
    Profile profile;

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

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Set<EnvKind> kinds = EnumSet.copyOf(envs);
        Path jar = benchmarksJar != null ? benchmarksJar.toAbsolutePath() : ProjectPaths.benchmarksJar();

        // Everything is validated before anything runs or is written.
        String machineLabel;
        try {
            machineLabel = Machine.checkLabel(machine != null ? machine : Machine.defaultLabel());
        } catch (IllegalArgumentException e) {
            throw ExitException.usage("--machine: %s", e.getMessage());
        }
        BenchmarkCatalog catalog = BenchmarkCatalog.of(jar);
        List<Pattern> patterns = catalog.validateIncludes(includes);
        List<Jdk> jdks = resolveJdks();
        List<EnvironmentTask> tasks = new ArrayList<>();
        if (kinds.contains(EnvKind.host)) {
            for (Jdk jdk : jdks) {
                for (Path dir : resolveDirs()) {
                    tasks.add(new HostTask(jdk, dir));
                }
            }
        } else if (!dirs.isEmpty()) {
            throw ExitException.usage("--dir applies to --env host only; containers use --fs");
        }
        if (kinds.contains(EnvKind.container)) {
            tasks.addAll(ContainerPlanner.plan(containerOptions, jdks, ProjectPaths.projectDir(), err));
        }
        Path resultsRoot = results.toAbsolutePath();
        try {
            Files.createDirectories(resultsRoot);
        } catch (IOException e) {
            throw ExitException.usage("--results %s: cannot create: %s", results, e.getMessage());
        }
        if (!Files.isWritable(resultsRoot)) {
            throw ExitException.usage("--results %s is not writable", results);
        }

        List<String> sweep = new ArrayList<>(profile.paramArgs(jmhArgs));
        sweep.addAll(jmhArgs);
        int cells = catalog.cellCount(patterns, sweep);
        List<String> command = new ArrayList<>(List.of("iobench"));
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        RunDirectory run = RunDirectory.create(resultsRoot, Instant.now(), machineLabel, command);
        RunContext ctx = new RunContext(run, jar, profile, List.copyOf(includes), List.copyOf(jmhArgs), cells,
                out, err, verbosity.verbose(), null, machineLabel);
        double[] estimates = new double[tasks.size()];
        for (int i = 0; i < tasks.size(); i++) {
            estimates[i] = tasks.get(i).estimatedSeconds(ctx);
            run.add(tasks.get(i).record());
        }
        ctx = ctx.withProgress(new Progress(err, Clock.systemUTC(), estimates));
        err.printf("iobench: run %s: %d environment(s), %d benchmark cell(s) each, profile %s%n",
                run.id(), tasks.size(), cells, profile.label());

        RunManifest.Status status = RunManifest.Status.ok;
        try (Cleanup.Action interrupted = Cleanup.register("run " + run.id(), () -> markInterrupted(run))) {
            for (int i = 0; i < tasks.size(); i++) {
                if (Cleanup.shuttingDown()) {
                    // the cleanup hook has already run: nothing may be started that it would not undo
                    throw new InterruptedException("interrupted");
                }
                EnvironmentTask task = tasks.get(i);
                ctx.progress().start(i, task.record().label);
                task.run(ctx);
                EnvRecord r = task.record();
                String label = r.id != null ? r.id : r.label;
                ctx.progress().finish(i, label, r.status + (r.reason != null ? " (" + r.reason + ")" : ""));
                if (r.status == EnvRecord.Status.failed) {
                    status = RunManifest.Status.failed;
                }
            }
        } catch (InterruptedException e) {
            markInterrupted(run);
            throw new ExitException(ExitCodes.INTERRUPTED, "interrupted; partial run kept in " + run.path());
        }
        run.finish(status, Instant.now());
        for (EnvRecord r : run.manifest().environments) {
            err.printf("iobench:   %-28s %s%s%n", r.id != null ? r.id : r.label, r.status,
                    r.reason != null ? ": " + r.reason : "");
        }
        out.println(run.path());
        out.flush();
        return status == RunManifest.Status.ok ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    private static void markInterrupted(RunDirectory run) {
        try {
            for (EnvRecord r : run.manifest().environments) {
                if (r.status == EnvRecord.Status.running || r.status == EnvRecord.Status.pending) {
                    r.skipInterrupted();
                }
            }
            if (run.manifest().finishedAt == null) {
                run.finish(RunManifest.Status.interrupted, Instant.now());
            }
        } catch (IOException e) {
            System.err.println("iobench: warning: cannot update " + run.path() + "/run.json: " + e.getMessage());
        }
    }

    private List<Jdk> resolveJdks() {
        JdkLocator locator = JdkLocator.standard(ProjectPaths.projectDir());
        if (jdkSpecs.isEmpty()) {
            return List.of(locator.current());
        }
        Set<Path> seen = new LinkedHashSet<>();
        List<Jdk> out = new ArrayList<>();
        for (String s : jdkSpecs) {
            List<Jdk> found = s.equals("all") ? onePerMajor(locator.findAll()) : List.of(locator.resolve(s));
            for (Jdk jdk : found) {
                if (seen.add(jdk.home())) {
                    out.add(jdk);
                }
            }
        }
        return out;
    }

    private static List<Jdk> onePerMajor(List<Jdk> all) {
        Set<Integer> majors = new LinkedHashSet<>();
        List<Jdk> out = new ArrayList<>();
        for (Jdk j : all) {
            if (majors.add(j.major())) {
                out.add(j);
            }
        }
        return out;
    }

    private List<Path> resolveDirs() {
        List<Path> in = dirs.isEmpty() ? List.of(Path.of(System.getProperty("java.io.tmpdir"))) : dirs;
        List<Path> out = new ArrayList<>();
        for (Path d : in) {
            if (!Files.isDirectory(d)) {
                throw ExitException.usage("--dir %s: no such directory", d);
            }
            if (!Files.isWritable(d)) {
                throw ExitException.usage("--dir %s is not writable", d);
            }
            Path abs = d.toAbsolutePath().normalize();
            if (abs.toString().chars().anyMatch(Character::isWhitespace)) {
                throw ExitException.usage("--dir %s: paths with whitespace cannot be passed to JMH's forked JVMs", d);
            }
            if (!out.contains(abs)) {
                out.add(abs);
            }
        }
        return out;
    }

    /** Parses {@code quick|default|full}, naming the bad value otherwise. */
    static final class ProfileConverter implements picocli.CommandLine.ITypeConverter<Profile> {
        @Override
        public Profile convert(String value) {
            for (Profile p : Profile.values()) {
                if (p.label().equalsIgnoreCase(value)) {
                    return p;
                }
            }
            throw new picocli.CommandLine.TypeConversionException(
                    "unknown profile '" + value + "' (expected quick, default or full)");
        }
    }
}
