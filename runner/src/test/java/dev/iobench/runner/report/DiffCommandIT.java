package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iobench diff} on a real run of eight JVM forks: against itself, against a copy with one
 * cell's raw data scaled by 2 (a regression), and against a copy scaled by 1.02 (inside the 5%
 * threshold).
 */
class DiffCommandIT {
    private static final String CELL = "dev.iobench.suite.streams.StreamsVsChannelsBenchmark.streamReadDevZero";

    @TempDir
    static Path tmp;

    private static Path run;

    @BeforeAll
    static void realRun() {
        Cli.Outcome o = Cli.run("run", "--env", "host", "--profile", "quick", "--dir", "/dev/shm",
                "--results", tmp.resolve("results").toString(),
                "--include", "StreamsVsChannelsBenchmark\\.(stream|channel)ReadDevZero$",
                "--jmh-arg", "-p", "--jmh-arg", "bufferSize=8192",
                // each fork warmed up and measured long enough that its mean is steady: fork-to-fork
                // spread well under the 2x change the tests below make (this 2-core VM's
                // forks of 1 s of measurement have differed by 15% and more)
                "--jmh-arg", "-f", "--jmh-arg", "8", "--jmh-arg", "-wi", "--jmh-arg", "3", "--jmh-arg", "-w",
                "--jmh-arg", "200ms", "--jmh-arg", "-i", "--jmh-arg", "5", "--jmh-arg", "-r", "--jmh-arg", "200ms");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        run = Path.of(o.lastLine());
    }

    @Test
    void runAgainstItself_isAllSame_exit0() {
        Cli.Outcome o = Cli.run("diff", run.toString(), run.toString());
        assertEquals(ExitCodes.OK, o.code(), o.err() + o.out());
        assertTrue(o.out().startsWith("2 cell(s) in both runs: 0 slower, 0 faster, 2 ~"), o.out());
        assertTrue(o.out().contains("| StreamsVsChannelsBenchmark.streamReadDevZero (avgt) | bufferSize=8192 | host tmpfs jdk"),
                o.out());
        assertFalse(line(o.out(), "streamReadDevZero").contains("n too small"), o.out());
        assertTrue(line(o.out(), "streamReadDevZero").contains("| 1x (equal) (-"), o.out());
    }

    @Test
    void oneCellScaledBy2_isSlower_exit1() throws Exception {
        Path scaled = copyWithCellScaled(run, "slow", 2.0);
        Cli.Outcome o = Cli.run("diff", run.toString(), scaled.toString());
        assertEquals(ExitCodes.FAILURE, o.code(), o.err() + o.out());
        assertTrue(o.out().startsWith("2 cell(s) in both runs: 1 slower, 0 faster, 1 ~"), o.out());
        String row = line(o.out(), "streamReadDevZero");
        assertTrue(row.matches(".*\\| 2\\.0+x slower \\(-[0-9.]+% / \\+[0-9.]+%\\) .*"), row);
        assertFalse(row.contains("±"), row);
        assertTrue(row.endsWith("| slower |"), row);
        assertTrue(line(o.out(), "channelReadDevZero").endsWith("| ~ |"), o.out());
        assertTrue(o.err().contains("1 regression(s) beyond 5%"), o.err());

        JsonNode json = Json.mapper().readTree(Cli.run("diff", "--format", "json", run.toString(), scaled.toString()).out());
        JsonNode slow = null;
        for (JsonNode r : json.get("rows")) {
            if (r.get("benchmark").asText().equals(CELL)) {
                slow = r;
            }
        }
        assertEquals(2.0, slow.get("ratio").asDouble(), 1e-9);
        assertTrue(slow.get("ratioLow").asDouble() > 1.05 && slow.get("ratioHigh").asDouble() > 2.0, slow.toString());

        // a higher threshold than the change: nothing counts
        assertEquals(ExitCodes.OK, Cli.run("diff", "--threshold", "150%", run.toString(), scaled.toString()).code());
    }

    @Test
    void oneCellScaledBy1_02_staysSame_exit0() throws Exception {
        Path scaled = copyWithCellScaled(run, "slight", 1.02);
        Cli.Outcome o = Cli.run("diff", "--format", "csv", run.toString(), scaled.toString());
        assertEquals(ExitCodes.OK, o.code(), o.err() + o.out());
        String row = line(o.out(), CELL + ",");
        assertTrue(row.contains(",~,"), row);
        assertEquals(1.02, Double.parseDouble(row.split(",")[7]), 1e-9, row);
    }

    @Test
    void cellsOnOneSideOnly_areListed_andBadThresholdRefused() throws Exception {
        Path other = tmp.resolve("only");
        Fixtures.copyTree(run, other);
        try (Stream<Path> s = Files.walk(other)) {
            for (Path jmh : s.filter(p -> p.getFileName().toString().equals("jmh.json.gz")).toList()) {
                ArrayNode all = (ArrayNode) dev.iobench.runner.RawJson.read(jmh);
                Files.delete(jmh);
                for (int i = all.size() - 1; i >= 0; i--) {
                    if (all.get(i).get("benchmark").asText().equals(CELL)) {
                        all.remove(i);
                    }
                }
                Files.writeString(jmh.resolveSibling("jmh.json"), Json.mapper().writeValueAsString(all));
            }
        }
        Cli.Outcome o = Cli.run("diff", run.toString(), other.toString());
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.out().contains("Only in OLD (1):\n\n- StreamsVsChannelsBenchmark.streamReadDevZero (avgt) bufferSize=8192, host tmpfs jdk"),
                o.out());

        Cli.Outcome bad = Cli.run("diff", "--threshold", "five", run.toString(), other.toString());
        assertEquals(ExitCodes.USAGE, bad.code());
        assertEquals("iobench: error: --threshold five: not a relative change like 5% or 0.05", bad.err().strip());
    }

    /** @return a copy of the run folder where every raw value and score of {@link #CELL} is times {@code f} */
    private static Path copyWithCellScaled(Path from, String name, double f) throws Exception {
        Path to = tmp.resolve(name);
        Fixtures.copyTree(from, to);
        try (Stream<Path> s = Files.walk(to)) {
            for (Path jmh : s.filter(p -> p.getFileName().toString().equals("jmh.json.gz")).toList()) {
                ArrayNode all = (ArrayNode) dev.iobench.runner.RawJson.read(jmh);
                Files.delete(jmh);
                for (JsonNode e : all) {
                    if (e.get("benchmark").asText().equals(CELL)) {
                        ObjectNode pm = (ObjectNode) e.get("primaryMetric");
                        pm.put("score", pm.get("score").asDouble() * f);
                        for (JsonNode fork : pm.get("rawData")) {
                            for (int i = 0; i < fork.size(); i++) {
                                ((ArrayNode) fork).set(i, DoubleNode.valueOf(fork.get(i).asDouble() * f));
                            }
                        }
                    }
                }
                Files.writeString(jmh.resolveSibling("jmh.json"), Json.mapper().writeValueAsString(all));
            }
        }
        return to;
    }

    private static String line(String text, String containing) {
        return text.lines().filter(l -> l.contains(containing)).findFirst()
                .orElseThrow(() -> new AssertionError("no line with " + containing + " in:\n" + text));
    }
}
