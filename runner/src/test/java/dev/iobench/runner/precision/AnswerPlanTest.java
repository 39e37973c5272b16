package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.env.Profile;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.run.BenchmarkCatalog;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The answers as a plan: the cells the suite's report.json makes the answers read run first. */
class AnswerPlanTest {
    private static final String WFW = "dev.iobench.suite.write.WholeFileWriteBenchmark.";
    private static final String LOG = "dev.iobench.suite.commitlog.CommitLogBenchmark.filesWriteAppend";

    /** The selectors, read from report.json here without SuiteGuide: every side an answer reads. */
    private static List<JsonNode> rawSelectors() throws Exception {
        JsonNode guide = Json.mapper().readTree(SuiteGuide.class.getResourceAsStream("/dev/iobench/suite/report.json"));
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode c : guide.path("claims")) {
            for (JsonNode col : c.path("columns")) {
                out.add(col.get("baseline"));
                out.add(col.get("candidate"));
            }
            for (JsonNode l : c.path("sourceLayout")) {
                out.add(l.get("result"));
            }
            for (JsonNode row : c.path("reproduce").path("rows")) {
                out.add(row.get("baseline"));
                out.add(row.get("candidate"));
            }
        }
        guide.at("/fio/writes").forEach(out::add);
        out.add(guide.at("/fio/commitLog"));
        return out;
    }

    private static boolean rawMatch(JsonNode s, Cell c) {
        if (!s.get("benchmark").asText().equals(c.benchmark())
                || s.hasNonNull("mode") && !s.get("mode").asText().equals(c.mode())) {
            return false;
        }
        Iterator<Map.Entry<String, JsonNode>> it = s.path("params").fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> p = it.next();
            if (!p.getValue().asText().equals(c.params().get(p.getKey()))) {
                return false;
            }
        }
        return true;
    }

    private static Cell cell(String benchmark, String mode, String... kv) {
        TreeMap<String, String> p = new TreeMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            p.put(kv[i], kv[i + 1]);
        }
        return new Cell(benchmark, mode, p);
    }

    private static boolean answer(AnswerCells a, Cell c) {
        return a.contains(c.benchmark(), c.mode(), c.params());
    }

    @Test
    void realReportJson_everySideOfEveryAnswerIsASelector_matchedAsTheReportMatches() throws Exception {
        AnswerCells a = AnswerCells.suite();
        assertEquals(rawSelectors().stream().distinct().count(), a.selectors().size(), a.selectors().toString());
        assertTrue(a.pairs().size() >= 4, "claims' columns are compared pairs: " + a.pairs());
        // no mode named: any mode; params not named: anything
        assertTrue(answer(a, cell(WFW + "filesWrite", "sample", "chars", "1000", "durability", "FSYNC", "writeMode", "IN_PLACE")));
        assertTrue(answer(a, cell(WFW + "filesWrite", "avgt", "chars", "1000", "durability", "NONE", "writeMode", "TRUNCATE")));
        assertFalse(answer(a, cell(WFW + "filesWrite", "sample", "chars", "100", "durability", "FSYNC", "writeMode", "IN_PLACE")));
        assertTrue(answer(a, cell(LOG, "avgt", "anything", "x")));
        // a mode named: that mode only
        assertFalse(answer(a, cell(LOG, "sample")));
        // fio's side: the durable in-place writes in sample mode
        assertTrue(answer(a, cell(WFW + "randomAccessFile", "sample", "chars", "1000", "durability", "FDATASYNC", "writeMode", "IN_PLACE")));
        assertFalse(answer(a, cell(WFW + "randomAccessFile", "avgt", "chars", "1000", "durability", "FDATASYNC", "writeMode", "IN_PLACE")));
    }

    @Test
    void plan_putsTheAnswersFirst_andEveryCellOfTheSelectionIsInIt() throws Exception {
        BenchmarkCatalog catalog = BenchmarkCatalog.of(ProjectPaths.benchmarksJar());
        List<Cell> cells = catalog.cells(List.of(), Profile.DEFAULT.paramArgs(List.of()));
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 30), Duration.ofHours(2), cells,
                1, 0, 0.2, 0.6, "x", Instant.now(), AnswerCells.suite());
        List<JsonNode> raw = rawSelectors();
        List<Cell> expected = cells.stream().filter(c -> raw.stream().anyMatch(s -> rawMatch(s, c))).toList();
        assertFalse(expected.isEmpty());
        assertEquals(expected, plan.answerCells());
        assertEquals(expected, plan.cells().subList(0, expected.size()), "the answers' cells come first");
        assertEquals(cells.size(), plan.cells().size());
        assertEquals(cells.size() - expected.size(), plan.restCells().size());
    }

    @Test
    void dryRun_printsTheAnswersShareOfThePlan() throws Exception {
        Cli.Outcome o = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--include", "WholeFileWrite",
                "--budget", "2h", "--dry-run");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        BenchmarkCatalog catalog = BenchmarkCatalog.of(ProjectPaths.benchmarksJar());
        List<Cell> cells = catalog.cells(List.of(Pattern.compile("WholeFileWrite")), Profile.DEFAULT.paramArgs(List.of()));
        List<JsonNode> raw = rawSelectors();
        long answers = cells.stream().filter(c -> raw.stream().anyMatch(s -> rawMatch(s, c))).count();
        Matcher m = Pattern.compile("iobench: plan: answers: (\\d+) of (\\d+) cell\\(s\\) \\((\\d+) benchmark\\(s\\), "
                + "(\\d+) ratio\\(s\\)\\) are read by the README's answers and run first: minimum (\\S+), at most (\\S+) of (\\S+); the other (\\d+) cell\\(s\\)").matcher(o.err());
        assertTrue(m.find(), o.err());
        assertEquals(answers, Long.parseLong(m.group(1)), o.err());
        assertEquals(cells.size(), Integer.parseInt(m.group(2)), o.err());
        assertEquals(cells.size() - answers, Long.parseLong(m.group(8)), o.err());
        assertTrue(Integer.parseInt(m.group(4)) > 0, "the answers divide some ratios: " + o.err());
        assertTrue(answers > 0 && answers < cells.size(), o.err());
        assertTrue(o.err().contains("iobench: plan: budget shared across 1 environment(s): each in turn runs the "
                + "machine-noise probe and its answers' minimum rounds"), o.err());
    }

    @Test
    void run_answersRunFirst_andPrecisionJsonSaysEachCellsRole(@TempDir Path tmp) throws Exception {
        Cell ans = cell(LOG, "avgt");
        // a benchmark no answer reads (the fake JMH runs any name)
        Cell rest = cell("dev.iobench.suite.other.UnreadBenchmark.read", "avgt", "bufferSize", "8");
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 30), null, List.of(rest, ans),
                1, 0, 0.2, 0.6, "x", Instant.now(), AnswerCells.suite());
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> new double[] {100, 100 + i % 2, 100});
        FakeJmh.Settings s = new FakeJmh.Settings(plan);
        assertEquals(0, FakeJmh.run(s, jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        String probe = Invocations.PROBE.label();
        assertEquals(List.of(probe, probe, probe, probe, ans.label(), ans.label(), ans.label(), rest.label(), rest.label(),
                rest.label()), jmh.forks, "the machine-noise probe, then the answers, then the rest");
        assertEquals(LOG, p.at("/cells/0/benchmark").asText());
        assertEquals("answer", p.at("/cells/0/role").asText());
        assertEquals("rest", p.at("/cells/1/role").asText());
        assertEquals(1, p.get("answersRun").asInt());
        assertEquals(1, p.get("answersReached").asInt());
    }
}
