package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/bench-precision.sh for real, in its smoke form (SMOKE=1: 4 answer cells on tmpfs, 100 ms
 * iterations): the two ways run (cell after cell, and interleaved) and the summary reads what they wrote.
 */
class BenchPrecisionScriptTest {
    @TempDir
    Path results;

    @Test
    void smokeRun_printsBothMethodsSideBySide() throws Exception {
        Path project = Path.of(System.getProperty("iobench.projectDir")).toRealPath();
        Path log = results.resolve("bench-precision.log");
        ProcessBuilder pb = new ProcessBuilder("bash", "scripts/bench-precision.sh").directory(project.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("SMOKE", "1");
        pb.environment().put("RESULTS", results.resolve("out").toString());
        pb.environment().put("IOBENCH_CP", System.getProperty("java.class.path"));
        pb.environment().put("IOBENCH_JAVA_OPTS", "-Diobench.benchmarksJar=" + System.getProperty("iobench.benchmarksJar"));
        Process p = pb.start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("bench-precision.sh SMOKE=1 did not end in 10 minutes:\n" + Files.readString(log));
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);

        // | method | wall time | answer rows | median half-width | within 5% | within 10% |
        String[] before = row(out, "cell after cell");
        String[] now = row(out, "interleaved rounds");
        String[] reread = row(out, "the same interleaved run read as before");
        assertTrue(before[2].matches("\\d+m\\d+s|\\d+s"), out);
        assertTrue(now[2].matches("\\d+m\\d+s|\\d+s"), out);
        assertEquals("(same run)", reread[2], out);
        int rows = Integer.parseInt(before[3].split(" ")[0]);
        assertTrue(rows >= 2, "the answers' rows of 4 cells: " + out);
        assertEquals(before[3].split(" ")[0], now[3].split(" ")[0], "both ways answer the same rows: " + out);
        for (String[] r : List.of(before, now, reread)) {
            assertTrue(r[4].matches("\\d+\\.\\d%|-"), out);
            assertTrue(r[5].matches("\\d+\\.\\d%"), out);
            assertTrue(r[6].matches("\\d+\\.\\d%"), out);
        }

        try (Stream<Path> runs = Files.list(results.resolve("out/runs"))) {
            List<Path> all = runs.sorted().toList();
            assertEquals(2, all.size(), "the two ways: " + all);
            List<String> orders = new java.util.ArrayList<>();
            for (Path r : all) {
                try (Stream<Path> files = Files.walk(r)) {
                    Path precision = files.filter(f -> f.getFileName().toString().equals("precision.json")).findFirst()
                            .orElseThrow();
                    JsonNode pj = Json.mapper().readTree(precision.toFile());
                    orders.add(pj.get("answersOrder").asText());
                    pj.get("cells").forEach(c -> assertEquals("answer", c.get("role").asText(), "--only-answers: " + c));
                }
            }
            assertEquals(List.of("sequential", "interleaved"), orders);
        }
    }

    /** @return the cells of the table row whose method starts with {@code method} (index 1 is the method) */
    private static String[] row(String out, String method) {
        return out.lines().filter(l -> l.startsWith("| " + method)).findFirst()
                .orElseThrow(() -> new AssertionError("no row for " + method + ":\n" + out)).split(" *\\| *");
    }
}
