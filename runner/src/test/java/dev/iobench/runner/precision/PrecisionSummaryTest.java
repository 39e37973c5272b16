package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.results.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What make bench-precision prints, from JMH JSON written here: figures, projection, goal, machine noise. */
class PrecisionSummaryTest {
    @TempDir
    Path dir;

    @Test
    void forksFor_isTheSmallestCountWhoseStudentIntervalFits() {
        // t(0.975; 20) = 2.086: 2.086 x 4.5% / sqrt(21) = 2.05% > 2%; t(0.975; 21) = 2.080: 2.080 x 4.5% / sqrt(22) = 1.996%
        assertEquals(22, StopRule.forksFor(0.045, 0.02, 0.95, 3, 1000));
        assertEquals(3, StopRule.forksFor(0.0, 0.02, 0.95, 3, 1000), "no spread: the minimum");
        assertEquals(20, StopRule.forksFor(0.045, 0.02, 0.95, 3, 20), "past the cap: the cap");
        assertEquals(0.1 / 1.1, StopRule.relativeSpread(new double[] {1.0, 1.1, 1.2}), 1e-12);
    }

    @Test
    void projection_bringsTheCheapestShareWithinAndRunsTheRestAtTheMinimum() {
        List<TargetProjection.Cell> cells = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            cells.add(new TargetProjection.Cell(0.0, 1.0));
        }
        cells.add(new TargetProjection.Cell(0.045, 2.0));
        TargetProjection.Estimate ninety = TargetProjection.of(cells, 0.02, 0.95, 0.9);
        assertEquals(List.of(3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 22.0), ninety.forks());
        assertEquals(9 * 3 * 1.0 + 3 * 2.0, ninety.seconds(), 1e-9, "the noisy cell stays at its 3 forks");
        assertEquals(9 * 3 * 1.0 + 22 * 2.0, TargetProjection.of(cells, 0.02, 0.95, 1.0).seconds(), 1e-9);
        cells.add(new TargetProjection.Cell(Double.NaN, 1.0));
        assertTrue(Double.isNaN(TargetProjection.of(cells, 0.02, 0.95, 0.9).seconds()),
                "a cell with fewer than 3 forks has no spread: no projection");
    }

    @Test
    void machineNoise_separatesForkToForkFromIterationToIteration() {
        MachineNoise n = MachineNoise.of(entry("x.CachedReadBenchmark.readFromCache",
                new double[][] {{1.0, 1.2}, {1.1, 1.3}, {0.9, 1.1}}));
        assertEquals(3, n.forks());
        assertEquals(2, n.iterations());
        assertEquals(0.1 / 1.1, n.forkCv(), 1e-12);
        // every fork: two iterations 0.1 either side of its mean; pooled variance 0.06 / 3 df
        assertEquals(Math.sqrt(0.02) / 1.1, n.iterationCv(), 1e-12);
    }

    @Test
    void print_saysWhetherTheGoalHoldsAndWhy() throws Exception {
        double[][] tight = {{100, 100}, {100.2, 100.2}, {99.8, 99.8}};
        double[][] loose = {{100, 100}, {120, 120}, {80, 80}};
        Path full = run("full", loose, loose);
        Path met = run("met", tight, tight);
        Path notMet = run("not-met", tight, loose);
        Path noise = run("noise", "x.CachedReadBenchmark.readFromCache", new double[][] {{1.0, 1.2}, {1.1, 1.3}, {0.9, 1.1}});

        String yes = print(List.of(new PrecisionSummary.Way("full", full, 300),
                new PrecisionSummary.Way("precision-2%", met, 90)), noise);
        assertTrue(yes.contains("(1m40s): met (precision-2%: 2 of 2 within in 1m30s;"), yes);
        assertTrue(yes.contains("machine noise: CachedReadBenchmark.readFromCache (no I/O) varies 9.1% from fork to fork "
                + "(standard deviation over the mean, 3 forks of 2 iterations) and 13% from one iteration to the next"), yes);
        String[] fullRow = yes.lines().filter(l -> l.startsWith("full ")).findFirst().orElseThrow().trim().split(" +");
        // loose: mean 100, sd 20: 20% spread needs forks with t x 20% / sqrt(n) <= 2%: 387
        assertEquals(List.of("full", "5m00s", "2", "0", "(0%)", "±50%"), List.of(fullRow).subList(0, 6), yes);
        assertEquals("387", fullRow[fullRow.length - 3], yes);

        String no = print(List.of(new PrecisionSummary.Way("full", full, 300),
                new PrecisionSummary.Way("precision-2%", notMet, 90)), null);
        assertTrue(no.contains("(1m40s): not met (precision-2%: 1 of 2 within in 1m30s;"), no);
        String late = print(List.of(new PrecisionSummary.Way("full", full, 300),
                new PrecisionSummary.Way("precision-2%", met, 101)), null);
        assertTrue(late.contains(": not met (precision-2%: 2 of 2 within in 1m41s;"), "within but too slow: " + late);
    }

    private String print(List<PrecisionSummary.Way> ways, Path noise) {
        StringWriter out = new StringWriter();
        PrecisionSummary.print(0.02, ways, noise, new PrintWriter(out));
        return out.toString();
    }

    /** A run folder with one environment whose jmh.json holds one avgt entry per cell (forks x iterations). */
    private Path run(String name, double[][]... cells) throws Exception {
        return run(name, "x.Bench.cell", cells);
    }

    private Path run(String name, String benchmark, double[][]... cells) throws Exception {
        ArrayNode entries = Json.mapper().createArrayNode();
        for (int i = 0; i < cells.length; i++) {
            entries.add(entry(cells.length > 1 ? benchmark + i : benchmark, cells[i]));
        }
        Path env = Files.createDirectories(dir.resolve(name).resolve("host-tmpfs-jdk17"));
        Json.mapper().writeValue(env.resolve("jmh.json").toFile(), entries);
        return dir.resolve(name);
    }

    private static JsonNode entry(String benchmark, double[][] forks) {
        ObjectNode e = Json.mapper().createObjectNode();
        e.put("benchmark", benchmark);
        e.put("mode", "avgt");
        e.put("forks", forks.length);
        ArrayNode raw = e.putObject("primaryMetric").putArray("rawData");
        for (double[] fork : forks) {
            ArrayNode f = raw.addArray();
            for (double v : fork) {
                f.add(v);
            }
        }
        return e;
    }
}
