package dev.iobench.runner.report.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.SpreadPrior;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A precision run's precision.json beside jmh.json: the report marks the cells that did not reach their target. */
class PrecisionNotesTest {
    private static final Path SHOWCASE = Path.of(System.getProperty("iobench.projectDir"), "results", "runs",
            "20261122T150958Z-vm", "host-ext4-jdk17");

    @TempDir
    Path tmp;

    /**
     * @param forkMeans each cell's fork means (cell i is {@code dev.iobench.suite.x.Cell<i>.op}, avgt, 3
     *     iterations of that mean a fork)
     * @return a run's environment folder with their jmh.json and the showcase's env.json
     */
    private Path runOfCells(double[][] forkMeans) throws Exception {
        JsonNode template = null;
        for (JsonNode e : Json.mapper().readTree(SHOWCASE.resolve("jmh.json").toFile())) {
            template = e.get("benchmark").asText().endsWith("CachedReadBenchmark.readFromDisk") ? e : template;
        }
        com.fasterxml.jackson.databind.node.ArrayNode entries = Json.mapper().createArrayNode();
        for (int i = 0; i < forkMeans.length; i++) {
            com.fasterxml.jackson.databind.node.ObjectNode e = template.deepCopy();
            e.put("benchmark", "dev.iobench.suite.x.Cell" + i + ".op");
            e.put("forks", forkMeans[i].length);
            com.fasterxml.jackson.databind.node.ArrayNode raw = ((com.fasterxml.jackson.databind.node.ObjectNode)
                    e.get("primaryMetric")).putArray("rawData");
            for (double m : forkMeans[i]) {
                raw.addArray().add(m).add(m).add(m);
            }
            entries.add(e);
        }
        Path env = Files.createDirectories(tmp.resolve("runs/20261123T100000Z-vm/host-ext4-jdk17"));
        Files.writeString(env.resolve("jmh.json"), Json.write(entries));
        Files.copy(SHOWCASE.resolve("env.json"), env.resolve("env.json"));
        return env;
    }

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

    @Test
    void machineNoise_answersCellsSpread_isTheMedianSdOfTheLogOfTheirForkValues() throws Exception {
        // three answers' cells with known fork means: logs spread by 0.1, 0.2 and 0.4 (sd of their logs);
        // a fourth cell of the rest, far noisier, is not an answers' cell and does not count
        double[][] forkMeans = {{1, Math.exp(0.1), Math.exp(0.2)}, {2, 2 * Math.exp(0.2), 2 * Math.exp(0.4)},
            {3, 3 * Math.exp(0.4), 3 * Math.exp(0.8)}, {1, 5, 25}};
        Path env = runOfCells(forkMeans);
        StringBuilder cells = new StringBuilder();
        for (int i = 0; i < forkMeans.length; i++) {
            cells.append(i == 0 ? "" : ",").append("{\"benchmark\":\"dev.iobench.suite.x.Cell").append(i)
                    .append(".op\",\"mode\":\"avgt\",\"params\":{},\"role\":\"").append(i < 3 ? "answer" : "rest")
                    .append("\",\"reached\":true,\"status\":\"within ±5%\",\"forks\":3}");
        }
        Files.writeString(env.resolve("precision.json"), "{\"target\":0.05,\"confidence\":0.95,\"machineNoise\":"
                + "{\"benchmark\":\"dev.iobench.suite.read.CachedReadBenchmark.readFromCache\",\"forks\":4,"
                + "\"forkCv\":0.01,\"iterationCv\":0.02},\"cells\":[" + cells + "]}\n");
        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("report").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        String md = Files.readString(tmp.resolve("report/README.md"));
        // the median of 0.1, 0.2 and 0.4
        assertTrue(md.contains("|host-ext4-jdk17|1.0% (4 forks)|2.0%|20.0% (3 cells)|"), md);
        // forks a side at 3% and 10% for ±5% at 95%, Student's t with 2n - 2 degrees of freedom
        assertTrue(md.contains("at 3% a ratio of two cells whose forks move independently reaches ±5% (95% interval) "
                + "in about 5 forks a side, at 10% in about 34"), md);
    }

    @Test
    void machineNoise_showsThePriorsTheRatiosWereModeratedToward_fittedFromTheInterleavedAnswersCells()
            throws Exception {
        // ten interleaved answers' cells of 4 forks, one fork a round, spread 1% to 10%; two of them an
        // answer's pair (one pair is too few for a pair's prior)
        double[][] forkMeans = new double[10][];
        for (int i = 0; i < 10; i++) {
            double k = i + 1;
            forkMeans[i] = new double[] {k, k * (1 + 0.01 * k), k * (1 - 0.012 * k), k * (1 + 0.004 * k)};
        }
        Path env = runOfCells(forkMeans);
        StringBuilder cells = new StringBuilder();
        List<SpreadPrior.Spread> spreads = new java.util.ArrayList<>();
        for (int i = 0; i < forkMeans.length; i++) {
            spreads.add(Intervals.spreadOf(forkMeans[i], true));
            cells.append(i == 0 ? "" : ",").append("{\"benchmark\":\"dev.iobench.suite.x.Cell").append(i)
                    .append(".op\",\"mode\":\"avgt\",\"params\":{},\"role\":\"answer\",\"reached\":true,"
                    + "\"status\":\"within ±5%\",\"forks\":4,\"forkRounds\":[[1,1],[2,1],[3,1],[4,1]]}");
        }
        Files.writeString(env.resolve("precision.json"), "{\"target\":0.05,\"confidence\":0.95,\"machineNoise\":"
                + "{\"benchmark\":\"dev.iobench.suite.read.CachedReadBenchmark.readFromCache\",\"forks\":4,"
                + "\"forkCv\":0.01,\"iterationCv\":0.02},\"cells\":[" + cells + "],\"pairs\":[{\"what\":\"a\","
                + "\"baseline\":{\"benchmark\":\"dev.iobench.suite.x.Cell0.op\",\"mode\":\"avgt\",\"params\":{}},"
                + "\"candidate\":{\"benchmark\":\"dev.iobench.suite.x.Cell1.op\",\"mode\":\"avgt\",\"params\":{}}}]}\n");
        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("report").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        String md = Files.readString(tmp.resolve("report/README.md"));
        SpreadPrior p = SpreadPrior.fit(spreads);
        assertTrue(p.any(), p.toString());
        String weight = Double.isInfinite(p.df()) ? "all" : String.format(java.util.Locale.ROOT, "%.1f", p.df());
        // the cells' prior from the ten cells, as the report's reader fitted it; no pair's prior
        assertTrue(md.contains(String.format(java.util.Locale.ROOT, "|%.1f%% (%s)|-|", 100 * Math.sqrt(p.variance()),
                weight)), md);
        assertTrue(md.contains("Each ratio's spread is moderated toward its environment's"), md);
    }

    /** The showcase's cell every machine-noise run below has, its precision.json naming it. */
    private static final String DISK = "dev.iobench.suite.read.CachedReadBenchmark.readFromDisk";

    @Test
    void machineNoise_perEnvironment_probeSpreadStealOthersHeavyAndRedone() throws Exception {
        String cellNoise = "\"noise\":[{\"steal\":0.0,\"othersCpu\":0.1},{\"steal\":0.02,\"othersCpu\":0.3},"
                + "{\"steal\":0.12,\"othersCpu\":0.05}]";
        String[] probes = {
            "\"machineNoise\":{\"benchmark\":\"dev.iobench.suite.read.CachedReadBenchmark.readFromCache\","
                    + "\"forks\":4,\"iterations\":10,\"mean\":1.2,\"unit\":\"us/op\",\"forkCv\":0.0274,"
                    + "\"iterationCv\":0.0061},",
            // a reason from a file is data: its pipe must not split the table's row
            "\"machineNoise\":{\"benchmark\":\"x.Y.z\",\"notMeasured\":\"JMH failed | see jmh.log\"},",
            ""};
        String md = machineNoiseReport(java.util.Arrays.stream(probes).map(probe -> "{\"target\":0.05,\"confidence\":0.95,"
                + probe + "\"heavyForks\":2,\"redoneForks\":1,\"cells\":[{\"benchmark\":\"" + DISK + "\",\"mode\":\"avgt\","
                + "\"params\":{},\"reached\":true,\"status\":\"within ±5%\",\"forks\":3," + cellNoise + ","
                + "\"redoneForks\":[{\"round\":2,\"value\":9.0,\"steal\":0.0,\"othersCpu\":1.5}]}]}\n").toList());
        assertTrue(md.contains("### Machine noise"), md);
        assertTrue(md.contains("The no-I/O probe: `CachedReadBenchmark.readFromCache`, `Y.z` (a benchmark without I/O"),
                md);
        // steal: the highest of the four windows (12%); others: the median of 0.05, 0.1, 0.3 and 1.5 cores
        assertEquals(java.util.List.of(
                "|host-ext4-jdk17|2.7% (4 forks)|0.6%|-|-|-|12.0%|0.20 cores|2 of 4|1|",
                "|host-ext4-jdk17@20261123T100001Z-vm|not measured: JMH failed \\| see jmh.log|-|-|-|-|12.0%|0.20 cores|2 of 4|1|",
                "|host-ext4-jdk17@20261123T100002Z-vm|-|-|-|-|-|12.0%|0.20 cores|2 of 4|1|"), md.lines().filter(l -> l.contains("|0.20 cores|"))
                .toList(), md);
    }

    @Test
    void machineNoise_forksNobodyWatched_areNotCountedAsForksWithoutInterference() throws Exception {
        // 3 forks: none watched (a container without the watch), then two of them watched
        String[] noise = {"", "\"noise\":[{\"steal\":0.0,\"othersCpu\":0.1},{\"steal\":0.01,\"othersCpu\":0.2}],"};
        String md = machineNoiseReport(java.util.Arrays.stream(noise).map(n -> "{\"target\":0.05,\"confidence\":0.95,"
                + "\"heavyForks\":0,\"redoneForks\":0,\"cells\":[{\"benchmark\":\"" + DISK + "\",\"mode\":\"avgt\","
                + "\"params\":{},\"reached\":true,\"status\":\"within ±5%\",\"forks\":3," + n
                + "\"redoneForks\":[]}]}\n").toList());
        assertTrue(md.contains("|-|not watched|not watched|not watched|0|\n"), md);
        assertTrue(md.contains("|1.0%|0.15 cores|0 of 2 watched (3 forks)|0|\n"), md);
    }

    /**
     * Writes one run a {@code precision.json}, each run the showcase's {@link #DISK} cell in host-ext4-jdk17,
     * and reports them all.
     *
     * @return the report's markdown
     */
    private String machineNoiseReport(List<String> precisionJsons) throws Exception {
        JsonNode disk = null;
        for (JsonNode e : Json.mapper().readTree(SHOWCASE.resolve("jmh.json").toFile())) {
            disk = e.get("benchmark").asText().equals(DISK) ? e : disk;
        }
        for (int i = 0; i < precisionJsons.size(); i++) {
            Path env = Files.createDirectories(tmp.resolve("runs/20261123T10000" + i + "Z-vm/host-ext4-jdk17"));
            Files.writeString(env.resolve("jmh.json"), "[" + disk + "]");
            Files.copy(SHOWCASE.resolve("env.json"), env.resolve("env.json"));
            Files.writeString(env.resolve("precision.json"), precisionJsons.get(i));
        }
        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("report").toString(),
                "--no-charts", "--all-runs");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        return Files.readString(tmp.resolve("report/README.md"));
    }
}
