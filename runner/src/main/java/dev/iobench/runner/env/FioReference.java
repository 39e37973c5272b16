package dev.iobench.runner.env;

import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * fio as the physical reference of every filesystem environment: the suite's sync write patterns measured
 * by fio in the same folder and run, kept as {@code fio.json} beside {@code jmh.json}, with its {@code fio.job}.
 */
public final class FioReference {
    /** fio as {@code make tools} installs it on the host (containers have it in the base image). */
    private static final Path HOST_FIO = Path.of("/usr/bin/fio");

    private FioReference() {
    }

    /** Whether fio is installed on this machine. */
    public static boolean onHost() {
        return Files.isExecutable(HOST_FIO);
    }

    /**
     * Runs of each pattern, each one unit of the ratio a JVM write makes with it, as a JVM fork is: with
     * fio's 0.25 s start per job, twenty runs of the three patterns take 16-19 s on a 2-core VM.
     */
    public static final int RUNS = 20;

    /** Seconds a precision run's plan sets aside for fio after each environment's cells: 16-19 s, rounded up. */
    public static final double EXPECTED_SECONDS = 20;

    /** The job file: the resource's {@code [global]} part, then its patterns {@value #RUNS} times, run by run. */
    public static String jobFile() {
        String template;
        try (InputStream in = FioReference.class.getResourceAsStream("fio-reference.fio")) {
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringBuilder sb = new StringBuilder();
        List<String> patterns = new ArrayList<>();
        for (String part : template.split("\n(?=\\[)")) {
            // the sections after [global] are the patterns
            if (part.strip().startsWith("[") && !part.strip().startsWith("[global]")) {
                patterns.add(part.strip());
            } else {
                sb.append(part.stripTrailing()).append('\n');
            }
        }
        for (int run = 1; run <= RUNS; run++) {
            for (String p : patterns) {
                sb.append('\n').append(p.replaceFirst("]", "-" + run + "]")).append('\n');
            }
        }
        return sb.toString();
    }

    /** Runs fio in {@code dir} into {@code envDir/fio.json}, whole or not at all; null, else why not. */
    public static String runOnHost(Path dir, Path envDir) throws InterruptedException {
        if (!onHost()) {
            return "fio not installed (make tools installs it)";
        }
        try {
            Path job = envDir.resolve(RunLayout.FIO_JOB);
            AtomicFiles.create(job, jobFile());
            Path partial = envDir.resolve("." + RunLayout.FIO + ".partial");
            ChildProcess.Result r = ChildProcess.capture(List.of("/usr/bin/env", "IOBENCH_DIR=" + dir, HOST_FIO.toString(),
                    "--output-format=json", "--output=" + partial, job.toString()),
                    // a minute for fio's whole job, and 20 s more for each run of the patterns
                    Duration.ofSeconds(60 + 20L * RUNS));
            if (!r.ok() || !Files.isRegularFile(partial) || Files.size(partial) == 0) {
                Files.deleteIfExists(partial);
                return "fio failed" + (r.timedOut() ? " (timed out)" : " with exit code " + r.exitCode())
                        + (r.tail().isEmpty() ? "" : ": " + r.tail().get(r.tail().size() - 1));
            }
            AtomicFiles.moveNew(partial, envDir.resolve(RunLayout.FIO));
            return null;
        } catch (IOException e) {
            return "fio: " + e.getMessage();
        }
    }
}
