package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A precision run's precision.json beside jmh.json: the report marks the cells that did not reach their target. */
class PrecisionNotesTest {
    private static final Path SHOWCASE = Path.of(System.getProperty("iobench.projectDir"), "results", "runs",
            "20261122T150958Z-vm", "host-ext4-jdk17");

    @TempDir
    Path tmp;

    @Test
    void cellBelowTarget_markedInItsGroupTable_headerCountsBoth() throws Exception {
        Path env = Files.createDirectories(tmp.resolve("runs/20261123T100000Z-vm/host-ext4-jdk17"));
        Files.copy(SHOWCASE.resolve("jmh.json"), env.resolve("jmh.json"));
        Files.copy(SHOWCASE.resolve("env.json"), env.resolve("env.json"));
        JsonNode cells = Json.mapper().readTree(SHOWCASE.resolve("jmh.json").toFile());
        JsonNode cached = null;
        JsonNode disk = null;
        for (JsonNode e : cells) {
            if (e.get("benchmark").asText().endsWith("CachedReadBenchmark.readFromCache")) {
                cached = e;
            }
            if (e.get("benchmark").asText().endsWith("CachedReadBenchmark.readFromDisk")) {
                disk = e;
            }
        }
        Files.writeString(env.resolve("precision.json"), "{\"target\":0.02,\"confidence\":0.95,\"cells\":["
                + "{\"benchmark\":\"" + cached.get("benchmark").asText() + "\",\"mode\":\"avgt\",\"params\":{},"
                + "\"reached\":false,\"status\":\"precision not reached (±4.1%)\"},"
                + "{\"benchmark\":\"" + disk.get("benchmark").asText() + "\",\"mode\":\"avgt\",\"params\":{},"
                + "\"reached\":true,\"status\":\"within ±2%\"}]}\n");

        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("report").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("1 files,"), "precision.json is not read as a result file: " + o.err());
        String md = Files.readString(tmp.resolve("report/README.md"));
        String cacheRow = md.lines().filter(l -> l.startsWith("|readFromCache|")).findFirst().orElseThrow();
        assertTrue(cacheRow.endsWith("(n too small), precision not reached (±4.1%)|"), cacheRow);
        String diskRow = md.lines().filter(l -> l.startsWith("|readFromDisk|")).findFirst().orElseThrow();
        assertTrue(diskRow.endsWith("(n too small)|"), diskRow);
        assertTrue(md.contains("**Precision-targeted cells.** 1 of 2 ran until the 95% interval of their mean over forks "
                + "was within the target; 1 stopped at a cap"), md);
    }
}
