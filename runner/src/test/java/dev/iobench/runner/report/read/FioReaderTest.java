package dev.iobench.runner.report.read;

import dev.iobench.runner.results.RunLayout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.env.FioReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fio reference run for real in a folder on the VM disk, kept as fio.json and read back. */
class FioReaderTest {
    @TempDir
    Path envDir;

    @Test
    void realFioOnTheVmDisk_keepsJobAndJson_bestRunOfEachPattern_syncCostsMoreThanBuffered() throws Exception {
        Path dir = Files.createDirectories(Path.of(System.getProperty("iobench.projectDir"), "runner", "target", "fio-ext4"));
        assertNull(FioReference.runOnHost(dir, envDir));
        assertTrue(Files.readString(envDir.resolve(RunLayout.FIO_JOB)).contains("directory=${IOBENCH_DIR}"));
        Map<String, Double> best = FioReader.bestP50Micros(envDir.resolve(RunLayout.FIO));
        assertEquals(List.of("inplace-fdatasync", "append-fdatasync", "buffered"), List.copyOf(best.keySet()));
        best.values().forEach(v -> assertTrue(v > 0, best.toString()));
        // a flush reaches the device; a buffered write stays in the page cache
        assertTrue(best.get("inplace-fdatasync") > 5 * best.get("buffered"), best.toString());
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "fio removes its files (unlink=1)");
        }
        try (var files = Files.list(envDir)) {
            assertEquals(List.of("fio.job", "fio.json"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }
}
