package dev.iobench.runner.report.compare;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.report.Fixtures;
import dev.iobench.runner.report.format.AnswersCsv;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.result.RunShape;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPrior;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import dev.iobench.runner.stats.Verdict;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ratios of interleaved cells are taken over the pairs of forks of the same round: on data with a
 * known answer (a machine that drifts by up to 3x between rounds, a true ratio of 2), the paired
 * interval is tight around 2 while the unpaired one is wide; without enough shared rounds, or with a
 * precision.json whose rounds are not one per fork, nothing is paired.
 */
class RoundPairsTest {
    private static final Environment ENV = new Environment("e", "host", "-", "-", "-", "-", "-", List.of(), "-");

    /** The machine's speed factor in each of 8 rounds: anywhere from 1x to 3x the time. */
    private static final double[] DRIFT = {1.0, 2.7, 1.4, 3.0, 1.9, 1.1, 2.4, 1.6};

    /** Per-fork noise of either side, under 0.3%: small beside the drift. */
    private static final double[] NOISE_B = {0.001, -0.002, 0.0015, -0.001, 0.0005, 0.002, -0.0025, 0.001};
    private static final double[] NOISE_C = {-0.0015, 0.001, 0.002, -0.0005, -0.002, 0.0025, 0.0005, -0.001};

    @TempDir
    Path tmp;

    @Test
    void drift_thatInterleavingCancels_pairedIntervalTightAroundTwo_unpairedWide() {
        int[] rounds = {1, 2, 3, 4, 5, 6, 7, 8};
        double[] b = new double[8];
        double[] c = new double[8];
        for (int r = 0; r < 8; r++) {
            b[r] = 100 * DRIFT[r] * (1 + NOISE_B[r]);
            c[r] = 200 * DRIFT[r] * (1 + NOISE_C[r]);
        }
        // the candidate's forks in another order than its rounds: pairs are matched by round, not by position
        int[] order = {3, 0, 7, 1, 5, 2, 6, 4};
        double[] cShuffled = new double[8];
        int[] cRounds = new int[8];
        for (int i = 0; i < 8; i++) {
            cShuffled[i] = c[order[i]];
            cRounds[i] = rounds[order[i]];
        }
        BenchmarkResult base = result("a.B.base", b, rounds, ENV);
        BenchmarkResult cand = result("a.B.cand", cShuffled, cRounds, ENV);

        Comparison cmp = Comparison.of(base, cand, false);
        Verdict v = cmp.verdict();
        assertEquals(Verdict.Kind.SLOWER, v.kind());
        assertEquals(8, v.units(), "units are the pairs");
        assertTrue(v.low() < 2.0 && 2.0 < v.high(), v.low() + " .. " + v.high());
        assertTrue(v.low() > 2.0 * 0.98 && v.high() < 2.0 * 1.02, "within ±2%: " + v.low() + " .. " + v.high());
        // the comparison's ratio and interval are the verdict's
        assertEquals(v.ratio(), cmp.ratio());
        assertEquals(v.low(), cmp.ratioLow());
        assertEquals(v.high(), cmp.ratioHigh());

        // the same forks unpaired: the drift is in both sides' spread, the interval far wider
        double[] unpaired = Intervals.logRatio(Summary.ofUnits(b), Summary.ofUnits(c), 0.95, 0);
        double pairedWidth = (v.high() - v.low()) / 2 / v.ratio();
        double unpairedWidth = (unpaired[1] - unpaired[0]) / 2 / 2.0;
        assertTrue(unpairedWidth > 10 * pairedWidth, unpairedWidth + " vs " + pairedWidth);
        Comparison.Pairs pairs = cmp.roundPairs();
        assertArrayEquals(b, pairs.baseline());
        assertArrayEquals(c, pairs.candidate());
        assertArrayEquals(unpaired, java.util.Arrays.copyOfRange(pairs.unpairedInterval(0.95), 1, 3), 1e-12);

        // the source's experiment rerun: the same pairs, the same interval
        SuiteGuide.ReproduceRow row = new SuiteGuide.ReproduceRow("size", true,
                new SuiteGuide.Selector("a.B.base", null, null), new SuiteGuide.Selector("a.B.cand", null, null),
                new SuiteGuide.Claimed(new double[] {1, 1}, new double[] {1, 1}, new double[] {1.9, 2.1}));
        SuiteGuide.Reproduce spec = new SuiteGuide.Reproduce("op", "mean", "ms", 1, "one op", "base", "cand", "claimed",
                null, null, null, List.of(row));
        Reproduction.Cell cell = Reproduction.cells(spec, List.of(ENV), List.of(base, cand)).get(0);
        assertEquals(8, cell.units());
        assertEquals(v.ratio(), cell.ratio(), 1e-12);
        assertEquals(v.low(), cell.low(), 1e-12);
        assertEquals(v.high(), cell.high(), 1e-12);
        assertEquals(Reproduction.Verdict.HOLDS, cell.verdict());
    }

    @Test
    void fewerThanThreeSharedRounds_unpairedAsBefore() {
        double[] b = {100, 270, 140, 300};
        double[] c = {190, 200, 210, 205};
        // rounds 3 and 4 are the only ones both ran a fork in
        BenchmarkResult base = result("a.B.base", b, new int[] {1, 2, 3, 4}, ENV);
        BenchmarkResult cand = result("a.B.cand", c, new int[] {3, 4, 5, 6}, ENV);
        Comparison cmp = Comparison.of(base, cand, false);
        assertNull(cmp.roundPairs());
        Verdict unpaired = Verdict.of(Mode.AVGT, Summary.ofUnits(b), Summary.ofUnits(c), "ns/op", 0, 0);
        assertEquals(unpaired, cmp.verdict());
        assertEquals(4, cmp.verdict().units());
        assertEquals(unpaired.low(), cmp.ratioLow());

        // two forks a side, even from the same rounds: a value without an interval
        BenchmarkResult b2 = result("a.B.base", new double[] {100, 270}, new int[] {1, 2}, ENV);
        BenchmarkResult c2 = result("a.B.cand", new double[] {200, 540}, new int[] {1, 2}, ENV);
        assertEquals(Verdict.Kind.N_TOO_SMALL, Comparison.of(b2, c2, false).verdict().kind());
        assertEquals("2.0x slower, n too small", Comparison.of(b2, c2, false).verdict().cell());

        // the same rounds in another environment are not the same rounds
        Environment other = new Environment("f", "host", "-", "-", "-", "-", "-", List.of(), "-");
        BenchmarkResult elsewhere = result("a.B.cand", new double[] {200, 540, 280, 600}, new int[] {1, 2, 3, 4}, other);
        assertNull(Comparison.of(base, elsewhere, false).roundPairs());
        // a side that did not run interleaved
        BenchmarkResult plain = result("a.B.cand", new double[] {200, 540, 280, 600}, new int[0], ENV);
        assertNull(Comparison.of(base, plain, false).roundPairs());
    }

    @Test
    void precisionJson_forkRoundsOfTheWrongLengthOrTypes_noPairing_noCrash() throws Exception {
        Path env = Files.createDirectories(tmp.resolve("runs/r/host-x"));
        Files.writeString(env.resolve("env.json"), "{\"id\":\"host-x\",\"kind\":\"host\",\"fs\":{\"type\":\"ext4\"}}");
        String[] names = {"good", "short", "strings", "fraction", "zero", "twice", "object", "flat", "badParams"};
        StringBuilder jmh = new StringBuilder("[");
        for (int i = 0; i < names.length; i++) {
            jmh.append(i == 0 ? "" : ",").append(entry("a.B." + names[i], "avgt", "ns/op", new double[] {1, 2, 3}));
        }
        Files.writeString(env.resolve("jmh.json"), jmh.append(']').toString());
        String[] forkRounds = {
            "[[1,1],[2,3],[3,2]]",
            "[[1,1],[2,1]]",
            "[[\"1\",1],[\"2\",1],[\"3\",1]]",
            "[[1.5,1],[2,1],[3,1]]",
            "[[0,1],[1,1],[2,1]]",
            "[[1,1],[1,2],[2,1]]",
            "{\"1\":1}",
            "[1,2,3]",
            "[[1,1],[2,1],[3,1]]",
        };
        StringBuilder cells = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            cells.append(i == 0 ? "" : ",").append("{\"benchmark\":\"a.B.").append(names[i])
                    .append("\",\"mode\":\"avgt\",\"params\":").append(names[i].equals("badParams") ? "[1]" : "{}")
                    .append(",\"role\":\"answer\",\"reached\":true,\"status\":\"within ±2%\",\"forkRounds\":")
                    .append(forkRounds[i]).append('}');
        }
        Files.writeString(env.resolve("precision.json"), "{\"target\":0.02,\"confidence\":0.95,\"cells\":[" + cells
                + "]}");
        Inputs.Loaded loaded = Inputs.load(List.of(tmp.resolve("runs")), new PrintWriter(new StringWriter()), true);
        assertEquals(0, loaded.problems());
        for (BenchmarkResult r : loaded.results()) {
            if (r.method().equals("good")) {
                assertArrayEquals(new int[] {1, 2, 3}, r.forkRounds());
            } else {
                assertEquals(0, r.forkRounds().length, r.method() + ": " + java.util.Arrays.toString(r.forkRounds()));
            }
        }
        assertEquals(names.length, loaded.results().size());

        // a precision.json that is not an object with cells, or not JSON at all
        for (String bad : new String[] {"[1,2]", "{\"cells\":7}", "{\"cells\":[1,\"x\",null]}", "{\"cells\":[{", "3"}) {
            Files.writeString(env.resolve("precision.json"), bad);
            Inputs.Loaded l = Inputs.load(List.of(tmp.resolve("runs")), new PrintWriter(new StringWriter()), false);
            assertEquals(names.length, l.results().size(), bad);
            assertTrue(l.results().stream().allMatch(r -> r.forkRounds().length == 0), bad);
        }
    }

    @Test
    void report_ofAnInterleavedEnvironment_answersCsvShowsThePairedIntervalAndPairs() throws Exception {
        // throughput: the baseline does 1 op/us at the machine's best, the candidate half that; the machine drifts
        double[] b = new double[8];
        double[] c = new double[8];
        for (int r = 0; r < 8; r++) {
            b[r] = 1 / DRIFT[r] * (1 + NOISE_B[r]);
            c[r] = 0.5 / DRIFT[r] * (1 + NOISE_C[r]);
        }
        Path env = Files.createDirectories(tmp.resolve("runs/r/host-x"));
        Files.writeString(env.resolve("env.json"), "{\"id\":\"host-x\",\"kind\":\"host\",\"fs\":{\"type\":\"ext4\"}}");
        String group = "dev.iobench.suite.streams.StreamsVsChannelsBenchmark.";
        Files.writeString(env.resolve("jmh.json"), "[" + entry(group + "streamReadFile", "thrpt", "ops/us", b) + ","
                + entry(group + "channelReadFile", "thrpt", "ops/us", c) + "]");
        String rounds = "[[1,2],[2,1],[3,1],[4,2],[5,2],[6,1],[7,1],[8,2]]";
        String other = "[[1,1],[2,2],[3,2],[4,1],[5,1],[6,2],[7,2],[8,1]]";
        Files.writeString(env.resolve("precision.json"), "{\"target\":0.02,\"confidence\":0.95,\"cells\":["
                + cell(group + "streamReadFile", rounds) + "," + cell(group + "channelReadFile", other) + "]}");
        String[] f = Fixtures.onlyAnswerRow(tmp);
        // candidate time / baseline time: the inverse of the throughput ratio, its ends swapped
        double[] paired = Intervals.pairedLogRatio(b, c, 0.95, SpreadPrior.NONE);
        assertEquals(1 / paired[0], Double.parseDouble(f[5]), 1e-12);
        assertEquals(1 / paired[2], Double.parseDouble(f[6]), 1e-12);
        assertEquals(1 / paired[1], Double.parseDouble(f[7]), 1e-12);
        assertTrue(Double.parseDouble(f[6]) > 1.96 && Double.parseDouble(f[7]) < 2.04, String.join(",", f));
        assertEquals("0.95", f[8]);
        assertEquals("8", f[9], "units are the pairs");
        assertEquals("within target", f[10]);

        // the report says what pairing bought, computed from the same forks
        String md = Files.readString(tmp.resolve("out/README.md"));
        double[] unpaired = Intervals.logRatio(Summary.ofUnits(b), Summary.ofUnits(c), 0.95, 0);
        double unpairedWidth = (unpaired[1] - unpaired[0]) / 2 / (Summary.ofUnits(c).mean() / Summary.ofUnits(b).mean());
        double pairedWidth = (paired[2] - paired[1]) / 2 / paired[0];
        String sentence = String.format(Locale.ROOT, "Pairing forks of the same round: of the variant tables' 1 "
                + "distinct ratio with interleaved forks (a ratio shown in two answers counted once), 1 is paired (those "
                + "whose two sides moved together from round to round: their log values correlated, one-sided 5%%); the "
                + "median half-width of the 1 is %s%% as "
                + "shown vs %s%% with every one unpaired (paired: the t interval of the mean of the per-round log ratios",
                dev.iobench.runner.stats.Fmt.figures(pairedWidth * 100, 2),
                dev.iobench.runner.stats.Fmt.figures(unpairedWidth * 100, 2));
        assertTrue(md.contains(sentence), sentence + "\n" + md);
        assertTrue(md.contains("|host-x|2.00x slower (-"), "the paired ratio's cell: " + md);
    }

    @Test
    void sidesThatDoNotMoveTogether_areNotPaired_theirForksCountOnTheirOwn() {
        // rounds where the candidate is high while the baseline is low: pairing would widen the interval
        double[] b = {100, 110, 100, 110, 100, 110};
        double[] c = {220, 200, 220, 200, 220, 200};
        assertTrue(!SharedRounds.paired(b, c));
        assertTrue(SharedRounds.paired(b, new double[] {200, 220, 200, 220, 200, 220}));
        // uncorrelated sides (a quiet machine): not paired by chance
        assertTrue(!SharedRounds.paired(new double[] {100, 101, 100, 101, 100, 101},
                new double[] {200, 200, 202, 202, 200, 200}));
        // a weak positive correlation over few pairs is not a measurable gain
        assertTrue(!SharedRounds.paired(new double[] {100, 110, 100, 105}, new double[] {200, 205, 210, 200}));
        assertTrue(!SharedRounds.paired(new double[] {1, 2, 3}, new double[] {1, 2, 3}), "below 4 pairs");
    }

    /** Per-fork noise of 12 forks, under 1%, symmetric around 0. */
    private static final double[] NOISE_12 = {0.004, -0.006, 0.002, 0.008, -0.003, -0.001, 0.005, -0.008, 0.001,
        -0.004, 0.006, -0.002};

    @Test
    void oneForkFarFromTheOthers_fromTenForksOn_doesNotSetTheRatioOrItsInterval() {
        // 12 forks a side, a true ratio of 2; one candidate fork runs at twice its usual time for the whole fork
        double[] b = new double[12];
        double[] c = new double[12];
        for (int i = 0; i < 12; i++) {
            b[i] = 100 * (1 + NOISE_12[i]);
            c[i] = 200 * (1 + NOISE_12[11 - i]);
        }
        c[5] *= 2;
        // interleaved forks, one round each, whose sides do not move together: unpaired, over trimmed forks
        int[] rounds = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
        Comparison.Pairs pairs = Comparison.of(result("a.B.base", b, rounds, ENV), result("a.B.cand", c, rounds, ENV),
                false).roundPairs();
        assertTrue(pairs.baseline().length == 12 && !pairs.helps(), "not paired");
        Verdict v = Comparison.of(result("a.B.base", b, rounds, ENV), result("a.B.cand", c, rounds, ENV), false)
                .verdict();
        assertEquals(Verdict.Kind.SLOWER, v.kind());
        assertEquals(12, v.units());
        assertEquals(2.0, v.ratio(), 2.0 * 0.005, "the ratio of the typical forks: " + v.ratio());
        assertTrue(v.low() > 2.0 * 0.98 && v.high() < 2.0 * 1.02, "within ±2%: " + v.low() + " .. " + v.high());
        // the same units as plain means: the slow fork moves the ratio by 8% and widens the interval past ±10%
        double[] plain = Intervals.logRatio(Summary.ofUnits(b), Summary.ofUnits(c), 0.95, 0);
        double plainRatio = Summary.ofUnits(c).mean() / Summary.ofUnits(b).mean();
        assertTrue(plainRatio > 2.15, "plain: " + plainRatio);
        assertTrue(plain[1] / plainRatio > 1.10, "plain interval: " + plain[0] + " .. " + plain[1]);
        // results that did not run interleaved (a source's published forks) keep the ratio of the means
        Verdict imported = Comparison.of(result("a.B.base", b, new int[0], ENV),
                result("a.B.cand", c, new int[0], ENV), false).verdict();
        assertEquals(plainRatio, imported.ratio(), 1e-12);
        assertEquals(plain[0], imported.low(), 1e-12);
        assertEquals(plain[1], imported.high(), 1e-12);
    }

    @Test
    void belowTenForks_nothingIsTrimmed_theIntervalIsWelchs() {
        for (int n = 3; n < 9; n++) {
            double[] b = new double[n];
            double[] c = new double[n + 1];
            for (int i = 0; i < n; i++) {
                b[i] = 100 * (1 + NOISE_12[i]);
                c[i] = 300 * (1 + 3 * NOISE_12[11 - i]);
            }
            c[n] = 330; // n + 1 units, up to 9
            double[] t = Intervals.trimmedLogRatio(b, c, 0.95, SpreadPrior.NONE, SpreadPrior.NONE);
            double[] w = Intervals.logRatio(Summary.ofUnits(b), Summary.ofUnits(c), 0.95, 0);
            assertEquals(Summary.ofUnits(c).mean() / Summary.ofUnits(b).mean(), t[0], 1e-12, "n=" + n);
            assertEquals(w[0], t[1], 1e-12, "n=" + n);
            assertEquals(w[1], t[2], 1e-12, "n=" + n);
        }
        // paired: the t interval of the mean log ratio
        double[] b = {100, 103, 98, 101, 99, 102, 97, 100, 104};
        double[] c = {201, 204, 195, 203, 199, 206, 196, 199, 210};
        double[] d = new double[9];
        double mean = 0;
        for (int i = 0; i < 9; i++) {
            d[i] = Math.log(c[i] / b[i]);
            mean += d[i] / 9;
        }
        double ss = 0;
        for (double x : d) {
            ss += (x - mean) * (x - mean);
        }
        double half = Intervals.t(8, 0.95) * Math.sqrt(ss / 8 / 9);
        double[] p = Intervals.pairedLogRatio(b, c, 0.95, SpreadPrior.NONE);
        assertEquals(Math.exp(mean), p[0], 1e-12);
        assertEquals(Math.exp(mean - half), p[1], 1e-12);
        assertEquals(Math.exp(mean + half), p[2], 1e-12);
    }

    @Test
    void trimmedRatio_knownAnswer_yuensStandardErrors() {
        // 1..10 and 2..10 with 30: one unit set aside at each end, trimmed means 5.5 and 6.5; both sides'
        // winsorized units have a sum of squares of 66.5, so Yuen's d = 66.5 / (8 x 7) = 1.1875 (SciPy's
        // ttest_ind(y, x, equal_var=False, trim=0.1) gives t = 0.6489 = 1 / sqrt(2 x 1.1875), df 14)
        double[] x = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        double[] y = {2, 3, 4, 5, 6, 7, 8, 9, 10, 30};
        double rb = 1.1875 / (5.5 * 5.5);
        double rc = 1.1875 / (6.5 * 6.5);
        double df = (rb + rc) * (rb + rc) / (rb * rb / 7 + rc * rc / 7);
        double half = Intervals.t(df, 0.95) * Math.sqrt(rb + rc);
        double[] r = Intervals.trimmedLogRatio(x, y, 0.95, SpreadPrior.NONE, SpreadPrior.NONE);
        assertEquals(6.5 / 5.5, r[0], 1e-12);
        assertEquals(6.5 / 5.5 * Math.exp(-half), r[1], 1e-12);
        assertEquals(6.5 / 5.5 * Math.exp(half), r[2], 1e-12);
        assertEquals(1, Intervals.trimmedEach(10));
        assertEquals(1, Intervals.trimmedEach(19));
        assertEquals(2, Intervals.trimmedEach(20));
        assertEquals(0, Intervals.trimmedEach(9));
    }

    @Test
    void pairedRatio_onePairFarFromTheOthers_fromTenPairsOn_doesNotSetTheInterval() {
        // 12 rounds on a machine that drifts up to 3x; in one round the candidate's fork runs at twice its time
        double[] drift = {1.0, 2.7, 1.4, 3.0, 1.9, 1.1, 2.4, 1.6, 2.2, 1.3, 2.9, 1.7};
        double[] b = new double[12];
        double[] c = new double[12];
        for (int r = 0; r < 12; r++) {
            b[r] = 100 * drift[r] * (1 + NOISE_12[r]);
            c[r] = 200 * drift[r] * (1 + NOISE_12[11 - r]);
        }
        c[7] *= 2;
        double[] p = Intervals.pairedLogRatio(b, c, 0.95, SpreadPrior.NONE);
        assertEquals(2.0, p[0], 2.0 * 0.005, "ratio " + p[0]);
        assertTrue(p[1] > 2.0 * 0.98 && p[2] < 2.0 * 1.02, "within ±2%: " + p[1] + " .. " + p[2]);
    }

    private static String cell(String benchmark, String forkRounds) {
        return "{\"benchmark\":\"" + benchmark + "\",\"mode\":\"thrpt\",\"params\":{\"bufferSize\":\"8192\"},"
                + "\"role\":\"answer\",\"reached\":true,\"status\":\"within ±2%\",\"forkRounds\":" + forkRounds + "}";
    }

    /** @return a JMH entry with one fork per value (two iterations of it) */
    private static String entry(String benchmark, String mode, String unit, double[] forks) {
        StringBuilder raw = new StringBuilder("[");
        for (int i = 0; i < forks.length; i++) {
            raw.append(i == 0 ? "" : ",").append('[').append(forks[i]).append(',').append(forks[i]).append(']');
        }
        raw.append(']');
        String params = benchmark.startsWith("dev.") ? "{\"bufferSize\":\"8192\"}" : "{}";
        return "{\"benchmark\":\"" + benchmark + "\",\"mode\":\"" + mode + "\",\"forks\":" + forks.length
                + ",\"params\":" + params + ",\"primaryMetric\":{\"score\":1,\"scoreUnit\":\"" + unit + "\",\"rawData\":"
                + raw + "}}";
    }

    private static BenchmarkResult result(String name, double[] v, int[] rounds, Environment env) {
        Samples s = Samples.plain(v);
        return new BenchmarkResult(name, Map.of(), "avgt", "ns/op", s, v, Summary.of(v), Estimate.ofJmh(v, v),
                new RunShape(null, v.length, 0, "-", 1, "-"), env, "x.json").withForkRounds(rounds);
    }
}
