package dev.iobench.suite.syscalls;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.ExternalProfiler;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;

/**
 * The system calls one benchmark op makes: runs each fork under {@code strace -f} and reports, per
 * op, how many calls of each file or descriptor system call (strace's classes {@code %file} and
 * {@code %desc}: {@code openat}, {@code read}, {@code write}, {@code pwrite64}, {@code fsync},
 * {@code close}, {@code lseek}, {@code ftruncate}, {@code rename}, {@code newfstatat}, file-backed
 * {@code mmap}, ...) the measured iterations made, and the share of their time spent in them. Run:
 * {@code java -jar benchmarks.jar -prof dev.iobench.suite.syscalls.SyscallProfiler ...}.
 *
 * <p>What is counted, exactly. JMH runs this class on both sides. In the forked JVM (as an
 * {@link InternalProfiler}) it marks the start and end of every measurement iteration with a call
 * strace records ({@link StraceLog}): JMH's harness thread makes the marks before it hands the
 * iteration to its worker threads and after they have all finished, and the end mark names the
 * workers' Linux thread ids ({@link BenchmarkThreads}). In the host (as an {@link ExternalProfiler})
 * it prefixes the fork's command with strace and, after the fork, counts the calls the workers
 * started between the marks, divided by the iteration's ops as JMH counted them in the fork
 * ({@code allOps}: the measured ops plus the few JMH runs while it starts and stops its threads, which
 * are inside the marks too). The JVM's other threads (compilers reading cgroup files, GC, the harness)
 * and threads the benchmark starts itself are not counted. Counted too, spread over the ops: what the
 * benchmark's {@code @Setup}/{@code @TearDown} at {@code Level.Iteration} do on the worker (and
 * {@code Level.Trial} teardown, in the last iteration): a few calls an iteration, divided by its ops
 * (a synced write traced runs about a hundred ops a second, so such calls show as 0.01 per op).
 *
 * <p>Results, as JMH secondary results (in {@code jmh.json}'s {@code secondaryMetrics}):
 * {@code ·syscall.NAME} (calls per op), {@code ·syscall.NAME.share} (% of the op's time spent in
 * that call) and {@code ·syscall.time.share} (% spent in all of them). An op's time here is the marks'
 * window times the benchmark's threads, divided by the ops. Counts per op are exact; times are not the
 * benchmark's: ptrace stops the thread at every call's entry and exit, so every call costs more than
 * untraced, and the shares say only where the op's time goes relative to its other calls.
 *
 * <p>Where strace cannot run or trace (not installed, ptrace refused), one line on standard error
 * says so and the forks run untraced, without these results. A fork's trace that cannot be read is
 * reported the same way; the benchmark's own results stay.
 */
public final class SyscallProfiler implements ExternalProfiler, InternalProfiler {
    /** The system property that carries a fork's mark token; set by the host for traced forks only. */
    public static final String MARK_PROPERTY = "iobench.syscalls.mark";
    /** Prefix of every secondary result's label. */
    public static final String LABEL = "\u00b7syscall.";

    private static final String STRACE = "strace";
    private static final SecureRandom RANDOM = new SecureRandom();
    /** Why strace cannot trace here, null if it can; checked once per host JVM. */
    private static String refusal;
    private static boolean checked;

    private Path trace;
    private String token;

    @Override
    public String getDescription() {
        return "File and descriptor system calls per op, from strace (counts exact, times relative)";
    }

    // ---- host side ----

    @Override
    public Collection<String> addJVMInvokeOptions(BenchmarkParams params) {
        forget();
        if (refusal() != null) {
            return Collections.emptyList();
        }
        try {
            trace = Files.createTempFile("iobench-strace-", ".log");
        } catch (IOException e) {
            System.err.println("syscalls: no file for strace's log (" + e.getMessage() + "): this fork runs untraced");
            return Collections.emptyList();
        }
        byte[] bytes = new byte[12];
        RANDOM.nextBytes(bytes);
        StringBuilder hex = new StringBuilder();
        for (byte b : bytes) {
            hex.append(String.format(Locale.ROOT, "%02x", b));
        }
        token = hex.toString();
        return List.of(STRACE, "-f", "-qq", "-ttt", "-T", "-s", "0", "-X", "raw", "-e", "signal=none",
                "-e", "trace=%file,%desc", "-o", trace.toString(), "--");
    }

    @Override
    public Collection<String> addJVMOptions(BenchmarkParams params) {
        return token == null ? Collections.emptyList() : List.of("-D" + MARK_PROPERTY + "=" + token);
    }

    @Override
    public void beforeTrial(BenchmarkParams params) {
    }

    @Override
    public Collection<? extends Result> afterTrial(BenchmarkResult br, long pid, java.io.File stdOut, java.io.File stdErr) {
        if (trace == null) {
            return Collections.emptyList();
        }
        try {
            return perOp(StraceLog.read(trace, token), br);
        } catch (IOException | RuntimeException e) {
            System.err.println("syscalls: strace's log of this fork cannot be used (" + e.getMessage()
                    + "): no syscall results for it");
            return Collections.emptyList();
        } finally {
            forget();
        }
    }

    @Override
    public boolean allowPrintOut() {
        return true;
    }

    @Override
    public boolean allowPrintErr() {
        return true;
    }

    /** @return the results of one fork: its log's calls divided by its measured iterations' ops */
    static List<Result> perOp(StraceLog log, BenchmarkResult br) throws IOException {
        long ops = 0;
        int iterations = 0;
        for (IterationResult ir : br.getIterationResults()) {
            ops += ir.getMetadata().getAllOps();
            iterations++;
        }
        if (log.windows != iterations) {
            throw new IOException(log.windows + " marked windows for " + iterations + " measurement iterations");
        }
        if (ops <= 0 || log.windowSeconds <= 0) {
            throw new IOException("no ops or no time measured");
        }
        double busy = log.windowSeconds * br.getParams().getThreads();
        List<Result> results = new ArrayList<>();
        double inCalls = 0;
        for (Map.Entry<String, Long> e : log.counts.entrySet()) {
            String name = e.getKey();
            double s = log.seconds.getOrDefault(name, 0.0);
            inCalls += s;
            results.add(result(LABEL + name, (double) e.getValue() / ops, "#/op"));
            results.add(result(LABEL + name + ".share", 100 * s / busy, "%"));
        }
        results.add(result(LABEL + "time.share", 100 * inCalls / busy, "%"));
        return results;
    }

    private static Result result(String label, double value, String unit) {
        return new ScalarResult(label, value, unit, AggregationPolicy.AVG);
    }

    /** Deletes the last fork's log (JMH skips {@link #afterTrial} for a fork that failed). */
    private void forget() {
        if (trace != null) {
            try {
                Files.deleteIfExists(trace);
            } catch (IOException e) {
                System.err.println("syscalls: cannot delete " + trace + ": " + e.getMessage());
            }
        }
        trace = null;
        token = null;
    }

    /** @return why strace cannot trace a child here, or null if it can (printed once when it cannot) */
    static synchronized String refusal() {
        if (!checked) {
            checked = true;
            refusal = tryStrace();
            if (refusal != null) {
                System.err.println("syscalls: strace cannot trace here (" + refusal + "): forks run without syscall results");
            }
        }
        return refusal;
    }

    private static String tryStrace() {
        ProcessBuilder pb = new ProcessBuilder(STRACE, "-f", "-qq", "-o", "/dev/null", "-e", "trace=%desc", "--",
                "/bin/true").redirectErrorStream(true);
        try {
            Process p = pb.start();
            byte[] out;
            try (InputStream in = p.getInputStream()) {
                out = in.readNBytes(4096);
            }
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "strace did not finish a trace of /bin/true in 30 s";
            }
            if (p.exitValue() == 0) {
                return null;
            }
            String text = new String(out, StandardCharsets.UTF_8).trim();
            String first = text.isEmpty() ? "" : text.split("\n", 2)[0];
            return "strace exited with " + p.exitValue() + (first.isEmpty() ? "" : ": " + first);
        } catch (IOException e) {
            return "strace does not run: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while trying strace";
        }
    }

    // ---- forked JVM side ----

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        if (iterationParams.getType() == IterationType.MEASUREMENT) {
            mark("begin");
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
            IterationResult result) {
        if (iterationParams.getType() == IterationType.MEASUREMENT) {
            StringBuilder ids = new StringBuilder("end/");
            for (long id : BenchmarkThreads.of(benchmarkParams.getBenchmark())) {
                ids.append(ids.length() > 4 ? "," : "").append(id);
            }
            mark(ids.toString());
        }
        return Collections.emptyList();
    }

    /**
     * Makes the call strace records as a mark ({@link StraceLog#markPath}): an open that fails, since
     * /dev/null is no folder.
     */
    private static void mark(String kind) {
        String token = System.getProperty(MARK_PROPERTY);
        if (token == null) {
            return;
        }
        String path = StraceLog.MARK_PREFIX + token + "/" + kind;
        try (FileInputStream never = new FileInputStream(path)) {
            throw new IllegalStateException("a mark was opened: " + path);
        } catch (IOException expected) {
            // the failing open is the mark
        }
    }
}
