package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@link ReportPerf} workload builds a full report. The 2 s budget itself is checked by
 * {@code make report-perf} (a quiet JVM); here only a loose bound, so a busy CI machine does not fail.
 */
class ReportPerfTest {
    @TempDir
    Path tmp;

    @Test
    void perfWorkload_200Files_20000Results() throws Exception {
        ReportPerf.generate(tmp.resolve("runs"));
        ReportCommand.Outcome o = ReportPerf.run(tmp, "report");
        assertEquals(ReportPerf.FILES * ReportPerf.ROWS_PER_FILE, o.results());
        assertEquals(0, o.failures());
        assertEquals(20_001, Files.readAllLines(tmp.resolve("report/results.csv")).size());
        assertTrue(Files.readString(tmp.resolve("report/README.md")).contains("host-ext4-jdk17-199"));
        assertTrue(o.millis() < 20_000, o.millis() + " ms");
    }
}
