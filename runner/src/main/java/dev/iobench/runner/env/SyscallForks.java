package dev.iobench.runner.env;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.iobench.runner.precision.Cell;
import dev.iobench.runner.precision.JmhLauncher;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * {@code iobench run --syscalls}: after an environment's timed forks, one short fork of every answer cell
 * under the suite's {@code SyscallProfiler} (strace), kept apart from {@link RunLayout#JMH} as ptrace slows
 * every call. A failure is recorded under {@code details.syscalls}; the environment stays ok.
 */
public final class SyscallForks {
    /** One profiled fork's iterations: few ops, but a warmup, lest class loading add 4-36% open and close per op. */
    public static final List<String> SETTINGS = List.of("-wi", "1", "-w", "50ms", "-i", "1", "-r", "200ms");
    /** Expected seconds of one profiled fork: 0.25 s of iterations, a JVM start under strace and its log read. */
    public static final double FORK_SECONDS = 1.7;
    private static final String COUNTED = "counted";

    private SyscallForks() {
    }

    /** Runs the profiled forks of {@code cells} into {@link RunLayout#SYSCALLS_GZ}, once per {@code filesystemKey}. */
    public static void run(RunContext ctx, JmhLauncher launcher, EnvRecord record, Path envDir, List<Cell> cells,
            String filesystemKey) throws IOException, InterruptedException {
        if (cells.isEmpty()) {
            return;
        }
        String owner = ctx.profiled().putIfAbsent(filesystemKey, record.id);
        if (owner != null && !owner.equals(record.id)) {
            record.details.put("syscalls", "profiled in " + owner);
            ctx.err().printf(Locale.ROOT, "iobench: %s: syscalls: profiled in %s (same filesystem, another JDK)%n",
                    record.id, owner);
            ctx.err().flush();
            return;
        }
        ctx.err().printf(Locale.ROOT, "iobench: %s: syscalls: one profiled fork (strace) of each of %d answer cell(s), "
                + "about %.0f s%n", record.id, cells.size(), cells.size() * FORK_SECONDS);
        ctx.err().flush();
        List<List<String>> invocations = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            String name = String.format(Locale.ROOT, ".syscalls-%04d.json", i + 1);
            names.add(name);
            List<String> args = new ArrayList<>(List.of("-rf", "json", "-rff", launcher.resultPath(name), "-f", "1"));
            args.addAll(SETTINGS);
            args.addAll(List.of("-jvmArgsAppend", "-Diobench.dir=" + launcher.ioDir() + launcher.forkFlags(), "-foe",
                    "true", "-prof", "dev.iobench.suite.syscalls.SyscallProfiler"));
            args.addAll(Cell.selectArgs(List.of(cells.get(i))));
            invocations.add(args);
        }
        // their time was set aside in the plan: they run even when the cells' share is spent
        JmhLauncher.Round round = launcher.run(invocations, Instant.now().plus(Duration.ofHours(1)));
        ArrayNode all = JsonNodeFactory.instance.arrayNode();
        for (String name : names) {
            Path file = launcher.hostPath(name);
            try {
                if (Files.isRegularFile(file)) {
                    Json.mapper().readTree(file.toFile()).forEach(all::add);
                }
            } finally {
                Files.deleteIfExists(file);
            }
        }
        String outcome;
        if (all.isEmpty()) {
            outcome = "the profiled forks wrote no result" + (round.failure() == null ? ""
                    : " (exit " + round.failure().exitCode() + "; see " + RunLayout.JMH_LOG + ")");
        } else {
            AtomicFiles.createCompressed(envDir.resolve(RunLayout.SYSCALLS_GZ), Json.mapper()
                    .writerWithDefaultPrettyPrinter().writeValueAsBytes(all));
            if (!anyCounted(all)) {
                outcome = "strace cannot trace here (strace missing or ptrace refused; "
                        + RunLayout.JMH_LOG + " has the profiler's line)";
            } else if (round.failure() != null || all.size() < cells.size()) {
                outcome = String.format(Locale.ROOT, "counted for %d of %d answer cell(s); the rest failed (see %s)",
                        all.size(), cells.size(), RunLayout.JMH_LOG);
            } else {
                outcome = COUNTED;
            }
        }
        record.details.put("syscalls", outcome);
        if (!outcome.equals(COUNTED)) {
            ctx.err().println("iobench: warning: " + record.id + ": syscalls: " + outcome);
            ctx.err().flush();
        }
    }

    /** Whether some entry carries the profiler's secondary metrics. */
    static boolean anyCounted(JsonNode entries) {
        for (JsonNode e : entries) {
            for (Iterator<String> it = e.path("secondaryMetrics").fieldNames(); it.hasNext(); ) {
                if (it.next().startsWith("\u00b7syscall.")) {
                    return true;
                }
            }
        }
        return false;
    }
}
