package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@link ReportPerf} workload builds a full report. How long it takes is measured by
 * {@code make report-perf} and written in the README, never asserted here: a unit test checks what
 * the report holds, not how fast a busy machine made it.
 */
class ReportPerfIT {
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
    }
}
