package dev.iobench.runner.report.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * fio's figure is one statistic for one op: each run's mean time per write + fdatasync, from fio's own
 * per-call latencies (a fixture cut from a published run's {@code fio.json}).
 */
class FioReaderTest {
    @Test
    void eachRun_isItsTimeInWritesAndSyncsPerWrite_aFailedRunLeftOut() throws Exception {
        Map<String, double[]> runs = SideFiles.runMeanMicros(
                Path.of(FioReaderTest.class.getResource("/report/fio/fio.json").toURI()));

        assertEquals(List.of("inplace-fdatasync", "buffered"), List.copyOf(runs.keySet()));
        // the run's time in its 256 writes and its 255 fdatasyncs, per write
        assertArrayEquals(new double[] {(5638.359375 * 256 + 119137.12549 * 255) / 256 / 1000,
            (5706.445313 * 256 + 126783.086275 * 255) / 256 / 1000}, runs.get("inplace-fdatasync"), 1e-9);
        // no sync: the write's own mean
        assertArrayEquals(new double[] {3.777195313}, runs.get("buffered"), 1e-9);
    }
}
