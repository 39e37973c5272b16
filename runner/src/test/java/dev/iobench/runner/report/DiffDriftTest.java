package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.RunDrift;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code diff} and the run-to-run drift, on pairs of JMH files this test writes with known answers:
 * every cell of a run gets its own offset (the machine's state of that run) on top of tight forks.
 */
class DiffDriftTest {
    private static final Pattern COUNTS = Pattern.compile("^(\\d+) cell\\(s\\) in both runs: (\\d+) slower, (\\d+) faster");
    private static final Pattern DRIFT = Pattern.compile("run-to-run drift: ±([0-9.]+)% \\(between-run sd of the cells' "
            + "log ratios beyond their own intervals, from (\\d+) cells\\), added to every interval");

    /** Per-run offset of every cell, as the standard deviation of its log. */
    private static final double AA_DRIFT = 0.08;
    /** Fork-to-fork spread within a run. */
    private static final double FORK_SD = 0.01;
    private static final int FORKS = 5;

    @TempDir
    Path tmp;

    /**
     * Two runs of the same code with about ±8% run-to-run offsets per cell and ±1% forks: each cell's own
     * interval is far too narrow, so without the drift term many cells are called faster or slower;
     * with it at most 5% are, and the drift found is near the one put in.
     */
    @Test
    void aa_driftingCells_manyFlaggedWithout_atMost5PercentWith() throws Exception {
        int cells = 30;
        int seeds = 20;
        int flaggedWith = 0;
        int flaggedWithout = 0;
        for (int seed = 1; seed <= seeds; seed++) {
            Path[] pair = pair("aa" + seed, seed, cells, AA_DRIFT, -1, 1);
            Cli.Outcome with = Cli.run("diff", pair[0].toString(), pair[1].toString());
            Cli.Outcome without = Cli.run("diff", "--no-drift", pair[0].toString(), pair[1].toString());
            flaggedWith += flagged(with.out());
            flaggedWithout += flagged(without.out());
            assertTrue(flagged(with.out()) < flagged(without.out()), "seed " + seed + ":\n" + with.out());
            Matcher m = DRIFT.matcher(with.out());
            assertTrue(m.find(), with.out());
            assertEquals(String.valueOf(cells), m.group(2));
            // the log ratio's drift is that of two runs' offsets: sqrt(2) x 8%, about 12%
            double drift = Double.parseDouble(m.group(1)) / 100;
            assertTrue(drift > 0.05 && drift < 0.2, "seed " + seed + ": " + drift);
            assertTrue(without.out().contains("\nrun-to-run drift: not estimated (--no-drift); intervals are the cells' own\n"),
                    without.out());
            assertEquals(ExitCodes.OK == with.code(), !with.out().matches("(?s)^\\d+ cell\\(s\\) in both runs: [1-9].*"));
        }
        int total = cells * seeds;
        assertTrue(flaggedWithout > total / 4, "without the drift term: " + flaggedWithout + " of " + total);
        assertTrue(flaggedWith <= total * 0.05, "with the drift term: " + flaggedWith + " of " + total);
    }

    /** One cell of 20 twice as slow while the other 19 drift by a few per cent: only that cell is slower. */
    @Test
    void regression_oneCellOf20At2x_isFlagged_driftingOnesAreNot() throws Exception {
        int slow = 7;
        for (int seed = 1; seed <= 10; seed++) {
            Path[] pair = pair("reg" + seed, seed, 20, 0.03, slow, 2.0);
            Cli.Outcome o = Cli.run("diff", pair[0].toString(), pair[1].toString());
            assertEquals(ExitCodes.FAILURE, o.code(), o.err() + o.out());
            assertTrue(o.out().startsWith("20 cell(s) in both runs: 1 slower, 0 faster, 19 ~"), "seed " + seed + ":\n" + o.out());
            assertTrue(line(o.out(), "| B.m" + slow + " (avgt)").endsWith("| slower |"), o.out());
            assertTrue(o.out().contains("\nrun-to-run drift: ±"), o.out());
            assertTrue(o.err().contains("1 regression(s) beyond 5%"), o.err());

            Cli.Outcome csv = Cli.run("diff", "--format", "csv", pair[0].toString(), pair[1].toString());
            String row = line(csv.out(), "a.B.m" + slow + ",");
            assertTrue(row.contains(",slower,,estimated,"), row);
            assertTrue(row.endsWith(",20,all"), row);
            assertTrue(csv.out().startsWith("benchmark,params,mode,environment,unit,old,new,ratio,ratio_low,ratio_high,"
                    + "units,verdict,note,drift,drift_log_sd,drift_cells,drift_from\n"), csv.out());
        }
        // the same pair without the drift term: drifting cells are called faster or slower too
        Path[] pair = pair("reg-off", 1, 20, 0.03, slow, 2.0);
        assertTrue(flagged(Cli.run("diff", "--no-drift", pair[0].toString(), pair[1].toString()).out()) > 2);

        JsonNode json = Json.mapper().readTree(Cli.run("diff", "--format", "json", pair[0].toString(),
                pair[1].toString()).out());
        assertEquals("estimated", json.get("drift").get("status").asText());
        assertEquals(20, json.get("drift").get("cells").asInt());
        assertEquals(RunDrift.MIN_CELLS, json.get("drift").get("minCells").asInt());
        assertTrue(json.get("drift").get("text").asText().startsWith("run-to-run drift: ±"));
    }

    /** Fewer than 8 cells: no drift term, the intervals are the cells' own, and a line says why. */
    @Test
    void fewCells_noDriftTerm_lineSaysWhy() throws Exception {
        Path[] pair = pair("few", 3, 5, AA_DRIFT, -1, 1);
        Cli.Outcome o = Cli.run("diff", pair[0].toString(), pair[1].toString());
        assertTrue(o.out().contains("\n\nrun-to-run drift: not estimated: 5 cell(s) with an interval, fewer than the 8 "
                + "it takes; intervals are the cells' own\n\n| Benchmark |"), o.out());
        String csv = Cli.run("diff", "--format", "csv", pair[0].toString(), pair[1].toString()).out();
        String off = Cli.run("diff", "--no-drift", "--format", "csv", pair[0].toString(), pair[1].toString()).out();
        assertEquals(withoutDriftColumns(off), withoutDriftColumns(csv));
        assertTrue(csv.lines().skip(1).allMatch(l -> l.endsWith(",too few cells,,5,all")), csv);
        assertTrue(off.lines().skip(1).allMatch(l -> l.endsWith(",off,,5,all")), off);
    }

    /** A run against itself: every log ratio is 0, so no drift beyond the cells' own intervals. */
    @Test
    void runAgainstItself_noDrift() throws Exception {
        Path[] pair = pair("self", 4, 12, AA_DRIFT, -1, 1);
        Cli.Outcome o = Cli.run("diff", pair[0].toString(), pair[0].toString());
        assertEquals(ExitCodes.OK, o.code(), o.err() + o.out());
        assertTrue(o.out().contains("\n\nrun-to-run drift: none beyond the cells' own intervals (from 12 cells)\n\n"), o.out());
    }

    /**
     * A machine 10% slower as a whole, half the cells throughput and half average time: oriented so that
     * slower is one direction whatever the mode, the cells share one shift, which is not drift.
     */
    @Test
    void sharedShift_acrossModes_isNotDrift() {
        List<RunDrift.Cell> cells = new java.util.ArrayList<>();
        for (int i = 0; i < 10; i++) {
            cells.add(RunDrift.Cell.of(new Intervals.LogRatio(1.1, 0.005, 8), Mode.AVGT));
            cells.add(RunDrift.Cell.of(new Intervals.LogRatio(1 / 1.1, 0.005, 8), Mode.THRPT));
        }
        RunDrift d = RunDrift.estimate(cells);
        assertEquals(RunDrift.Status.NONE, d.status());
        assertEquals(0, d.variance());
        assertEquals(20, d.cells());
    }

    /**
     * Two runs of a precision run: 12 cells whose forks ran interleaved drift ±1% between the runs, 12
     * whose forks ran in a batch drift ±12% (each run's offset). One drift for all, a median over cells
     * of both kinds, is too small for the batched cells and calls many of them faster or slower; with
     * each kind's own drift as well, every interval getting the larger of its kind's and all cells',
     * at most 5% of cells are flagged.
     */
    @Test
    void interleavedAndBatchedCells_eachKindsDriftAsWell() throws Exception {
        int flagged = 0;
        int total = 0;
        Pattern kinds = Pattern.compile("\\): (none|±[0-9.]+%) over all 24 cells; by how the forks ran: interleaved "
                + "(none|±([0-9.]+)%) from 12 cells, batched ±([0-9.]+)% from 12 cells; each interval gets the larger "
                + "of its kind's and all cells'\n");
        for (int seed = 1; seed <= 10; seed++) {
            Path[] pair = scheduledPair("sched" + seed, seed, 12, 0.01, 12, 0.12);
            Cli.Outcome o = Cli.run("diff", pair[0].toString(), pair[1].toString());
            flagged += flagged(o.out());
            total += 24;
            Matcher m = kinds.matcher(o.out());
            assertTrue(m.find(), "seed " + seed + ":\n" + o.out());
            double interleaved = m.group(3) == null ? 0 : Double.parseDouble(m.group(3));
            double batched = Double.parseDouble(m.group(4));
            // the log ratio's drift is two runs' offsets, sqrt(2) x 12% (about 17%), estimated from 12 cells
            assertTrue(batched > 4 && batched > 2 * interleaved && batched < 35, "seed " + seed + ": " + m.group());

            JsonNode json = Json.mapper().readTree(Cli.run("diff", "--format", "json", pair[0].toString(),
                    pair[1].toString()).out());
            assertAddedIsTheLarger(json, 24);
            String csv = Cli.run("diff", "--format", "csv", pair[0].toString(), pair[1].toString()).out();
            for (JsonNode row : json.get("rows")) {
                String line = line(csv, row.get("benchmark").asText() + ",");
                assertTrue(line.endsWith("," + row.get("driftFrom").asText()), line);
                assertTrue(line.contains(",estimated," + Fmt.plain(row.get("driftLogSd").asDouble()) + ","), line);
            }
        }
        assertTrue(flagged <= total * 0.05, "flagged " + flagged + " of " + total);
    }

    /**
     * Interleaved cells that drift ±10% beside batched ones that do not: the batched cells' own drift is
     * none, smaller than all cells', so their intervals get all cells' drift, not none.
     */
    @Test
    void aKindQuieterThanAll_getsAllCellsDrift() throws Exception {
        Path[] pair = scheduledPair("quieter", 5, 12, 0.10, 12, 0);
        Cli.Outcome o = Cli.run("diff", pair[0].toString(), pair[1].toString());
        assertTrue(o.out().contains(", batched none from 12 cells; each interval gets the larger of its kind's and all "
                + "cells'\n"), o.out());
        JsonNode json = Json.mapper().readTree(Cli.run("diff", "--format", "json", pair[0].toString(),
                pair[1].toString()).out());
        assertEquals("estimated", json.get("drift").get("status").asText(), json.get("drift").toString());
        assertAddedIsTheLarger(json, 24);
        for (JsonNode row : json.get("rows")) {
            if (row.get("benchmark").asText().startsWith("a.B.b")) {
                assertEquals("all", row.get("driftFrom").asText(), row.toString());
                assertEquals(json.get("drift").get("logSd").asDouble(), row.get("driftLogSd").asDouble(), row.toString());
            }
        }
    }

    /** 5 batched cells beside 12 interleaved: too few for their own drift, they get all cells'. */
    @Test
    void fewBatchedCells_getAllCellsDrift_andTheLineSaysWhy() throws Exception {
        Path[] pair = scheduledPair("fewbatched", 6, 12, 0.03, 5, 0.03);
        Cli.Outcome o = Cli.run("diff", pair[0].toString(), pair[1].toString());
        assertTrue(o.out().contains(" over all 17 cells; by how the forks ran: interleaved "), o.out());
        assertTrue(o.out().contains(", batched 5 cells, too few for a drift of their own; each interval gets "), o.out());
        String csv = Cli.run("diff", "--format", "csv", pair[0].toString(), pair[1].toString()).out();
        assertEquals(5, csv.lines().filter(l -> l.startsWith("a.B.b") && l.endsWith(",17,all")).count(), csv);
    }

    /** Only interleaved cells, or the drift turned off: one line as without rounds, and no kinds. */
    @Test
    void oneKindOnly_orNoDrift_oneDriftForAll() throws Exception {
        Path[] pair = scheduledPair("onlyinterleaved", 7, 12, 0.05, 0, 0);
        Cli.Outcome o = Cli.run("diff", pair[0].toString(), pair[1].toString());
        assertTrue(DRIFT.matcher(o.out()).find() || o.out().contains("\nrun-to-run drift: none beyond the cells' own "
                + "intervals (from 12 cells)\n"), o.out());
        assertTrue(!o.out().contains("by how the forks ran"), o.out());
        Path[] both = scheduledPair("nodrift", 8, 12, 0.05, 12, 0.05);
        Cli.Outcome off = Cli.run("diff", "--no-drift", both[0].toString(), both[1].toString());
        assertTrue(off.out().contains("\nrun-to-run drift: not estimated (--no-drift); intervals are the cells' own\n"),
                off.out());
        String csv = Cli.run("diff", "--no-drift", "--format", "csv", both[0].toString(), both[1].toString()).out();
        assertTrue(csv.lines().skip(1).allMatch(l -> l.endsWith(",off,,24,all")), csv);
        JsonNode json = Json.mapper().readTree(Cli.run("diff", "--no-drift", "--format", "json", both[0].toString(),
                both[1].toString()).out());
        assertEquals(0, json.get("drift").get("schedules").size());

        // rounds on one side only, or rounds that do not match the forks: those cells count as batched
        Path[] oneSide = scheduledPair("oneside", 9, 12, 0.05, 0, 0);
        Files.delete(oneSide[1].resolveSibling("precision.json"));
        Path[] mismatch = scheduledPair("mismatch", 10, 12, 0.05, 12, 0.05);
        for (Path side : mismatch) {
            Path precision = side.resolveSibling("precision.json");
            Files.writeString(precision, Files.readString(precision).replaceAll("\\[\\s*\\[\\s*1\\s*,\\s*\\d\\s*]\\s*,", "["));
        }
        for (Path[] p : List.of(oneSide, mismatch)) {
            String out = Cli.run("diff", "--format", "json", p[0].toString(), p[1].toString()).out();
            JsonNode j = Json.mapper().readTree(out);
            assertEquals(0, j.get("drift").get("schedules").size(), out);
        }
    }

    /**
     * Every row's drift is the larger of all cells' and its kind's own (where estimated), and says which
     * it is; the kinds are those of the cells' names ({@code a.B.i*} interleaved, {@code a.B.b*} batched).
     */
    private static void assertAddedIsTheLarger(JsonNode json, int cells) {
        JsonNode drift = json.get("drift");
        assertEquals(cells, drift.get("cells").asInt());
        double all = "estimated".equals(drift.get("status").asText()) ? drift.get("logSd").asDouble() : 0;
        java.util.Map<String, Double> own = new java.util.HashMap<>();
        for (JsonNode k : drift.get("schedules")) {
            own.put(k.get("schedule").asText(), "estimated".equals(k.get("status").asText()) ? k.get("logSd").asDouble() : 0);
        }
        assertEquals(java.util.Set.of("interleaved", "batched"), own.keySet(), drift.toString());
        for (JsonNode row : json.get("rows")) {
            String kind = row.get("benchmark").asText().startsWith("a.B.i") ? "interleaved" : "batched";
            double expected = Math.max(all, own.get(kind));
            assertEquals(expected, row.get("driftLogSd").asDouble(), 1e-15, row.toString());
            assertEquals(own.get(kind) > all ? kind : "all", row.get("driftFrom").asText(), row.toString());
        }
    }

    /**
     * Writes two run folders of one environment each, {@code jmh.json} and a {@code precision.json} that
     * gives cells {@code a.B.i<k>} one round per fork (interleaved) and cells {@code a.B.b<k>} none
     * (batched); each cell of each run has its own offset, log-normal with the group's sd.
     *
     * @return {old, new}
     */
    private Path[] scheduledPair(String name, long seed, int interleaved, double interleavedDrift, int batched,
            double batchedDrift) throws Exception {
        Random rnd = new Random(seed);
        Path[] out = new Path[2];
        for (int side = 0; side < 2; side++) {
            ArrayNode jmh = Json.mapper().createArrayNode();
            ObjectNode precision = Json.mapper().createObjectNode();
            ArrayNode cells = precision.putArray("cells");
            for (int i = 0; i < interleaved + batched; i++) {
                boolean inRounds = i < interleaved;
                String benchmark = "a.B." + (inRounds ? "i" : "b") + i;
                double base = 100 * Math.pow(1.3, i);
                ObjectNode e = cell(i, base * Math.exp((inRounds ? interleavedDrift : batchedDrift) * rnd.nextGaussian()), rnd);
                e.put("benchmark", benchmark);
                jmh.add(e);
                if (inRounds) {
                    ObjectNode c = cells.addObject();
                    c.put("benchmark", benchmark);
                    c.put("mode", "avgt");
                    c.putObject("params");
                    c.put("role", "answer");
                    ArrayNode rounds = c.putArray("forkRounds");
                    for (int f = 1; f <= FORKS; f++) {
                        rounds.addArray().add(f).add(1 + (i + f) % 3);
                    }
                }
            }
            Path dir = Files.createDirectories(tmp.resolve(name).resolve(side == 0 ? "old" : "new"));
            Files.writeString(dir.resolve("jmh.json"), Json.write(jmh));
            Files.writeString(dir.resolve("precision.json"), Json.write(precision));
            out[side] = dir.resolve("jmh.json");
        }
        return out;
    }

    /**
     * Writes two JMH result files of {@code cells} avgt cells, {@value #FORKS} forks of 3 iterations each:
     * every cell of every run has its own offset (log-normal, sd {@code drift}), its forks spread by
     * {@value #FORK_SD}; in the new run cell {@code changed} is {@code factor} times slower.
     *
     * @return {old, new}
     */
    private Path[] pair(String name, long seed, int cells, double drift, int changed, double factor) throws Exception {
        Random rnd = new Random(seed);
        Path dir = Files.createDirectories(tmp.resolve(name));
        ArrayNode old = Json.mapper().createArrayNode();
        ArrayNode nu = Json.mapper().createArrayNode();
        for (int i = 0; i < cells; i++) {
            double base = 100 * Math.pow(1.3, i);
            old.add(cell(i, base * Math.exp(drift * rnd.nextGaussian()), rnd));
            nu.add(cell(i, base * Math.exp(drift * rnd.nextGaussian()) * (i == changed ? factor : 1), rnd));
        }
        Path o = dir.resolve("old.json");
        Path n = dir.resolve("new.json");
        Files.writeString(o, Json.write(old));
        Files.writeString(n, Json.write(nu));
        return new Path[] {o, n};
    }

    /** @return one JMH result entry of benchmark {@code a.B.m<i>} around {@code mean} ns/op */
    private static ObjectNode cell(int i, double mean, Random rnd) {
        ObjectNode e = Json.mapper().createObjectNode();
        e.put("benchmark", "a.B.m" + i);
        e.put("mode", "avgt");
        ObjectNode pm = e.putObject("primaryMetric");
        pm.put("score", mean);
        pm.put("scoreUnit", "ns/op");
        ArrayNode raw = pm.putArray("rawData");
        for (int f = 0; f < FORKS; f++) {
            double fork = mean * (1 + FORK_SD * rnd.nextGaussian());
            ArrayNode it = raw.addArray();
            for (int k = 0; k < 3; k++) {
                it.add(fork * (1 + FORK_SD / 4 * rnd.nextGaussian()));
            }
        }
        return e;
    }

    /** @return slower + faster from diff's markdown summary line */
    private static int flagged(String markdown) {
        Matcher m = COUNTS.matcher(markdown);
        assertTrue(m.find(), markdown);
        return Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3));
    }

    private static List<String> withoutDriftColumns(String csv) {
        return csv.lines().map(l -> l.replaceAll(",[^,]*,[^,]*,[^,]*,[^,]*$", "")).toList();
    }

    private static String line(String text, String containing) {
        return text.lines().filter(l -> l.contains(containing)).findFirst()
                .orElseThrow(() -> new AssertionError(String.format(Locale.ROOT, "no line with %s in:%n%s", containing, text)));
    }
}
