package dev.iobench.suite.syscalls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
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
class SyscallProfilerTest {
    private static final Set<String> PATTERN = Set.of("openat", "write", "fsync", "close");

    @Test
    void knownPattern_readsBackAsOneOfEachCallPerOp(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("jmh.json");
        Options opts = new OptionsBuilder()
                .include(KnownPatternBenchmark.class.getName() + "\\.openWriteSyncClose(Sampled)?$")
                .forks(1)
                .warmupIterations(1).warmupTime(TimeValue.milliseconds(300))
                .measurementIterations(2).measurementTime(TimeValue.milliseconds(500))
                .jvmArgsAppend("-Dsyscalls.test.dir=" + dir)
                .addProfiler(SyscallProfiler.class)
                .result(json.toString()).resultFormat(ResultFormatType.JSON)
                .build();
        new Runner(opts).run();

        JsonNode runs = new ObjectMapper().readTree(json.toFile());
        assertEquals(2, runs.size(), "both modes ran");
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
}
