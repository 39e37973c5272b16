package dev.iobench.runner.env;

import dev.iobench.runner.precision.PrecisionPlan;
import dev.iobench.runner.precision.PrecisionRun;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.RunDirectory;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What every {@link EnvironmentTask} of one run shares. {@code cellCount} is for estimates; {@code progress}
 * is null until the tasks are planned; {@code precision} null for fixed settings; {@code profiled} maps each
 * (kind, filesystem) pair to the environment that profiles it ({@link SyscallForks}).
 */
public record RunContext(RunDirectory run, Path benchmarksJar, Profile profile, List<String> includes,
        List<String> extraJmhArgs, int cellCount, PrintWriter out, PrintWriter err, boolean verbose,
        Progress progress, String machineLabel, PrecisionPlan precision, boolean syscalls,
        Map<String, String> profiled)
        implements PrecisionRun.Settings {

    /** This context with {@code progress} as its progress display, the other lines above it. */
    public RunContext withProgress(Progress progress) {
        return new RunContext(run, benchmarksJar, profile, includes, extraJmhArgs, cellCount, out, progress.writer(),
                verbose, progress, machineLabel, precision, syscalls, profiled);
    }

    @Override
    public void progress(int newForks, String phase) {
        progress.update(newForks, phase);
    }

    /** JMH's arguments for one environment: JSON into {@code resultFile}, forks doing their I/O in {@code ioDir}. */
    public List<String> jmhArgs(String resultFile, String ioDir) {
        List<String> args = new ArrayList<>(List.of("-rf", "json", "-rff", resultFile));
        // a setting given with --jmh-arg replaces the profile's (JMH refuses an option given twice)
        List<String> settings = profile.jmhArgs();
        for (int i = 0; i + 1 < settings.size(); i += 2) {
            if (!extraJmhArgs.contains(settings.get(i))) {
                args.add(settings.get(i));
                args.add(settings.get(i + 1));
            }
        }
        args.addAll(profile.paramArgs(extraJmhArgs));
        args.addAll(List.of("-jvmArgsAppend", "-Diobench.dir=" + ioDir, "-foe", "true"));
        args.addAll(extraJmhArgs);
        args.addAll(includes);
        return args;
    }

    @Override
    public List<String> profileJmhArgs() {
        return profile.jmhArgs();
    }

    /** {@code env.json}'s {@code jmh}: the profile, the selection, the jar's hash and the precision plan. */
    public EnvJson.Jmh jmhDescription() {
        return profile.describe(includes, extraJmhArgs, EnvJson.sha256(benchmarksJar),
                precision != null ? precision.describe() : null);
    }

    /** Estimated seconds for one environment running the whole selection. */
    public double estimatedSecondsPerEnvironment() {
        if (precision != null) {
            return precision.plannedSecondsPerEnvironment();
        }
        // iteration time plus about a second of fork start-up and setup per cell
        return cellCount * (profile.secondsPerCell() + 1.0) + 2.0;
    }
}
