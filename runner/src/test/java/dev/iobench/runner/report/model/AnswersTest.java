package dev.iobench.runner.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.results.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The answers a report opens with, from the committed showcase run and from a multi-fork copy of it. */
class AnswersTest {
    private static final Path SHOWCASE = Path.of(System.getProperty("iobench.projectDir"), "results", "runs",
            "20261122T150958Z-vm");

    @TempDir
    Path tmp;

    @Test
    void showcase_answersEveryClaim_physicsVisible_tablesNarrow() {
        List<BenchmarkResult> results = Inputs.load(List.of(SHOWCASE), new PrintWriter(new StringWriter()), true)
                .results();
        List<Answers.Answer> answers = Answers.of(results);
        assertEquals(List.of("What does a synced write cost?", "Does caching beat re-reading a small file?",
                "Does batching the force of a commit log pay?", "Are channels with direct ByteBuffers faster than streams?"),
                answers.stream().map(a -> a.claim().title()).toList());
        Answers.Answer synced = answers.get(0);
        assertEquals(10, synced.rows().size(), "one row per environment");
        for (Map.Entry<Environment, List<Comparison>> row : synced.rows().entrySet()) {
            assertTrue(row.getValue().size() + 1 <= 8, "at most 8 columns");
            double inPlace = row.getValue().get(0).ratio();
            if (row.getKey().filesystem().startsWith("ext4") || row.getKey().filesystem().startsWith("overlay")) {
                assertTrue(inPlace > 10, row.getKey().id() + ": an in-place fsync reaches the device: " + inPlace);
            } else {
                assertTrue(inPlace < 3, row.getKey().id() + ": fsync on tmpfs: " + inPlace);
            }
            // the showcase has one fork of 2 iterations: a value, never an interval
            assertTrue(Answers.cell(row.getValue().get(0)).endsWith("x slower, n too small"),
                    Answers.cell(row.getValue().get(0)));
        }
        String sentence = synced.sentence();
        // the showcase predates KotlinWriteBenchmark: its source column is dropped and the first variant speaks
        assertTrue(sentence.startsWith("variant: in place, FSYNC vs NONE, by filesystem: ext4: "), sentence);
        for (String fs : List.of("ext4 (loop): ", "overlay (overlay): ", "tmpfs: ", "tmpfs (tmpfs): ")) {
            assertTrue(sentence.contains(fs), fs + " in " + sentence);
        }
    }

    @Test
    void aRowNotWithinTarget_saysItsWidestSideWithTheFiguresThatShowItAbove() {
        assertEquals("not reached: widest side 12% > 5% target",
                dev.iobench.runner.report.format.AnswersCsv.notReached(0.1234, 0.05));
        // 5.038% rounds to 5.0% at two figures, which reads as within a 5% target
        assertEquals("not reached: widest side 5.04% > 5% target",
                dev.iobench.runner.report.format.AnswersCsv.notReached(0.05038, 0.05));
        assertEquals("not reached: widest side 5.0004% > 5% target",
                dev.iobench.runner.report.format.AnswersCsv.notReached(0.050004, 0.05));
    }

    /**
     * A row short of its target says what stopped its cells, read from each side's precision.json:
     * on the published run, every row not within target names the run budget or a cap, and none that
     * is within target says more.
     */
    @Test
    void aRowNotReached_saysWhatStoppedItsCells() throws Exception {
        assertEquals("not reached: widest side 12% > 5% target; stopped by the run budget",
                dev.iobench.runner.report.format.AnswersCsv.withWhy("not reached: widest side 12% > 5% target",
                        "stopped by the run budget"));
        assertEquals("within target", dev.iobench.runner.report.format.AnswersCsv.withWhy("within target",
                "stopped by the run budget"));
        assertEquals("not reached: widest side 12% > 5% target", dev.iobench.runner.report.format.AnswersCsv.withWhy(
                "not reached: widest side 12% > 5% target", null));
        java.nio.file.Path out = dev.iobench.runner.PublishedResults.report(
                dev.iobench.runner.PublishedResults.run(dev.iobench.runner.PublishedResults.root()));
        List<String> status = java.nio.file.Files.readAllLines(out.resolve("answers.csv")).stream().skip(1)
                .map(l -> dev.iobench.runner.report.format.CsvLines.fields(l)[10]).toList();
        List<String> notReached = status.stream().filter(st -> st.startsWith("not reached")).toList();
        assertFalse(notReached.isEmpty(), "the published run has rows short of the target");
        for (String st : notReached) {
            assertTrue(st.matches("not reached: widest side [0-9.]+% > 5% target; (stopped by the "
                    + "(run budget|fork cap|cell time cap)( and the (run budget|fork cap|cell time cap))*|the run's stop "
                    + "rule reached the target; the report's interval, its spread moderated toward the environment's, "
                    + "is wider|the JVM's cell reached the target by the run's stop rule; fio's runs are not held to it"
                    + "|fio's side has 3 runs(; the JVM's cell stopped by the run budget)?)"),
                    st);
        }
        assertTrue(notReached.stream().anyMatch(st -> st.contains("; stopped by the run budget")), notReached.toString());
    }

    @Test
    void threeForks_cellHasRelativeUncertainty_orTildeWhenEqualityIsInside() throws Exception {
        // host ext4 NONE and FSYNC of Files.write IN_PLACE, each as three forks: the real one and x 0.95, x 1.05
        JsonNode real = Json.mapper().readTree(SHOWCASE.resolve("host-ext4-jdk17/jmh.json").toFile());
        ArrayNode file = Json.mapper().createArrayNode();
        for (JsonNode e : real) {
            JsonNode p = e.path("params");
            if (e.get("benchmark").asText().endsWith(".filesWrite") && "IN_PLACE".equals(p.path("writeMode").asText())
                    && !"FDATASYNC".equals(p.path("durability").asText())) {
                ObjectNode copy = e.deepCopy();
                JsonNode fork0 = copy.get("primaryMetric").get("rawDataHistogram").get(0);
                ArrayNode hist = Json.mapper().createArrayNode();
                for (double x : new double[] {1, 0.95, 1.05}) {
                    ArrayNode fork = hist.addArray();
                    for (JsonNode it : fork0) {
                        ArrayNode iteration = fork.addArray();
                        it.forEach(pair -> iteration.addArray().add(pair.get(0).asDouble() * x).add(pair.get(1).asLong()));
                    }
                }
                ((ObjectNode) copy.get("primaryMetric")).set("rawDataHistogram", hist);
                copy.put("forks", 3);
                file.add(copy);
            }
        }
        assertEquals(2, file.size());
        Path env = Files.createDirectories(tmp.resolve("runs/r1/host-ext4-jdk17"));
        Files.writeString(env.resolve("jmh.json"), Json.write(file));
        Files.copy(SHOWCASE.resolve("host-ext4-jdk17/env.json"), env.resolve("env.json"));

        List<BenchmarkResult> results = Inputs.load(List.of(env), new PrintWriter(new StringWriter()), true).results();
        Answers.Answer synced = Answers.of(results).get(0);
        Comparison c = synced.rows().values().iterator().next().get(0);
        assertNotNull(c);
        assertTrue(c.verdict().conclusive(), c.toString());
        String cell = Answers.cell(c);
        assertTrue(cell.matches("\\d+(\\.\\d+)?x slower \\(-\\d+(\\.\\d+)?% / \\+\\d+(\\.\\d+)?%\\)"), cell);

        // NONE against itself: the interval holds 1, the cell says ~
        BenchmarkResult none = results.stream().filter(r -> "NONE".equals(r.params().get("durability"))).findFirst()
                .orElseThrow();
        String same = Answers.cell(Comparison.of(none, none, false));
        assertTrue(same.startsWith("~ 1x (equal) (-"), same);

        Cli.Outcome o = Cli.run("report", env.toString(), "--out", tmp.resolve("report").toString());
        assertEquals(ExitCodes.OK, o.code(), o.err());
        String md = Files.readString(tmp.resolve("report/README.md"));
        // the answer's decision chart on the first screen, then the answers
        assertTrue(md.startsWith("# iobench report\n\n![What does a synced write cost?](charts/answer-1-decision.svg)\n"), md);
        assertTrue(md.contains("\n## Answers\n\n### What does a synced write cost?\n"), md);
        assertTrue(md.contains("|host-ext4-jdk17|" + cell + "|"), md);
        assertTrue(md.contains("![What does a synced write cost?](charts/answer-1-fsync-vs-none.png)"), md);
        byte[] png = Files.readAllBytes(tmp.resolve("report/charts/answer-1-fsync-vs-none.png"));
        assertEquals(0x89, png[0] & 0xff);
        assertEquals('P', png[1]);
    }
}
