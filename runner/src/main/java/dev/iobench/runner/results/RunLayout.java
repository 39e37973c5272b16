package dev.iobench.runner.results;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The names of the files of a run folder ({@code results/runs/<run id>/}): the one place they are
 * spelled. A run folder holds {@link #MANIFEST} and environment folders, each with {@link #ENV}, the
 * raw result and the files beside it.
 */
public final class RunLayout {
    public static final String MANIFEST = "run.json";
    public static final String ENV = "env.json";
    /** JMH's JSON result of an environment as runs before compression kept it: read, never written. */
    public static final String JMH = "jmh.json";
    /** JMH's JSON result as a run writes it: gzip of JMH's file, byte-identical to it when decompressed. */
    public static final String JMH_GZ = JMH + ".gz";
    /** The names of JMH's result, the one a run writes first. */
    public static final List<String> JMH_NAMES = List.of(JMH_GZ, JMH);
    /** A compressed file's suffix: readers decompress a file so named. */
    public static final String GZ = ".gz";
    /** JMH's human output, kept for people: never parsed. */
    public static final String JMH_LOG = "jmh.log";
    /** {@link #JMH_LOG} of an environment that finished ok, gzip-compressed once nothing appends to it. */
    public static final String JMH_LOG_GZ = JMH_LOG + ".gz";
    /** The precision run's per-cell notes (forks, status) beside {@link #JMH}. */
    public static final String PRECISION = "precision.json";
    /** JMH's JSON of a precision run's machine-noise probe; the report reads its summary from {@link #PRECISION}. */
    public static final String NOISE_PROBE = "noise-probe.json";
    /** JMH's JSON of the forks profiled under strace ({@code --syscalls}), never merged into {@link #JMH}. */
    public static final String SYSCALLS = "syscalls.json";
    /** {@link #SYSCALLS} as a run writes it: gzip-compressed. */
    public static final String SYSCALLS_GZ = SYSCALLS + ".gz";
    /** fio's JSON output, the physical reference, beside {@link #JMH}. */
    public static final String FIO = "fio.json";
    public static final String FIO_JOB = "fio.job";
    /** androidx.benchmark's JSON result pulled from a device. */
    public static final String ANDROID = "benchmarkData.json";
    public static final String INSTRUMENT_LOG = "instrument.log";
    /** Space kept free for {@link #MANIFEST} while a run writes, given back when the disk fills or the run ends. */
    public static final String RESERVE = ".space-reserve";

    /** Files that describe the result beside them, read only with it. */
    public static final Map<String, String> METADATA = Map.of(
            ENV, "an environment's fingerprint",
            PRECISION, "a precision run's notes",
            FIO, "fio's reference",
            NOISE_PROBE, "the machine-noise probe's JMH result",
            SYSCALLS, "the profiled forks' system calls per op",
            SYSCALLS_GZ, "the profiled forks' system calls per op, compressed");

    /** Files a run keeps for people, never read by a report, with what each is. */
    public static final Map<String, String> KEPT_FOR_PEOPLE = Map.of(
            JMH_LOG, "JMH's own log",
            JMH_LOG_GZ, "JMH's own log, compressed",
            FIO_JOB, "fio's job file",
            INSTRUMENT_LOG, "the instrumentation's output");

    /** Scratch left by an older runner, with what each is: skipped by reports. */
    public static final Map<String, String> SCRATCH = Map.of(
            ".batch/*.args", "launcher arguments",
            ".batch/times", "launcher timings");

    private RunLayout() {
    }

    /** @return the profiled forks' JSON in {@code envDir}, the compressed one first, or null */
    public static Path syscallsIn(Path envDir) {
        return Stream.of(SYSCALLS_GZ, SYSCALLS).map(envDir::resolve)
                .filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).findFirst().orElse(null);
    }
}
