package dev.iobench.runner.env;

import dev.iobench.runner.precision.PrecisionPlan;
import dev.iobench.runner.precision.PrecisionRun;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.RunDirectory;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What every {@link EnvironmentTask} of one run shares: the run folder, the suite jar, the JMH
 * selection and settings, and where to report progress.
 *
 * @param run the run folder and manifest
 * @param benchmarksJar the suite's shaded {@code benchmarks.jar}
 * @param profile JMH settings
 * @param includes JMH include regexes (empty: everything)
 * @param extraJmhArgs passed to JMH as they are, after the profile's
 * @param cellCount number of benchmark x params cells the selection runs (for estimates)
 * @param out standard output (the last line of a run is the run folder)
 * @param err progress and warnings
 * @param verbose whether to show child processes' full output
 * @param progress the progress display (null until the tasks are planned)
 * @param machineLabel the label of this machine, kept in every env.json's {@code machine}
 * @param precision the precision-targeted plan, or null when the profile's fixed settings run as they are
 * @param syscalls whether each environment runs one profiled fork of every answer cell after its timed forks
 *     ({@link SyscallForks})
 * @param profiled which environment profiles each filesystem, shared by the run's environments
 */
public record RunContext(RunDirectory run, Path benchmarksJar, Profile profile, List<String> includes,
        List<String> extraJmhArgs, int cellCount, PrintWriter out, PrintWriter err, boolean verbose,
        Progress progress, String machineLabel, PrecisionPlan precision, boolean syscalls,
        ProfiledFilesystems profiled)
        implements PrecisionRun.Settings {

    /** A context whose environments each profile their filesystem when it is the first to. */
    public RunContext(RunDirectory run, Path benchmarksJar, Profile profile, List<String> includes,
            List<String> extraJmhArgs, int cellCount, PrintWriter out, PrintWriter err, boolean verbose,
            Progress progress, String machineLabel, PrecisionPlan precision, boolean syscalls) {
        this(run, benchmarksJar, profile, includes, extraJmhArgs, cellCount, out, err, verbose, progress, machineLabel,
                precision, syscalls, new ProfiledFilesystems());
    }

    /** @return this context with {@code progress} as its progress display, the other lines above it */
    public RunContext withProgress(Progress progress) {
        return new RunContext(run, benchmarksJar, profile, includes, extraJmhArgs, cellCount, out, progress.writer(),
                verbose, progress, machineLabel, precision, syscalls, profiled);
    }

    @Override
    public void progress(int newForks, String phase) {
        if (progress != null) {
            progress.update(newForks, phase);
        }
    }

    /**
     * JMH's arguments for one environment: JSON results into {@code resultFile}, the profile,
     * {@code -Diobench.dir=ioDir} for the forked benchmark JVMs, fail-on-error, extra args, includes.
     */
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

    /** @return {@code env.json}'s {@code jmh}: the profile, the selection, the jar's hash and the precision plan */
    public EnvJson.Jmh jmhDescription() {
        return profile.describe(includes, extraJmhArgs, EnvJson.sha256(benchmarksJar),
                precision != null ? precision.describe() : null);
    }

    /** @return estimated seconds for one environment running the whole selection */
    public double estimatedSecondsPerEnvironment() {
        if (precision != null) {
            return precision.plannedSecondsPerEnvironment();
        }
        // iteration time plus about a second of fork start-up and setup per cell
        return cellCount * (profile.secondsPerCell() + 1.0) + 2.0;
    }
}
