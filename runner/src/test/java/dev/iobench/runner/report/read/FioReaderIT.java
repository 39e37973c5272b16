package dev.iobench.runner.report.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.env.FioReference;
import dev.iobench.runner.results.RunLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fio reference run for real in a folder on the VM disk, kept as fio.json and read back. */
class FioReaderIT {
    @TempDir
    Path envDir;

    @Test
    void realFioOnTheVmDisk_keepsJobAndJson_everyRunOfEachPattern_syncCostsMoreThanBuffered() throws Exception {
        Path dir = Files.createDirectories(Path.of(System.getProperty("iobench.projectDir"), "runner", "target", "fio-ext4"));
        assertNull(FioReference.runOnHost(dir, envDir));
        String job = Files.readString(envDir.resolve(RunLayout.FIO_JOB));
        assertTrue(job.contains("directory=${IOBENCH_DIR}"), job);
        // the patterns interleaved run by run
        assertTrue(job.indexOf("[buffered-1]") < job.indexOf("[inplace-fdatasync-2]"), job);
        assertTrue(job.contains("[append-fdatasync-" + FioReference.RUNS + "]"), job);
        Map<String, double[]> runs = SideFiles.runMeanMicros(envDir.resolve(RunLayout.FIO));
        assertEquals(List.of("inplace-fdatasync", "append-fdatasync", "buffered"), List.copyOf(runs.keySet()));
        runs.forEach((pattern, v) -> {
            assertEquals(FioReference.RUNS, v.length, pattern);
            Arrays.stream(v).forEach(x -> assertTrue(x > 0, pattern + ": " + Arrays.toString(v)));
        });
        // a flush reaches the device; a buffered write stays in the page cache
        assertTrue(median(runs.get("inplace-fdatasync")) > 5 * median(runs.get("buffered")),
                Arrays.toString(runs.get("inplace-fdatasync")) + " vs " + Arrays.toString(runs.get("buffered")));
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "fio removes its files (unlink=1)");
        }
        try (var files = Files.list(envDir)) {
            assertEquals(List.of("fio.job", "fio.json"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
