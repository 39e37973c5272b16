package dev.iobench.runner.report.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.report.Fixtures;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which runs {@code iobench report} shows: the newest run of each machine by default, every run
 * with {@code --all-runs}; tested on copies of the committed showcase run.
 */
class RunSelectionTest {
    private static final Path SHOWCASE = Path.of(System.getProperty("iobench.projectDir"), "results", "runs",
            "20261122T150958Z-vm");

    @TempDir
    Path tmp;

    @Test
    void twoRunsOfOneMachine_newestShown_allRunsShowsBoth_labelledMachineKept() throws Exception {
        Path runs = tmp.resolve("runs");
        Fixtures.copyTree(SHOWCASE, runs.resolve("20261122T150958Z-vm"));
        Fixtures.copyTree(SHOWCASE, runs.resolve("20261123T090000Z-vm"));
        // a third run from the same host name, but labelled as another machine (its run id and env.json)
        Path labelled = runs.resolve("20261101T000000Z-nvme-box");
        Fixtures.copyTree(SHOWCASE, labelled);
        try (Stream<Path> s = Files.walk(labelled)) {
            for (Path env : s.filter(p -> p.getFileName().toString().equals("env.json")).toList()) {
                ObjectNode o = (ObjectNode) Json.mapper().readTree(env.toFile());
                o.putObject("machine").put("label", "nvme-box");
                Files.writeString(env, Json.mapper().writeValueAsString(o));
            }
        }

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", tmp.resolve("r1").toString(), "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("iobench: report: the newest run of each machine; 1 older run(s) of vm left out "
                + "(--all-runs shows them)"), o.err());
        assertTrue(o.err().contains("20 files, 860 results, 20 environments"), o.err());
        String report = Files.readString(tmp.resolve("r1").resolve("README.md"));
        assertTrue(report.contains("runs/20261123T090000Z-vm/host-ext4-jdk17/env.json"), report);
        assertTrue(report.contains("runs/20261101T000000Z-nvme-box/host-ext4-jdk17/env.json"), report);
        assertFalse(report.contains("20261122T150958Z-vm"), report);

        Cli.Outcome all = Cli.run("report", runs.toString(), "--out", tmp.resolve("r2").toString(), "--no-charts",
                "--all-runs");
        assertEquals(ExitCodes.OK, all.code(), all.err());
        assertFalse(all.err().contains("left out"), all.err());
        assertTrue(all.err().contains("30 files, 1290 results, 30 environments"), all.err());

        // run folders named as inputs are always shown
        Cli.Outcome named = Cli.run("report", runs.resolve("20261122T150958Z-vm").toString(),
                runs.resolve("20261123T090000Z-vm").toString(), "--out", tmp.resolve("r3").toString(), "--no-charts");
        assertEquals(ExitCodes.OK, named.code(), named.err());
        assertTrue(named.err().contains("20 files, 860 results, 20 environments"), named.err());
    }

    @Test
    void aRunCutShortBeforeItsFirstEnvironment_claimsNoHost_andIsLeftOutBesideItsMachinesRuns() throws Exception {
        Path runs = tmp.resolve("runs");
        for (String id : new String[] {"20261122T150958Z-vm", "20261123T090000Z-vm"}) {
            Fixtures.copyTree(SHOWCASE, runs.resolve(id));
            // both made on host vm, as a run now records it
            try (Stream<Path> s = Files.walk(runs.resolve(id))) {
                for (Path env : s.filter(p -> p.getFileName().toString().equals("env.json")).toList()) {
                    ObjectNode o = (ObjectNode) Json.mapper().readTree(env.toFile());
                    o.putObject("machine").put("label", "vm").put("hostname", "vm");
                    Files.writeString(env, Json.mapper().writeValueAsString(o));
                }
            }
        }
        // between them, a run that stopped before any environment: its run.json alone, no host recorded
        Path cut = Files.createDirectories(runs.resolve("20261122T160000Z-vm"));
        Files.writeString(cut.resolve("run.json"), "{\"formatVersion\":1,\"id\":\"20261122T160000Z-vm\","
                + "\"status\":\"failed\",\"environments\":[]}");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", tmp.resolve("r").toString(), "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertFalse(o.err().contains("is claimed by runs from"), o.err());
        assertFalse(o.err().contains("20261122T160000Z-vm"), "left out with the older runs: " + o.err());
        assertTrue(o.err().contains("iobench: report: the newest run of each machine; 2 older run(s) of vm left out "
                + "(--all-runs shows them)"), o.err());
        String report = Files.readString(tmp.resolve("r").resolve("README.md"));
        assertTrue(report.contains("runs/20261123T090000Z-vm/host-ext4-jdk17/env.json"), report);
    }
}
