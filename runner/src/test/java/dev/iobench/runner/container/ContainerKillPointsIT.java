package dev.iobench.runner.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SIGTERM at each moment of a container environment's set-up where a leftover could be born: before
 * its work folder is made, after it is made but before its cleanup is registered, after the loop
 * volume is mounted but before its cleanup is registered, and once both are registered. iobench
 * holds still at the named {@link Cleanup#pauseAt pause point} until the signal arrives, so the signal lands exactly
 * there every time. After each: iobench exits, its run says interrupted, and nothing of it is left
 * (no work folder, mount, loop device or container).
 */
class ContainerKillPointsIT {
    @TempDir
    Path tmp;

    @AfterEach
    void nothingLeftBehind() throws Exception {
        ContainerFaultsIT.assertNothingLeft();
    }

    @ParameterizedTest
    @ValueSource(strings = {"work-folder", "work-folder-made", "loop-volume-made", "environment"})
    void sigtermAtPoint_nothingLeftRunInterrupted(String point) throws Exception {
        Path results = tmp.resolve("results");
        Path log = tmp.resolve("iobench.log");
        Process p = ContainerFaultsIT.start(log, Map.of(Cleanup.PAUSE_ENV, point), "run", "--env", "container",
                "--jdk", "17", "--fs", "ext4", "--include", "WholeFileWriteBenchmark\\.fileChannelHeap$",
                "--results", results.toString(), "--profile", "quick", "--jmh-arg", "-f", "--jmh-arg", "1",
                "--jmh-arg", "-wi", "--jmh-arg", "0", "--jmh-arg", "-i", "--jmh-arg", "1");
        try {
            awaitLine(log, "iobench: paused at " + point, p);
            p.destroy(); // SIGTERM, while iobench holds still at the point
            assertTrue(p.waitFor(2, TimeUnit.MINUTES), "iobench exits after SIGTERM");
        } finally {
            p.destroyForcibly();
        }
        String said = Files.readString(log);
        assertTrue(p.exitValue() != 0, said);
        Path run;
        try (Stream<Path> s = Files.list(results.resolve("runs"))) {
            run = s.findFirst().orElseThrow();
        }
        JsonNode m = Json.mapper().readTree(run.resolve("run.json").toFile());
        assertEquals("interrupted", m.get("status").asText(), said);
        try (Stream<Path> s = Files.walk(run)) {
            for (Path f : s.filter(f -> f.toString().endsWith(".json")).toList()) {
                Json.mapper().readTree(f.toFile()); // whole
            }
        }
    }

    /** Waits for {@code line} in the log of {@code p}, which must not exit first (at most two minutes). */
    private static void awaitLine(Path log, String line, Process p) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log).lines().anyMatch(l -> l.equals(line))) {
                return;
            }
            if (!p.isAlive()) {
                throw new AssertionError("iobench exited before '" + line + "': " + Files.readString(log));
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no '" + line + "' in " + List.of(Files.readString(log)));
    }
}
