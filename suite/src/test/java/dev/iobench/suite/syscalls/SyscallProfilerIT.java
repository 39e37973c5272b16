package dev.iobench.suite.syscalls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** A real forked JMH run under the profiler, read back from its jmh.json. */
class SyscallProfilerIT {
    private static final Set<String> PATTERN = Set.of("openat", "write", "fsync", "close");

    /** Temurin 25, on every machine of the project: its thread dumps print thread ids in decimal. */
    private static final Path JDK_25 = Paths.get("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");

    @Test
    void knownPattern_readsBackAsOneOfEachCallPerOp(@TempDir Path dir) throws Exception {
        assertKnownPattern(dir, Paths.get(System.getProperty("java.home"), "bin", "java"), "(Sampled)?", 2);
    }

    @Test
    void knownPattern_onJdk25(@TempDir Path dir) throws Exception {
        assertTrue(Files.isExecutable(JDK_25), "JDK 25 at " + JDK_25);
        assertKnownPattern(dir, JDK_25, "", 1);
    }

    private static void assertKnownPattern(Path dir, Path java, String variants, int benchmarks) throws Exception {
        Path json = dir.resolve("jmh.json");
        // JMH's lock in /tmp is shared with whatever else runs JMH on this machine; this run is small
        System.setProperty("jmh.ignoreLock", "true");
        Options opts = new OptionsBuilder()
                .include(KnownPatternBenchmark.class.getName() + "\\.openWriteSyncClose" + variants + "$")
                .jvm(java.toString())
                .forks(1)
                .warmupIterations(1).warmupTime(TimeValue.milliseconds(300))
                .measurementIterations(2).measurementTime(TimeValue.milliseconds(500))
                .jvmArgsAppend("-Dsyscalls.test.dir=" + dir)
                .addProfiler(SyscallProfiler.class)
                .result(json.toString()).resultFormat(ResultFormatType.JSON)
                .build();
        new Runner(opts).run();

        JsonNode runs = new ObjectMapper().readTree(json.toFile());
        assertEquals(benchmarks, runs.size(), "every benchmark ran");
        for (JsonNode run : runs) {
            Map<String, Double> perOp = new TreeMap<>();
            Iterator<Map.Entry<String, JsonNode>> it = run.path("secondaryMetrics").fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> m = it.next();
                if (!m.getKey().startsWith(SyscallProfiler.LABEL)) {
                    continue;
                }
                perOp.put(m.getKey(), m.getValue().path("score").asDouble());
            }
            String name = run.path("benchmark").asText();
            for (String call : PATTERN) {
                Double n = perOp.get(SyscallProfiler.LABEL + call);
                assertTrue(n != null && Math.abs(n - 1.0) <= 0.02, name + ": " + call + " per op " + n + " in " + perOp);
                assertEquals("#/op", run.path("secondaryMetrics").path(SyscallProfiler.LABEL + call).path("scoreUnit").asText());
            }
            perOp.forEach((label, value) -> {
                boolean count = !label.endsWith(".share");
                String call = label.substring(SyscallProfiler.LABEL.length());
                if (count && !PATTERN.contains(call)) {
                    assertTrue(value < 0.02, name + ": a call outside the op's pattern, " + label + " " + value + " per op");
                }
            });
            double share = perOp.get(SyscallProfiler.LABEL + "time.share");
            assertTrue(share > 0 && share <= 100, name + ": time share " + share);
            assertTrue(perOp.get(SyscallProfiler.LABEL + "fsync.share") <= share, name + ": one call's share within the total");
        }
        try (var left = Files.list(dir)) {
            assertEquals(1, left.count(), "only jmh.json is left: every fork deleted its file");
        }
    }

    @Test
    void ptraceRefused_oneLineSaysSo_andTheForkRunsWithoutSyscallResults(@TempDir Path dir) throws Exception {
        // the kernel refuses ptrace to the JMH host and its forks, as a container's seccomp profile can
        Path noPtrace = Paths.get(getClass().getResource("no-ptrace.py").toURI());
        Path json = dir.resolve("jmh.json");
        Path out = dir.resolve("out.txt");
        Process p = new ProcessBuilder("/usr/bin/python3", noPtrace.toString(),
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-Djmh.ignoreLock=true",
                "-cp", System.getProperty("java.class.path"), "org.openjdk.jmh.Main",
                KnownPatternBenchmark.class.getName() + "\\.openWriteSyncClose$",
                "-prof", SyscallProfiler.class.getName(), "-f", "1", "-wi", "1", "-w", "200ms", "-i", "1", "-r", "300ms",
                "-jvmArgsAppend", "-Dsyscalls.test.dir=" + dir, "-rf", "json", "-rff", json.toString())
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "JMH finished");
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), String.join("\n", lines));
        long said = lines.stream().filter(l -> l.startsWith("syscalls: strace cannot trace here (")).count();
        assertEquals(1, said, "one line says why: " + String.join("\n", lines));
        assertTrue(lines.stream().noneMatch(l -> l.contains("Exception")), String.join("\n", lines));

        JsonNode runs = new ObjectMapper().readTree(json.toFile());
        assertEquals(1, runs.size());
        assertTrue(runs.get(0).path("primaryMetric").path("score").asDouble() > 0, "the benchmark's own result is there");
        runs.get(0).path("secondaryMetrics").fieldNames().forEachRemaining(label ->
                assertTrue(!label.startsWith(SyscallProfiler.LABEL), "no syscall result untraced: " + label));
    }
}
