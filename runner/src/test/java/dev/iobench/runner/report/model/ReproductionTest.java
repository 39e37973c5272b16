package dev.iobench.runner.report.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.report.format.ReadmeSplice;
import dev.iobench.runner.report.model.SuiteGuide.Reproduce;
import dev.iobench.runner.report.model.SuiteGuide.ReproduceRow;
import dev.iobench.runner.report.read.ResultReader;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.result.RunShape;
import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The source's experiment rerun: per-fork medians, the verdict against the source's range, and where the verdicts go. */
class ReproductionTest {
    private static final Environment ENV = new Environment("e", "host", "-", "-", "-", "-", "-", List.of(), "-");

    @Test
    void forkMedians_areReadPerFork_andIgnoreTheTail(@TempDir Path dir) throws Exception {
        // two forks of 1000 samples of 4 us each and one sample of 34 ms: the tail moves the mean, not the median
        String fork = "[[[4.0, 999], [34000.0, 1]]]";
        String json = "[{\"benchmark\":\"a.B.m\",\"mode\":\"sample\",\"forks\":2,\"params\":{},"
                + "\"primaryMetric\":{\"score\":38.0,\"scoreUnit\":\"us/op\",\"rawDataHistogram\":[" + fork + ","
                + fork + "]}}]";
        Path file = dir.resolve("r.json");
        Files.writeString(file, json);
        ResultReader.FileResults read = new ResultReader().read(file, "r.json");
        assertEquals(1, read.results().size(), read.problem());
        BenchmarkResult r = read.results().get(0);
        assertArrayEquals(new double[] {4.0, 4.0}, r.forkMedians());
        assertTrue(r.estimate().units()[0] > 37, "the fork mean carries the tail");
    }

    @Test
    void verdict_holdsWhereTheIntervalMeetsTheSourcesRange_elseSaysByHowMuch() {
        ReproduceRow row = row("1000 chars", true, 50, 100);
        Reproduce spec = spec(List.of(row));
        // 1.8x slower, known within a few percent: far below 50-100x
        Reproduction.Cell c = cell(spec, row, new double[] {100, 102, 98}, new double[] {180, 183, 177});
        assertEquals(Reproduction.Verdict.DOES_NOT_HOLD, c.verdict());
        assertEquals(1.8, c.ratio(), 1e-9);
        assertEquals("smaller slowdown", c.miss());
        assertEquals(50 / 1.8, c.missFactor(), 1e-9);
        // 60x known within a few percent: inside the range
        Reproduction.Cell h = cell(spec, row, new double[] {10, 10, 10}, new double[] {600, 612, 588});
        assertEquals(Reproduction.Verdict.HOLDS, h.verdict());
        Reproduction.Overall o = Reproduction.overall(List.of(c, h));
        // both are conclusively slower, as the source says, one of them by far less
        assertEquals("holds in 1 of 2 environments; slower in all 2 environments", o.words());
        // 60x with an interval that reaches into the range and far beyond it: it could confirm almost anything
        Reproduction.Cell w = cell(spec, row, new double[] {10, 10, 10}, new double[] {300, 900, 600});
        assertEquals(Reproduction.Verdict.TOO_WIDE, w.verdict());
        assertEquals("too wide to tell here", dev.iobench.runner.report.format.ClaimsFormat.verdictWords(w));
        assertEquals("does not hold in 1 of 2 environments, too wide to tell in 1: slower in all 2 environments",
                Reproduction.overall(List.of(c, w)).words());
        assertEquals("too wide to tell here: slower here", Reproduction.overall(List.of(w)).words());
    }

    @Test
    void claimAboutEveryRow_countsEveryCell_namesWhereItMisses() {
        Reproduce spec = spec(List.of(), Reproduce.EVERY_ROW);
        double[] same = {100, 101, 99};
        Reproduction.Cell holds = cell(spec, row("file read, 8 B", false, 0.95, 1.05), same, same);
        Reproduction.Cell miss8 = cell(spec, row("file write, 8 B", false, 2.0, 2.3), same, same);
        Reproduction.Cell miss8k = cell(spec, row("file write, 8192 B", true, 8.5, 9.9), same, same);
        Reproduction.Cell wide = cell(spec, row("socket read, 8 B", false, 0.95, 1.05), same,
                new double[] {50, 150, 100});
        assertEquals(List.of(Reproduction.Verdict.HOLDS, Reproduction.Verdict.DOES_NOT_HOLD,
                Reproduction.Verdict.DOES_NOT_HOLD, Reproduction.Verdict.TOO_WIDE),
                List.of(holds.verdict(), miss8.verdict(), miss8k.verdict(), wide.verdict()));
        Reproduction.Overall o = Reproduction.overall(List.of(holds, miss8, miss8k, wide));
        assertEquals("holds in 1 of 4 cells (4 rows x 1 environment), does not hold in 2 (file write 2), too wide to "
                + "tell in 1", o.words());
        assertFalse(o.holds());
        assertEquals(List.of(miss8k), o.headline(), "the headline row still gives the answer's numbers");
        // the same cells, the verdict over the headline row only, as other claims take it
        Reproduction.Cell headlineOnly = cell(spec(List.of()), row("file write, 8192 B", true, 8.5, 9.9), same, same);
        assertEquals("does not hold here", Reproduction.overall(List.of(headlineOnly)).words());
    }

    @Test
    void deviceClaim_ramBackedEnvironments_areOutsideIt_andNotCounted() {
        ReproduceRow row = row("1000 chars", true, 50, 100);
        Reproduce device = new Reproduce("op", "p50", "ms", 1, "one write", "base", "cand", "claimed",
                null, Reproduction.DEVICE, null, List.of(row));
        Environment ext4 = new Environment("host-ext4", "host", "ext4", "-", "-", "-", "-", List.of(), "-");
        Environment tmpfs = new Environment("host-tmpfs", "host", "tmpfs", "-", "-", "-", "-", List.of(), "-");
        List<BenchmarkResult> results = List.of(
                result("a.B.base", new double[] {100, 102, 98}, ext4), result("a.B.cand", new double[] {180, 183, 177}, ext4),
                result("a.B.base", new double[] {10, 10.2, 9.8}, tmpfs), result("a.B.cand", new double[] {10, 10.2, 9.8}, tmpfs));
        List<Reproduction.Cell> cells = Reproduction.cells(device, List.of(ext4, tmpfs), results);
        assertEquals(Reproduction.Verdict.DOES_NOT_HOLD, cells.get(0).verdict());
        assertEquals(Reproduction.Verdict.OUTSIDE, cells.get(1).verdict());
        assertEquals(Reproduction.NO_DEVICE, dev.iobench.runner.report.format.ClaimsFormat.verdictWords(cells.get(1)));
        Reproduction.Overall o = Reproduction.overall(cells);
        assertEquals(1, o.headline().size(), "only the device-backed environment is counted");
        assertEquals("does not hold here: slower here, by less than its source (1 RAM-backed environment outside the claim)",
                o.words());
        // a container's tmpfs volume is RAM-backed too
        assertTrue(Reproduction.ramBacked(new Environment("c", "container", "tmpfs (tmpfs)", "-", "-", "-", "-",
                List.of(), "-")));
        assertFalse(Reproduction.ramBacked(new Environment("c", "container", "ext4 (loop)", "-", "-", "-", "-",
                List.of(), "-")));
        // a claim without a scope covers every environment
        assertEquals(2, Reproduction.overall(Reproduction.cells(spec(List.of(row)), List.of(ext4, tmpfs), results))
                .headline().size());
    }

    @Test
    void verdict_notAtTheSourcesSize_saysWhereTheDirectionStillHolds() {
        // the source: 4.6-5.5x faster
        ReproduceRow row = row("force every 1000", true, 1 / 5.5, 1 / 4.6);
        Reproduce spec = spec(List.of(row));
        Reproduction.Cell twice = cell(spec, row, new double[] {100, 102, 98}, new double[] {50, 51, 49});
        Reproduction.Cell thrice = cell(spec, row, new double[] {90, 91, 89}, new double[] {30, 30.5, 29.5});
        Reproduction.Cell even = cell(spec, row, new double[] {100, 104, 96, 101}, new double[] {101, 106, 97, 100});
        Reproduction.Cell slower = cell(spec, row, new double[] {100, 102, 98}, new double[] {200, 204, 196});
        Reproduction.Cell tenfold = cell(spec, row, new double[] {100, 102, 98}, new double[] {10, 10.2, 9.8});
        assertEquals("does not hold here: faster in all 2 environments, by less than its source",
                Reproduction.overall(List.of(twice, thrice)).words());
        // equality in the interval, or the other way, is not the claim's direction
        assertEquals("does not hold here: faster in 1 of 3 environments, by less than its source",
                Reproduction.overall(List.of(twice, even, slower)).words());
        assertEquals("does not hold here", Reproduction.overall(List.of(even, slower)).words());
        // less in one, more in another: the direction alone
        assertEquals("does not hold here: faster in all 2 environments", Reproduction.overall(List.of(twice, tenfold)).words());
        assertEquals("does not hold here: faster here, by more than its source", Reproduction.overall(List.of(tenfold)).words());
        // where every cell that shows the direction also holds, the count that holds says it all
        Reproduction.Cell holds = cell(spec, row, new double[] {100, 102, 98}, new double[] {20, 20.4, 19.6});
        assertEquals("holds in 1 of 2 environments", Reproduction.overall(List.of(holds, even)).words());
    }

    /**
     * Twelve interleaved forks a side, one of the candidate's at twice its time: the ratio is taken over
     * trimmed forks, and the ratio printed is the centre of that interval (on the log scale), not the
     * ratio of the untrimmed means.
     */
    @Test
    void interleavedForks_theRatioIsTheCentreOfItsInterval() {
        ReproduceRow row = row("8192 B", true, 0.5, 0.6);
        Reproduce spec = spec(List.of(row));
        double[] base = new double[12];
        double[] cand = new double[12];
        int[] rounds = new int[12];
        for (int i = 0; i < 12; i++) {
            // shuffled so that the rounds' drift is not shared: the sides are compared unpaired
            base[i] = 100 * (1 + 0.02 * ((i * 7) % 5 - 2));
            cand[i] = 103 * (1 + 0.02 * ((i * 3) % 5 - 2));
            rounds[i] = i + 1;
        }
        cand[4] = 206;
        Reproduction.Cell c = Reproduction.cells(spec, List.of(ENV), List.of(
                result("a.B.base", base).withForkRounds(rounds), result("a.B.cand", cand).withForkRounds(rounds))).get(0);
        assertTrue(c.hasInterval());
        assertEquals(Math.log(c.ratio()), (Math.log(c.low()) + Math.log(c.high())) / 2, 1e-9, "centred on the log scale");
        assertTrue(c.ratio() < c.candidate() / c.baseline(), "the slow fork is trimmed from the ratio, not from the means shown");
        assertEquals(1.03, c.ratio(), 0.02);
    }

    @Test
    void interval_includingEquality_isInconclusive_andNoDirectionIsClaimed() {
        // the source: 1.1-1.2x faster; here about 1.01x slower, but equality is in the interval
        ReproduceRow row = row("8 B", true, 1 / 1.2, 1 / 1.1);
        Reproduce spec = spec(List.of(row));
        Reproduction.Cell c = cell(spec, row, new double[] {100, 101, 99, 100}, new double[] {100.5, 101.5, 99.5, 100.5});
        assertEquals(Reproduction.Verdict.DOES_NOT_HOLD, c.verdict());
        assertEquals(dev.iobench.runner.stats.Verdict.Kind.INCONCLUSIVE, c.comparison().kind());
        assertEquals(Reproduction.NO_CLEAR_DIFFERENCE, c.miss());
        assertTrue(c.comparison().cell().startsWith("~ "), c.comparison().cell());
        assertEquals("does not hold: no clear difference here",
                dev.iobench.runner.report.format.ClaimsFormat.verdictWords(c));
        // the source: 1.20-1.26x faster; here 1.07x faster, conclusively outside its range widened to ±10% (1.12-1.36x)
        ReproduceRow near = row("8 B", true, 1 / 1.26, 1 / 1.20);
        Reproduction.Cell s = cell(spec(List.of(near)), near, new double[] {100, 100.2, 99.8, 100},
                new double[] {93.5, 93.8, 93.2, 93.5});
        assertEquals(Reproduction.Verdict.DOES_NOT_HOLD, s.verdict());
        assertEquals("smaller speedup", s.miss());
        assertEquals("does not hold: 1.1x smaller speedup than the source's",
                dev.iobench.runner.report.format.ClaimsFormat.verdictWords(s));
        // 1.01x faster against 1.02-1.05x: within ±10% of the source's figure, it holds
        ReproduceRow close = row("8 B", true, 1 / 1.05, 1 / 1.02);
        Reproduction.Cell h = cell(spec(List.of(close)), close, new double[] {100, 100.2, 99.8, 100},
                new double[] {99, 99.3, 98.7, 99});
        assertEquals(Reproduction.Verdict.HOLDS, h.verdict());
    }

    @Test
    void sourcesRange_keepsEachEndWithinOnePercent() {
        // two figures would print 1.2-1.3x, which a ratio of 1.30 here would seem to meet
        assertEquals("1.20-1.26x faster", dev.iobench.runner.report.format.ClaimsFormat.claimedRange(
                new double[] {1 / 1.264, 1 / 1.196}));
        assertEquals("4.6-5.5x faster", dev.iobench.runner.report.format.ClaimsFormat.claimedRange(
                new double[] {1 / 5.5, 1 / 4.6}));
        assertEquals("50-100x slower", dev.iobench.runner.report.format.ClaimsFormat.claimedRange(new double[] {50, 100}));
        // a range across equality that two figures write as 1.0 both ways
        assertEquals("about equal (0.99-1.0)", dev.iobench.runner.report.format.ClaimsFormat.claimedRange(
                new double[] {0.992, 1.004}));
        assertEquals("about equal (0.99-1.0)", dev.iobench.runner.report.format.ClaimsFormat.timeRatioRange(0.99, 1.01, 2));
        // three figures where two would move an end by more than 1%
        assertEquals("1.04x faster to 1.03x slower", dev.iobench.runner.report.format.ClaimsFormat.claimedRange(
                new double[] {1 / 1.04, 1.03}));
    }

    @Test
    void verdict_atTheTimerFloor_isNoRatio() {
        ReproduceRow row = row("10 reads", true, 1e-4, 1e-3);
        Reproduce spec = spec(List.of(row));
        Reproduction.Cell c = cell(spec, row, new double[] {200_000, 210_000, 190_000}, new double[] {0.4, 0.5, 0.45});
        assertEquals(Reproduction.Verdict.AT_FLOOR, c.verdict());
        assertFalse(Double.isFinite(c.ratio()));
        assertTrue(Reproduction.overall(List.of(c)).words().contains("timer floor"));
    }

    @Test
    void verdict_holdsAtAnotherSizeOnly() {
        ReproduceRow small = row("500 chars", false, 50, 100);
        ReproduceRow quoted = row("1000 chars", true, 50, 100);
        Reproduce spec = spec(List.of(small, quoted));
        Reproduction.Cell a = cell(spec, small, new double[] {1, 1, 1}, new double[] {70, 71, 69});
        Reproduction.Cell b = cell(spec, quoted, new double[] {1, 1, 1}, new double[] {2, 2.1, 1.9});
        assertEquals("holds at 500 chars only, not at 1000 chars", Reproduction.overall(List.of(a, b)).words());
    }

    @Test
    void splice_fillsTheVerdictsPlace_andKeepsItWhenNoneAreGiven(@TempDir Path dir) throws Exception {
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# t\n" + ReadmeSplice.VERDICTS_BEGIN + "\nold verdicts\n" + ReadmeSplice.VERDICTS_END
                + "\nmiddle\n" + ReadmeSplice.BEGIN + "\nold\n" + ReadmeSplice.END + "\ntail\n");
        ReadmeSplice.open(readme).write("body", "|verdicts|");
        String s = Files.readString(readme, StandardCharsets.UTF_8);
        assertEquals("# t\n" + ReadmeSplice.VERDICTS_BEGIN + "\n|verdicts|\n" + ReadmeSplice.VERDICTS_END
                + "\nmiddle\n" + ReadmeSplice.BEGIN + "\nbody\n" + ReadmeSplice.END + "\ntail\n", s);
        ReadmeSplice.open(readme).write("body2", null);
        assertTrue(Files.readString(readme).contains("\n|verdicts|\n"));
        assertTrue(Files.readString(readme).contains("\nbody2\n"));
    }

    private static ReproduceRow row(String label, boolean headline, double lo, double hi) {
        return new ReproduceRow(label, headline, new SuiteGuide.Selector("a.B.base", null, null),
                new SuiteGuide.Selector("a.B.cand", null, null),
                new SuiteGuide.Claimed(new double[] {1, 1}, new double[] {lo, hi}, new double[] {lo, hi}));
    }

    private static Reproduce spec(List<ReproduceRow> rows) {
        return spec(rows, null);
    }

    private static Reproduce spec(List<ReproduceRow> rows, String verdictOver) {
        return new Reproduce("op", "mean", "ms", 1, "one op", "base", "cand", "claimed", null, null, verdictOver, rows);
    }

    private static Reproduction.Cell cell(Reproduce spec, ReproduceRow row, double[] base, double[] cand) {
        return Reproduction.cells(new Reproduce(spec.op(), spec.statistic(), spec.units(), spec.scale(),
                spec.quantity(), spec.baselineLabel(), spec.candidateLabel(), spec.claimedText(), null, spec.scope(),
                spec.verdictOver(), List.of(row)),
                List.of(ENV), List.of(result("a.B.base", base), result("a.B.cand", cand))).get(0);
    }

    private static BenchmarkResult result(String name, double[] v) {
        return result(name, v, ENV);
    }

    private static BenchmarkResult result(String name, double[] v, Environment env) {
        Samples s = Samples.plain(v);
        return new BenchmarkResult(name, Map.of(), "avgt", "ns/op", s, v, Summary.of(v), Estimate.ofJmh(v, v),
                new RunShape(null, v.length, 0, "-", 1, "-"), env, "x.json");
    }
}
