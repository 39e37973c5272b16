package dev.iobench.runner.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.report.Fixtures;
import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.format.CompareFormat;
import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.report.result.BenchmarkResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** kotlinx-io's table layout in the report: our verdict in its Speedup column, never N/A beside a ratio. */
class KotlinxLayoutVerdictTest {
    @Test
    void overlappingIntervals_speedupColumnCarriesOurVerdict() {
        List<BenchmarkResult> results = Inputs.load(List.of(Fixtures.kotlinx(Fixtures.JMH_AVGT)),
                new PrintWriter(new StringWriter()), true).results();
        List<Comparison> rows = new ArrayList<>();
        for (BenchmarkResult b : results) {
            if (b.benchmark().endsWith("SocketOutputStreamBenchmark.benchmark")) {
                results.stream().filter(k -> k.benchmark().endsWith("SocketChannelWriteBenchmark.benchmark")
                        && k.params().equals(b.params())).findFirst().ifPresent(k -> rows.add(Comparison.of(b, k, true)));
            }
        }
        assertFalse(rows.isEmpty());
        // the source's rule gives N/A on at least one of these rows (its 0.999 intervals overlap)
        String sourceLayout = CompareFormat.table(rows, false, c -> c.baseline().params(), "ns/op", false);
        assertTrue(sourceLayout.contains("|N/A|"), sourceLayout);

        String md = CompareFormat.table(rows, false, c -> c.baseline().params(), "ns/op", true);

        List<List<String>> t = Fixtures.table(md, 0);
        assertEquals(CompareFormat.OURS_AS_SPEEDUP, t.get(0).get(t.get(0).size() - 1), t.get(0).toString());
        assertEquals(rows.size() + 1, t.size());
        for (int i = 1; i < t.size(); i++) {
            assertEquals(t.get(0).size(), t.get(i).size(), t.get(i).toString());
            assertEquals(rows.get(i - 1).verdict().cell(), t.get(i).get(t.get(i).size() - 1));
        }
        assertFalse(md.contains("N/A"), md);
    }
}
