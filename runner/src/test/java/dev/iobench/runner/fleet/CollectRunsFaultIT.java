package dev.iobench.runner.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/fleet/collect-runs.py killed in the middle of unpacking a VM's runs, at its pause point
 * (after the first file of the first run is written): results/runs holds only what it held before
 * (without the temp folders older collects left there), so no report can take a half-written run for a
 * machine; the next collect removes what the killed one left and adds the runs whole.
 */
class CollectRunsFaultIT {
    private static final String RUN_1 = "20260101T000000Z-loop-k";
    private static final String RUN_2 = "20260101T000001Z-loop-k";

    @TempDir
    Path tmp;

    @Test
    void collectKilledMidway_leavesResultsRunsAsBefore_nextCollectCleansUpAndAddsRunsWhole() throws Exception {
        Path vm = Files.createDirectories(tmp.resolve("vm"));
        Path state = tmp.resolve("results/.fleet");
        Path incoming = Files.createDirectories(state.resolve("incoming/loop-k"));
        Path runs = Files.createDirectories(tmp.resolve("results/runs"));
        Path earlier = Files.createDirectories(runs.resolve("20251231T000000Z-other"));
        Files.writeString(earlier.resolve("run.json"), "{}\n");
        Files.createDirectories(runs.resolve(".incoming-abc123/" + RUN_1));
        for (String id : List.of(RUN_1, RUN_2)) {
            Path run = Files.createDirectories(vm.resolve(id));
            Files.writeString(run.resolve("run.json"), "{\"id\": \"" + id + "\", \"machine\": \"loop-k\"}\n");
            Path env = Files.createDirectories(run.resolve("host-ext4-jdk17"));
            Files.writeString(env.resolve("env.json"), "{\"machine\": {\"label\": \"loop-k\"}}\n");
            Files.writeString(env.resolve("jmh.json"), "[]\n".repeat(1000));
            Shell.check(List.of("tar", "-czf", incoming.resolve(id + ".tar.gz").toString(), "-C", vm.toString(), id), tmp);
        }

        Path marker = tmp.resolve("paused");
        Path log = tmp.resolve("killed.log");
        Process killed = Shell.start(collect(runs, state), tmp, Map.of("IOBENCH_COLLECT_PAUSE", marker.toString()), log);
        try {
            LoopbackVm.await("the collect at its pause point", Duration.ofSeconds(60), () -> Files.exists(marker));
        } finally {
            killed.destroyForcibly();
            killed.waitFor();
        }
        assertEquals(List.of("20251231T000000Z-other"), names(runs),
                "a killed collect adds nothing to results/runs (and removed an older collect's temp folder first)");
        assertTrue(Files.isDirectory(state.resolve("staging/loop-k/" + RUN_1)), "the killed collect was unpacking");

        Shell.Result next = Shell.run(collect(runs, state), tmp, new HashMap<>(), tmp.resolve("next.log"),
                Duration.ofSeconds(60));
        assertEquals(0, next.exitCode(), next.output());
        assertEquals("added " + RUN_1 + "\nadded " + RUN_2 + "\n", next.output());
        assertEquals(List.of("20251231T000000Z-other", RUN_1, RUN_2), names(runs));
        assertFalse(Files.exists(state.resolve("staging/loop-k")), "the killed collect's staging is removed");
        assertEquals(List.of(), names(incoming), "the archives are removed once their runs are in");
        for (String id : List.of(RUN_1, RUN_2)) {
            assertEquals(Files.readString(vm.resolve(id + "/host-ext4-jdk17/jmh.json")),
                    Files.readString(runs.resolve(id + "/host-ext4-jdk17/jmh.json")), id + " whole");
            assertEquals(Files.readString(vm.resolve(id + "/run.json")), Files.readString(runs.resolve(id + "/run.json")));
        }
    }

    private static List<String> collect(Path runs, Path state) {
        List<String> command = new ArrayList<>(List.of("/usr/bin/python3",
                FleetIT.projectDir().resolve("scripts/fleet/collect-runs.py").toString(), runs.toString(),
                state.toString(), "loop-k", "vm-k", RUN_1, RUN_2));
        return command;
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
